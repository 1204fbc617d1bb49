package calendar

import (
	"corkboard/modules/calendar"
)

// venueJSON is a venue; empty members are dropped, except id, author
// ("0" when none), the map flags and the global ids.
type venueJSON struct {
	ID              int64      `json:"id"`
	Author          string     `json:"author"`
	Status          string     `json:"status,omitempty"`
	Date            string     `json:"date,omitempty"`
	DateUTC         string     `json:"date_utc,omitempty"`
	Modified        string     `json:"modified,omitempty"`
	ModifiedUTC     string     `json:"modified_utc,omitempty"`
	URL             string     `json:"url,omitempty"`
	Venue           string     `json:"venue,omitempty"`
	Description     string     `json:"description,omitempty"`
	Excerpt         string     `json:"excerpt,omitempty"`
	Slug            string     `json:"slug,omitempty"`
	Image           *imageJSON `json:"image,omitempty"`
	Address         string     `json:"address,omitempty"`
	City            string     `json:"city,omitempty"`
	Country         string     `json:"country,omitempty"`
	Province        string     `json:"province,omitempty"`
	State           string     `json:"state,omitempty"`
	Zip             string     `json:"zip,omitempty"`
	Phone           string     `json:"phone,omitempty"`
	Website         string     `json:"website,omitempty"`
	StateProvince   string     `json:"stateprovince,omitempty"`
	GeoLat          *float64   `json:"geo_lat,omitempty"`
	GeoLng          *float64   `json:"geo_lng,omitempty"`
	JSONLD          jsonLD     `json:"json_ld,omitempty"`
	ShowMap         bool       `json:"show_map"`
	ShowMapLink     bool       `json:"show_map_link"`
	GlobalID        string     `json:"global_id"`
	GlobalIDLineage []string   `json:"global_id_lineage"`
}

// venueJSON renders v; single adds json_ld (single reads only).
func (a *api) venueJSON(r *request, v *calendar.Venue, single bool) venueJSON {
	d := a.dates(&v.Post)
	j := venueJSON{
		ID: v.ID, Status: string(v.Status), Date: d.Date, DateUTC: d.DateUTC, Modified: d.Modified, ModifiedUTC: d.ModifiedUTC,
		URL: a.pageURL(r, "venue", v.Slug), Venue: v.Title, Description: calendar.Autop(v.Description),
		Excerpt: calendar.Autop(v.Excerpt), Slug: v.Slug, Image: a.image(&v.Post),
		Address: v.Address, City: v.City, Country: v.Country, Province: v.Province, State: v.State, Zip: v.Zip,
		Phone: v.Phone, Website: v.Website, StateProvince: v.StateProvince, GeoLat: v.GeoLat, GeoLng: v.GeoLng,
		ShowMap: v.ShowMap, ShowMapLink: v.ShowMapLink, GlobalID: a.globalID(v.ID),
		Author: author(v.AuthorID),
	}
	j.GlobalIDLineage = []string{j.GlobalID}
	if single {
		j.JSONLD = encodeLD(a.cal.VenueLD(v, r.lang))
	}
	return j
}

// ref is the item a by-id or by-slug route names.
func (r *request) ref() calendar.Ref {
	if slug, ok := r.vars["slug"]; ok {
		return calendar.Ref{Slug: slug}
	}
	return calendar.Ref{ID: r.id()}
}

// venueInputFrom reads venue members from params (a request, or the
// object of an inline venue).
func venueInputFrom(p *params, lang string) calendar.VenueInput {
	in := calendar.VenueInput{PostInput: postInput(p, lang, "venue")}
	in.Address, in.City, in.Country = p.str("address"), p.str("city"), p.str("country")
	in.Province, in.State, in.Zip = p.str("province"), p.str("state"), p.str("zip")
	in.Phone, in.Website, in.StateProvince = p.str("phone"), p.str("website"), p.str("stateprovince")
	in.ShowMap, in.ShowMapLink = p.stringFlag("show_map"), p.stringFlag("show_map_link")
	in.GeoLat, in.GeoLng = p.number("geo_lat"), p.number("geo_lng")
	return in
}
