package middleware

import (
	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// Authenticate resolves the caller with accounts.Authenticator.Resolve, the
// one function every transport uses (GraphQL calls it from net/http), and
// puts the principal in the user context. Bad credentials are an error
// (401); no credentials is an anonymous request.
func Authenticate(auth *accounts.Authenticator) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if err := Resolve(c, auth); err != nil {
			return err
		}
		return c.Next()
	}
}

// Resolve authenticates the request's caller (as Authenticate does) and
// puts it in the user context, for a handler mounted before Authenticate.
func Resolve(c *fiber.Ctx, auth *accounts.Authenticator) error {
	p, err := auth.Resolve(c.UserContext(), accounts.Credentials{
		Authorization: c.Get(fiber.HeaderAuthorization),
		SessionToken:  c.Cookies(accounts.SessionCookie),
		CSRFToken:     c.Get(accounts.CSRFHeader),
		Method:        c.Method(),
	})
	if err != nil {
		return err
	}
	if p != nil {
		c.SetUserContext(modules.WithPrincipal(c.UserContext(), p))
	}
	return nil
}
