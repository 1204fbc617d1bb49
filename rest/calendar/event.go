package calendar

import (
	"strconv"
	"strings"

	"corkboard/modules/calendar"
)

// eventJSON is an event as The Events Calendar shows it. The members
// typed any become null (or empty) for password-protected events in
// archives.
type eventJSON struct {
	ID                  int64              `json:"id"`
	GlobalID            string             `json:"global_id"`
	GlobalIDLineage     []string           `json:"global_id_lineage"`
	Author              string             `json:"author"`
	Status              string             `json:"status"`
	Date                string             `json:"date"`
	DateUTC             string             `json:"date_utc"`
	Modified            string             `json:"modified"`
	ModifiedUTC         string             `json:"modified_utc"`
	URL                 string             `json:"url"`
	RestURL             string             `json:"rest_url"`
	Title               string             `json:"title"`
	Description         string             `json:"description"`
	Excerpt             string             `json:"excerpt"`
	Slug                string             `json:"slug"`
	Image               any                `json:"image"`
	AllDay              any                `json:"all_day"`
	StartDate           string             `json:"start_date"`
	StartDateDetails    dateDetails        `json:"start_date_details"`
	EndDate             string             `json:"end_date"`
	EndDateDetails      dateDetails        `json:"end_date_details"`
	UTCStartDate        string             `json:"utc_start_date"`
	UTCStartDateDetails dateDetails        `json:"utc_start_date_details"`
	UTCEndDate          string             `json:"utc_end_date"`
	UTCEndDateDetails   dateDetails        `json:"utc_end_date_details"`
	Timezone            string             `json:"timezone"`
	TimezoneAbbr        string             `json:"timezone_abbr"`
	Cost                string             `json:"cost"`
	CostDetails         costDetailsJSON    `json:"cost_details"`
	Website             string             `json:"website"`
	ShowMap             any                `json:"show_map"`
	ShowMapLink         any                `json:"show_map_link"`
	HideFromListings    any                `json:"hide_from_listings"`
	Sticky              any                `json:"sticky"`
	Featured            any                `json:"featured"`
	Categories          []embeddedTermJSON `json:"categories"`
	Tags                []embeddedTermJSON `json:"tags"`
	Venue               any                `json:"venue"`
	Organizer           []organizerJSON    `json:"organizer"`
	CustomFields        []any              `json:"custom_fields"`
	JSONLD              jsonLD             `json:"json_ld,omitempty"`
}

type costDetailsJSON struct {
	CurrencySymbol   string   `json:"currency_symbol"`
	CurrencyCode     string   `json:"currency_code"`
	CurrencyPosition string   `json:"currency_position"`
	Values           []string `json:"values"`
}

// eventJSON renders e; single (a single-event GET) adds json_ld to the
// event, its venue and its organizers.
func (a *api) eventJSON(r *request, e *calendar.Event, single bool) eventJSON {
	d := a.dates(&e.Post)
	start, end := e.Start(), e.End()
	url := a.pageURL(r, "event", e.Slug)
	j := eventJSON{
		ID: e.ID, GlobalID: a.globalID(e.ID), Author: author(e.AuthorID), Status: string(e.Status),
		Date: d.Date, DateUTC: d.DateUTC, Modified: d.Modified, ModifiedUTC: d.ModifiedUTC,
		URL: url, RestURL: r.root + "events/" + strconv.FormatInt(e.ID, 10),
		Title: e.Title, Description: calendar.Autop(e.Description), Excerpt: calendar.Autop(e.Excerpt), Slug: e.Slug,
		Image: false, AllDay: e.AllDay,
		StartDate: formatDate(start), StartDateDetails: details(start),
		EndDate: formatDate(end), EndDateDetails: details(end),
		UTCStartDate: formatDate(e.StartUTC), UTCStartDateDetails: details(e.StartUTC),
		UTCEndDate: formatDate(e.EndUTC), UTCEndDateDetails: details(e.EndUTC),
		Timezone: e.Timezone, TimezoneAbbr: start.Format("MST"),
		Cost: e.CostText(), Website: e.Website,
		ShowMap: e.ShowMap, ShowMapLink: e.ShowMapLink, HideFromListings: e.HideFromListings, Sticky: e.Sticky, Featured: e.Featured,
		Categories: embeddedTerms(r, e.Categories), Tags: embeddedTerms(r, e.Tags),
		Venue: []any{}, Organizer: []organizerJSON{}, CustomFields: []any{},
	}
	j.GlobalIDLineage = []string{j.GlobalID}
	cd := e.CostDetails()
	j.CostDetails = costDetailsJSON{CurrencySymbol: cd.Symbol, CurrencyCode: cd.Code, CurrencyPosition: cd.Position, Values: cd.Values}
	if j.Website == "" {
		j.Website = url
	}
	if img := a.image(&e.Post); img != nil {
		j.Image = img
	}
	if e.Venue != nil {
		j.Venue = a.venueJSON(r, e.Venue, single)
	}
	for _, o := range e.Organizers {
		j.Organizer = append(j.Organizer, a.organizerJSON(r, o, single))
	}
	if e.Protected { // the service hid the rest; the original shows these as unknown
		j.AllDay, j.Website = nil, ""
		j.ShowMap, j.ShowMapLink, j.HideFromListings, j.Sticky, j.Featured = nil, nil, nil, nil, nil
	}
	if single {
		j.JSONLD = encodeLD(a.cal.EventLD(e, r.lang))
	}
	return j
}

// eventInput reads an event write.
func eventInput(r *request) calendar.EventInput {
	p := r.p
	in := calendar.EventInput{PostInput: postInput(p, r.lang, "title")}
	in.Excerpt, in.Slug = p.str("excerpt"), p.str("slug")
	in.Timezone, in.AllDay = p.str("timezone"), p.boolean("all_day")
	in.Start, in.End = p.date("start_date"), p.date("end_date")
	in.CurrencySymbol, in.CurrencyCode, in.CurrencyPosition = p.text("currency_symbol"), p.text("currency_code"), p.text("currency_position")
	in.Website, in.Password = p.text("website"), p.text("password")
	in.ShowMap, in.ShowMapLink = p.boolean("show_map"), p.boolean("show_map_link")
	in.HideFromListings, in.Sticky, in.Featured = p.boolean("hide_from_listings"), p.boolean("sticky"), p.boolean("featured")
	if p.has("cost") {
		in.Cost = p.cost()
	}
	for name, dst := range map[string]**[]string{"categories": &in.Categories, "tags": &in.Tags} {
		if l := p.list(name); l != nil {
			*dst = &l
		}
	}
	in.Venue = p.venueRef(r.lang)
	in.Organizers = p.organizerRefs(r.lang)
	return in
}

// cost reads a cost: one string or a list of strings.
func (p *params) cost() *[]string {
	var out []string
	switch v := p.raw("cost").(type) {
	case []any:
		for _, x := range v {
			if s, ok := scalarText(x); ok {
				out = append(out, s)
			}
		}
	default:
		if s, ok := scalarText(v); ok && strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	if out == nil {
		out = []string{}
	}
	return &out
}

// venueRef reads the venue of an event write: an id, {"id": …}, the data
// of a new venue, or empty (0, "", []) for none.
func (p *params) venueRef(lang string) *calendar.VenueRef {
	raw := p.raw("venue")
	if raw == nil {
		return nil
	}
	if list, ok := raw.([]any); ok {
		if len(list) == 0 {
			return &calendar.VenueRef{}
		}
		raw = list[0]
	}
	if obj, ok := raw.(map[string]any); ok {
		if idv, ok := obj["id"]; ok {
			id, ok := parseInt(idv)
			if !ok || id < 1 {
				p.errs = append(p.errs, invalidParam("venue"))
				return nil
			}
			return &calendar.VenueRef{ID: id}
		}
		inline := &params{m: obj}
		in := venueInputFrom(inline, lang)
		return &calendar.VenueRef{Input: &in, Malformed: len(inline.errs) > 0}
	}
	s, _ := scalarText(raw)
	if s = strings.TrimSpace(s); s == "" || s == "0" {
		return &calendar.VenueRef{}
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id < 1 {
		p.errs = append(p.errs, invalidParam("venue"))
		return nil
	}
	return &calendar.VenueRef{ID: id}
}

// organizerRefs reads the organizers of an event write: an id, a list of
// ids, a list mixing {"id": …} and the data of new organizers, or empty
// for none.
func (p *params) organizerRefs(lang string) *[]calendar.OrganizerRef {
	raw := p.raw("organizer")
	if raw == nil {
		return nil
	}
	bad := func() *[]calendar.OrganizerRef {
		p.errs = append(p.errs, invalidParam("organizer"))
		return nil
	}
	var items []any
	switch v := raw.(type) {
	case []any:
		items = v
	case map[string]any:
		if _, ok := v["0"]; ok { // organizer[0][…]=… in a form
			for i := 0; i < len(v); i++ {
				items = append(items, v[strconv.Itoa(i)])
			}
		} else if _, ok := v["id"]; ok {
			items = []any{v}
		} else {
			return &[]calendar.OrganizerRef{{Malformed: true}}
		}
	default:
		s, _ := scalarText(v)
		for _, part := range strings.Split(s, ",") {
			if part = strings.TrimSpace(part); part != "" && part != "0" {
				items = append(items, part)
			}
		}
	}
	refs := []calendar.OrganizerRef{}
	for _, item := range items {
		if obj, ok := item.(map[string]any); ok {
			if idv, ok := obj["id"]; ok {
				id, ok := parseInt(idv)
				if !ok || id < 1 {
					return bad()
				}
				refs = append(refs, calendar.OrganizerRef{ID: id})
				continue
			}
			inline := &params{m: obj}
			in := organizerInputFrom(inline, lang)
			refs = append(refs, calendar.OrganizerRef{Input: &in, Malformed: len(inline.errs) > 0})
			continue
		}
		id, ok := parseInt(item)
		if !ok || id < 1 {
			return bad()
		}
		refs = append(refs, calendar.OrganizerRef{ID: id})
	}
	return &refs
}

func (a *api) getEvent(r *request) error {
	opts := calendar.ReadOptions{Language: r.lang, EditContext: valueOf(r.p.text("context")) == "edit"}
	if pw := r.p.text("password"); pw != nil {
		opts.Password = *pw
	}
	e, err := a.cal.Events.Get(r.ctx(), r.ref(), opts)
	if err != nil {
		return err
	}
	return writeJSON(r.c, 200, a.eventJSON(r, e, true))
}

func (a *api) createEvent(r *request) error {
	in := eventInput(r)
	if len(r.p.errs) > 0 {
		return r.refuse(a.cal.Events.Check(r.ctx(), in, true))
	}
	e, err := a.cal.Events.Create(r.ctx(), in)
	if err != nil {
		return r.refuse(err)
	}
	return writeJSON(r.c, 201, a.eventJSON(r, e, false))
}

func (a *api) updateEvent(r *request) error {
	in := eventInput(r)
	if len(r.p.errs) > 0 {
		return r.refuse(a.cal.Events.Check(r.ctx(), in, false))
	}
	e, err := a.cal.Events.Update(r.ctx(), r.ref(), in)
	if err != nil {
		return r.refuse(err)
	}
	return writeJSON(r.c, 200, a.eventJSON(r, e, false))
}

func (a *api) deleteEvent(r *request) error {
	e, err := a.cal.Events.Delete(r.ctx(), r.ref(), r.lang)
	if err != nil {
		return err
	}
	return writeJSON(r.c, 200, a.eventJSON(r, e, false))
}
