package calendar

import "github.com/uptrace/bun"

// Venue is where events take place. Coordinates are optional.
type Venue struct {
	bun.BaseModel `bun:"table:calendar_venues"`
	Post

	Address       string   `bun:"address,notnull"`
	City          string   `bun:"city,notnull"`
	Country       string   `bun:"country,notnull"`
	Province      string   `bun:"province,notnull"`
	State         string   `bun:"state,notnull"`
	Zip           string   `bun:"zip,notnull"`
	Phone         string   `bun:"phone,notnull"`
	Website       string   `bun:"website,notnull"`
	StateProvince string   `bun:"stateprovince,notnull"`
	GeoLat        *float64 `bun:"geo_lat"`
	GeoLng        *float64 `bun:"geo_lng"`
	ShowMap       bool     `bun:"show_map,notnull"`
	ShowMapLink   bool     `bun:"show_map_link,notnull"`
}

// HasCoordinates reports whether the venue has a latitude and longitude.
func (v *Venue) HasCoordinates() bool { return v.GeoLat != nil && v.GeoLng != nil }

// VenueInput creates or updates a venue; nil members are not sent (on
// update they stay unchanged, an empty string clears a field).
type VenueInput struct {
	PostInput
	Address, City, Country, Province, State, Zip, Phone, Website, StateProvince *string
	ShowMap, ShowMapLink                                                        *bool
	// GeoLat and GeoLng set the coordinates (both or neither).
	GeoLat, GeoLng *float64
}

var venueKind = linkedKind{
	typ: PostVenue, table: "calendar_venues", subject: SubjectVenue,
	search:  []string{"title", "description", "excerpt", "address", "city", "province", "state", "stateprovince", "zip", "phone"},
	linked:  "SELECT e.venue_id FROM calendar_events e WHERE e.venue_id IS NOT NULL",
	ofEvent: "SELECT venue_id FROM calendar_events WHERE id = ?",
	unlink:  "UPDATE calendar_events SET venue_id = NULL WHERE venue_id = ?",
	tally:   tallyVenue,
}
