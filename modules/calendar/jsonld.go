package calendar

import "strings"

// The schema.org data of events, venues and organizers (json_ld of the
// calendar API's single reads, Event.jsonLd of GraphQL): one builder for
// every interface. The maps hold strings, numbers and maps only; the
// interfaces encode them.

// EventLD is the schema.org Event of e read in language ("" for the
// default): its venue and first organizer when e carries them (Venue,
// Organizers).
func (m *Module) EventLD(e *Event, language string) map[string]any {
	desc := e.Excerpt
	if desc == "" {
		desc = e.Description
	}
	url := m.Site.PostURL(language, PostEvent, e.Slug)
	ld := map[string]any{
		"@context": "http://schema.org", "@type": "Event", "name": ldText(e.Title), "description": PlainText(desc),
		"url": url, "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
		"eventStatus": "https://schema.org/EventScheduled",
		"startDate":   e.Start().Format("2006-01-02T15:04:05-07:00"), "endDate": e.End().Format("2006-01-02T15:04:05-07:00"),
		"performer": "Organization",
	}
	if img := m.ImageURL(&e.Post); img != "" {
		ld["image"] = img
	}
	if e.Venue != nil {
		ld["location"] = m.VenueLD(e.Venue, language)
	}
	if len(e.Organizers) > 0 {
		ld["organizer"] = m.OrganizerLD(e.Organizers[0])
	}
	if cd := e.CostDetails(); len(cd.Values) > 0 {
		published := e.PublishedAt.In(m.Site.Timezone)
		ld["offers"] = map[string]any{"@type": "Offer", "price": ldText(cd.Values[0]), "priceCurrency": ldText(e.OfferCurrency()),
			"url": url, "category": "primary", "availability": "inStock",
			"validFrom": published.Format("2006-01-02") + "T00:00:00" + published.Format("-07:00")}
	}
	return ld
}

// VenueLD is the schema.org Place of a venue read in language.
func (m *Module) VenueLD(v *Venue, language string) map[string]any {
	ld := map[string]any{
		"@type": "Place", "name": ldText(v.Title), "description": PlainText(v.Description),
		"url": m.Site.PostURL(language, PostVenue, v.Slug),
		"address": map[string]any{"@type": "PostalAddress", "streetAddress": ldText(v.Address), "addressLocality": ldText(v.City),
			"addressRegion": ldText(firstNonEmpty(v.StateProvince, v.State, v.Province)), "postalCode": ldText(v.Zip),
			"addressCountry": ldText(v.Country)},
		"telephone": ldText(v.Phone), "sameAs": ldText(v.Website),
	}
	if img := m.ImageURL(&v.Post); img != "" {
		ld["image"] = img
	}
	if v.HasCoordinates() {
		ld["geo"] = map[string]any{"@type": "GeoCoordinates", "latitude": *v.GeoLat, "longitude": *v.GeoLng}
	}
	return ld
}

// OrganizerLD is the schema.org Person of an organizer.
func (m *Module) OrganizerLD(o *Organizer) map[string]any {
	website := ldText(o.Website)
	ld := map[string]any{"@type": "Person", "name": ldText(o.Title), "description": PlainText(o.Description),
		"url": website, "telephone": ldText(o.Phone), "email": ldText(o.Email), "sameAs": website}
	if img := m.ImageURL(&o.Post); img != "" {
		ld["image"] = img
	}
	return ld
}

// ImageURL is the URL of a post's featured image: of the media library
// image, else the image URL; "" when it has none.
func (m *Module) ImageURL(p *Post) string {
	switch {
	case p.Image != nil && m.images != nil:
		return m.images.URL(p.Image)
	case p.Image != nil:
		return ""
	}
	return p.ImageURL
}

// ldText is a stored text as schema.org data carries it: plain text
// (PlainText), also for rows written before plain fields were stored as
// plain text. Text without markup or entities is as it is.
func ldText(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return s
	}
	return PlainText(s)
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
