package history

import (
	"context"
	"strconv"

	"corkboard/modules"
)

// Actor kinds stored with revisions and audit entries.
const (
	ActorUser      = "user"
	ActorAPIKey    = "api_key"
	ActorSystem    = "system"
	ActorAnonymous = "anonymous"
)

// actor names the caller of ctx: its kind, id (user or API key) and a
// label (the user's e-mail, "API key #7", "system", "anonymous").
func actor(ctx context.Context) (kind string, id int64, label string) {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return ActorAnonymous, 0, "anonymous"
	case p.Kind == modules.PrincipalUser:
		return ActorUser, p.UserID, p.Email
	case p.Kind == modules.PrincipalAPIKey:
		return ActorAPIKey, p.APIKeyID, "API key #" + strconv.FormatInt(p.APIKeyID, 10)
	default:
		return ActorSystem, 0, "system"
	}
}
