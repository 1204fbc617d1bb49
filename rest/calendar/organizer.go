package calendar

import (
	"corkboard/modules/calendar"
)

// organizerJSON is an organizer; empty members are dropped, except id
// and author ("0" when none).
type organizerJSON struct {
	ID              int64      `json:"id"`
	Author          string     `json:"author"`
	Status          string     `json:"status,omitempty"`
	Date            string     `json:"date,omitempty"`
	DateUTC         string     `json:"date_utc,omitempty"`
	Modified        string     `json:"modified,omitempty"`
	ModifiedUTC     string     `json:"modified_utc,omitempty"`
	URL             string     `json:"url,omitempty"`
	Organizer       string     `json:"organizer,omitempty"`
	Description     string     `json:"description,omitempty"`
	Excerpt         string     `json:"excerpt,omitempty"`
	Slug            string     `json:"slug,omitempty"`
	Image           *imageJSON `json:"image,omitempty"`
	Phone           string     `json:"phone,omitempty"`
	Website         string     `json:"website,omitempty"`
	Email           string     `json:"email,omitempty"`
	JSONLD          jsonLD     `json:"json_ld,omitempty"`
	GlobalID        string     `json:"global_id,omitempty"`
	GlobalIDLineage []string   `json:"global_id_lineage,omitempty"`
}

func (a *api) organizerJSON(r *request, o *calendar.Organizer, single bool) organizerJSON {
	d := a.dates(&o.Post)
	j := organizerJSON{
		ID: o.ID, Status: string(o.Status), Date: d.Date, DateUTC: d.DateUTC, Modified: d.Modified, ModifiedUTC: d.ModifiedUTC,
		URL: a.pageURL(r, "organizer", o.Slug), Organizer: o.Title, Description: calendar.Autop(o.Description),
		Excerpt: calendar.Autop(o.Excerpt), Slug: o.Slug, Image: a.image(&o.Post),
		Phone: o.Phone, Website: o.Website, Email: o.Email, GlobalID: a.globalID(o.ID),
		Author: author(o.AuthorID),
	}
	j.GlobalIDLineage = []string{j.GlobalID}
	if single {
		j.JSONLD = encodeLD(a.cal.OrganizerLD(o))
	}
	return j
}

func organizerInputFrom(p *params, lang string) calendar.OrganizerInput {
	in := calendar.OrganizerInput{PostInput: postInput(p, lang, "organizer")}
	in.Phone, in.Website, in.Email = p.str("phone"), p.str("website"), p.str("email")
	return in
}
