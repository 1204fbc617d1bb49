package graph

import (
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"corkboard/graph/model"
	"corkboard/graph/scalars"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// siteLanguage is the calendar language of an optional SiteLanguage
// argument ("" for the default site language).
func siteLanguage(l *model.SiteLanguage) string {
	if l == nil {
		return ""
	}
	return lower(*l)
}

// postRef reads the id or slug of an event, venue or organizer.
func postRef(id, slug *string, what string) (calendar.Ref, error) {
	switch {
	case id != nil && slug != nil:
		return calendar.Ref{}, badArg("id", "give the id or the slug, not both")
	case id != nil:
		n, err := parseID(*id, what)
		return calendar.Ref{ID: n}, err
	case slug != nil:
		return calendar.Ref{Slug: *slug}, nil
	}
	return calendar.Ref{}, badArg("id", "the id or the slug is required")
}

// paramIDs reads ids given to a calendar filter. A malformed one becomes
// the parameter error REST reports for it (rest_invalid_param on name),
// so the service answers it together with the other invalid parameters.
func paramIDs(ids []string, name string, errs *[]calendar.ParamError) []int64 {
	if ids == nil {
		return nil
	}
	out := make([]int64, 0, len(ids))
	for _, s := range ids {
		n, err := scalars.UnmarshalInt64ID(s)
		if err != nil || n < 1 {
			*errs = append(*errs, calendar.ParamError{Name: name, Message: "Invalid parameter."})
			return nil
		}
		out = append(out, n)
	}
	return out
}

// paramID reads one id given to a calendar filter (see paramIDs).
func paramID(id *string, name string, errs *[]calendar.ParamError) *int64 {
	if id == nil {
		return nil
	}
	if ids := paramIDs([]string{*id}, name, errs); len(ids) == 1 {
		return &ids[0]
	}
	return nil
}

// statuses are the status values of a PostStatus list (nil stays nil).
func statuses(list []calendar.Status) []string {
	if list == nil {
		return nil
	}
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = string(s)
	}
	return out
}

// joinLists concatenates lists of term ids and slugs; nil when both are.
func joinLists(a, b []string) []string {
	if a == nil && b == nil {
		return nil
	}
	return append(append([]string{}, a...), b...)
}

// eventQuery translates Query.events' arguments into the archive query
// REST builds from GET /events. A Date bound is the whole day in the site
// time zone and a DateTime bound an exact instant: with any DateTime bound
// the query is strict and the days are spelt out as their first and last
// second, otherwise the days are sent as days (REST's inclusive mode).
func eventQuery(f *model.EventFilter, page, perPage *int, language string) calendar.EventQuery {
	q := calendar.EventQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q
	}
	instant := func(t *time.Time) *string {
		if t == nil {
			return nil
		}
		s := t.UTC().Format(time.RFC3339)
		return &s
	}
	q.StartsAfter, q.StartsBefore = instant(f.StartsAfter), instant(f.StartsBefore)
	q.EndsAfter, q.EndsBefore = instant(f.EndsAfter), instant(f.EndsBefore)
	strict := q.StartsAfter != nil || q.StartsBefore != nil || q.EndsAfter != nil || q.EndsBefore != nil
	day := func(d *time.Time, clock string) *string {
		if d == nil {
			return nil
		}
		s := d.Format(scalars.DateLayout)
		if strict {
			s += " " + clock
		}
		return &s
	}
	q.StartDate, q.EndDate = day(f.StartDate, "00:00:00"), day(f.EndDate, "23:59:59")
	if strict {
		t := "true"
		q.StrictDates = &t
	}
	q.Search = f.Search
	q.Categories, q.Tags = joinLists(f.CategoryIds, f.CategorySlugs), joinLists(f.TagIds, f.TagSlugs)
	q.Venue, q.Organizer = f.VenueIds, f.OrganizerIds
	q.Featured, q.Ticketed, q.Geoloc = f.Featured, f.Ticketed, f.HasGeolocation
	q.Status = statuses(f.Statuses)
	q.Include = paramIDs(f.Ids, "include", &q.ParamErrors)
	q.PostParent = paramID(f.ParentID, "post_parent", &q.ParamErrors)
	if f.Near != nil {
		q.GeolocLat, q.GeolocLng = &f.Near.Lat, &f.Near.Lng
	}
	return q
}

// linkedQuery translates the arguments of Query.venues and organizers.
func linkedQuery(f *model.LinkedFilter, page, perPage *int, language string) calendar.LinkedQuery {
	q := calendar.LinkedQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q
	}
	q.Search, q.HasEvents, q.OnlyWithUpcoming = f.Search, f.HasEvents, f.OnlyWithUpcoming
	q.Event = paramID(f.EventID, "event", &q.ParamErrors)
	q.Status = statuses(f.Statuses)
	return q
}

// termQuery translates the arguments of Query.categories and tags.
func termQuery(tax calendar.Taxonomy, f *model.TermFilter, page, perPage *int, language string) calendar.TermQuery {
	q := calendar.TermQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q
	}
	q.Search, q.Slug, q.HideEmpty = f.Search, f.Slug, f.HideEmpty
	q.Include = paramIDs(f.Ids, "include", &q.ParamErrors)
	q.Exclude = paramIDs(f.ExcludeIds, "exclude", &q.ParamErrors)
	q.Event = paramID(f.EventID, "event", &q.ParamErrors)
	if tax.Hierarchical() {
		q.Parent = paramID(f.ParentID, "parent", &q.ParamErrors)
	}
	if f.OrderBy != nil {
		s := lower(*f.OrderBy)
		q.OrderBy = &s
	}
	if f.Order != nil {
		s := lower(*f.Order)
		q.Order = &s
	}
	return q
}

// image is the featured image of a post: a media library image (served at
// its media URL) or an image URL.
func (r *Resolver) image(p *calendar.Post) *model.Image {
	switch {
	case p.Image != nil:
		img := p.Image
		id, ext := strconv.FormatInt(img.ID, 10), img.Extension()
		w, h, size := img.Width, img.Height, int(img.Size)
		return &model.Image{ID: &id, URL: r.Media.Images.URL(img), Width: &w, Height: &h, Filesize: &size, Extension: &ext}
	case p.ImageURL != "":
		out := &model.Image{URL: p.ImageURL}
		if u, err := url.Parse(p.ImageURL); err == nil {
			if ext := strings.ToLower(strings.TrimPrefix(path.Ext(u.Path), ".")); ext != "" {
				out.Extension = &ext
			}
		}
		return out
	}
	return nil
}

// authorID is the author of a post, nil for none (keys made at the
// command line, the CLI): REST shows "0" for it.
func authorID(p *calendar.Post) *string {
	if p.AuthorID == 0 {
		return nil
	}
	s := strconv.FormatInt(p.AuthorID, 10)
	return &s
}

// unlessProtected returns v, or nil for a password-protected event in a
// list (whose details REST hides too).
func unlessProtected[T any](e *model.Event, v T) *T {
	if e.Protected {
		return nil
	}
	return &v
}

// page numbers of a connection: total pages and whether a next page
// exists, from the counted total.
func pageCount(total, perPage int) int {
	return modules.PageRequest{PerPage: perPage}.TotalPages(total)
}
