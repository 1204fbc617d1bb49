package content

import (
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
)

// attributesPointer prefixes the service's relative field names.
const attributesPointer = "/data/attributes/"

// applicationResource is the Application object returned after creation:
// only the echoed fields.
type applicationResource struct {
	ID         int64            `json:"id"`
	Type       string           `json:"type"`
	Attributes applicationAttrs `json:"attributes"`
	Links      selfLinks        `json:"links"`
}

type applicationAttrs struct {
	ID        int64     `json:"id"`
	CreatedAt Timestamp `json:"created_at"`
	UpdatedAt Timestamp `json:"updated_at"`
	FirstName string    `json:"first_name"`
	LastName  string    `json:"last_name"`
	Email     string    `json:"email"`
	Referrer  string    `json:"referrer"`
}

func (a *API) applicationFrom(app *careers.Application) applicationResource {
	return applicationResource{
		ID: app.ID, Type: "applications",
		Attributes: applicationAttrs{
			ID: app.ID, CreatedAt: stamp(app.CreatedAt), UpdatedAt: stamp(app.UpdatedAt),
			FirstName: app.FirstName, LastName: app.LastName, Email: app.Email, Referrer: app.Referrer,
		},
		Links: selfLinks{Self: a.link("/applications/" + strconv.FormatInt(app.ID, 10))},
	}
}

// createApplication serves POST /content/v1/applications.
func (a *API) createApplication(c *fiber.Ctx) error {
	body, err := readJSON(c, a.opts.BodyLimit)
	if err != nil {
		return err
	}
	in, err := decodeApplication(body)
	if err != nil {
		return err
	}
	in.IdempotencyKey = c.Get("Idempotency-Key")
	app, err := a.careers.Applications.Create(c.UserContext(), in)
	if err != nil {
		return withPointers(err)
	}
	if app.Replayed {
		c.Set("Idempotent-Replayed", "true")
	}
	return sendJSON(c, a.applicationFrom(app))
}

// getApplication serves GET /content/v1/applications/{id}, the
// links.self of a created application: the same echo, for the API key
// that created it (others: 404).
func (a *API) getApplication(c *fiber.Ctx) error {
	id, err := strconv.ParseInt(c.Params("application_id"), 10, 64)
	if err != nil || id < 1 {
		return modules.NotFound("application")
	}
	app, err := a.careers.Applications.Receipt(c.UserContext(), id)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return sendJSON(c, a.applicationFrom(app))
}

// withPointers turns the service's relative field names into JSON
// pointers into the request body.
func withPointers(err error) error {
	e := modules.As(err)
	if len(e.Fields) == 0 {
		return e
	}
	out := *e
	out.Fields = make([]modules.FieldError, len(e.Fields))
	for i, f := range e.Fields {
		out.Fields[i] = modules.FieldError{Field: attributesPointer + f.Field, Message: f.Message}
	}
	return &out
}
