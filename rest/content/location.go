package content

import (
	"github.com/gofiber/fiber/v2"

	"corkboard/modules/careers"
)

// locationResource is the Location object of the interface description.
type locationResource struct {
	ID         int64         `json:"id"`
	Type       string        `json:"type"`
	Attributes locationAttrs `json:"attributes"`
}

type locationAttrs struct {
	Street     string     `json:"street"`
	PostalCode string     `json:"postal_code"`
	City       string     `json:"city"`
	Country    string     `json:"country"`
	Phone      string     `json:"phone"`
	Email      string     `json:"email"`
	Lat        float64    `json:"lat"`
	Lng        float64    `json:"lng"`
	CreatedAt  *Timestamp `json:"created_at"`
	UpdatedAt  *Timestamp `json:"updated_at"`
}

type locationList struct {
	Data  []locationResource `json:"data"`
	Links []link             `json:"links"`
}

func locationFrom(l *careers.Location) locationResource {
	return locationResource{
		ID: l.ID, Type: "location",
		Attributes: locationAttrs{
			Street: l.Street, PostalCode: l.PostalCode, City: l.City, Country: l.Country,
			Phone: l.Phone, Email: l.Email, Lat: l.Lat, Lng: l.Lng,
			CreatedAt: stampPtr(&l.CreatedAt), UpdatedAt: stampPtr(&l.UpdatedAt),
		},
	}
}

// listLocations serves GET /content/v1/locations.
func (a *API) listLocations(c *fiber.Ctx) error {
	locs, err := a.careers.Locations.List(c.UserContext(), 0)
	if err != nil {
		return err
	}
	out := locationList{Data: make([]locationResource, len(locs)), Links: []link{{Href: a.link("/locations"), Rel: "self", Method: "GET"}}}
	for i := range locs {
		out.Data[i] = locationFrom(&locs[i])
	}
	return sendJSON(c, out)
}
