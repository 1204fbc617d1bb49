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

// badIDs collects the malformed ids of a calendar operation's arguments
// (by GraphQL path), answered as one validation error before the service
// is called.
type badIDs []modules.FieldError

func (b *badIDs) err() error {
	if len(*b) == 0 {
		return nil
	}
	e := modules.Validation((*b)...)
	e.Reason = string(calendar.ReasonInvalidInput)
	return e
}

// withChecked is the error of malformed ids (bad) together with the
// fields the service's check (the validation of the rest of the input)
// refused, named by paths; check's other errors are dropped.
func withChecked(bad error, check error, paths fieldPaths) error {
	out := *modules.As(bad)
	if check == nil {
		return &out
	}
	if c := modules.As(paths.wrap(check)); c.Code == modules.CodeValidation {
		out.Fields = append(append([]modules.FieldError{}, out.Fields...), c.Fields...)
	}
	return &out
}

// ids reads ids given at path (nil stays nil).
func (b *badIDs) ids(ids []string, path string) []int64 {
	if ids == nil {
		return nil
	}
	out := make([]int64, 0, len(ids))
	for _, s := range ids {
		n, err := scalars.UnmarshalInt64ID(s)
		if err != nil || n < 1 {
			*b = append(*b, modules.FieldError{Field: path, Message: "is not an id"})
			return nil
		}
		out = append(out, n)
	}
	return out
}

// id reads one id given at path (see ids).
func (b *badIDs) id(id *string, path string) *int64 {
	if id == nil {
		return nil
	}
	if ids := b.ids([]string{*id}, path); len(ids) == 1 {
		return &ids[0]
	}
	return nil
}

// joinLists concatenates lists of term ids and slugs; nil when both are.
func joinLists(a, b []string) []string {
	if a == nil && b == nil {
		return nil
	}
	return append(append([]string{}, a...), b...)
}

// eventQuery translates Query.events' arguments into the archive query.
// A Date bound is the whole day in the site time zone and a DateTime
// bound an exact instant: with any DateTime bound the query is strict and
// the days are spelt out as their first and last second, otherwise the
// days are sent as days (whole days included).
func eventQuery(f *model.EventFilter, page, perPage *int, language string) (calendar.EventQuery, error) {
	q := calendar.EventQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q, nil
	}
	at := func(t *time.Time) calendar.When {
		if t == nil {
			return nil
		}
		return calendar.At(*t)
	}
	q.StartsAfter, q.StartsBefore = at(f.StartsAfter), at(f.StartsBefore)
	q.EndsAfter, q.EndsBefore = at(f.EndsAfter), at(f.EndsBefore)
	q.StrictDates = f.StartsAfter != nil || f.StartsBefore != nil || f.EndsAfter != nil || f.EndsBefore != nil
	day := func(d *time.Time, h, m, s int) calendar.When {
		if d == nil {
			return nil
		}
		if !q.StrictDates {
			h, m, s = 0, 0, 0
		}
		return calendar.Wall(time.Date(d.Year(), d.Month(), d.Day(), h, m, s, 0, time.UTC))
	}
	q.StartDate, q.EndDate = day(f.StartDate, 0, 0, 0), day(f.EndDate, 23, 59, 59)
	q.Search = f.Search
	q.Categories, q.Tags = joinLists(f.CategoryIds, f.CategorySlugs), joinLists(f.TagIds, f.TagSlugs)
	q.Featured, q.Ticketed, q.Geoloc = f.Featured, f.Ticketed, f.HasGeolocation
	q.Statuses = f.Statuses
	var bad badIDs
	q.Venues = bad.ids(f.VenueIds, "filter.venueIds")
	q.Organizers = bad.ids(f.OrganizerIds, "filter.organizerIds")
	q.IDs = bad.ids(f.Ids, "filter.ids")
	q.Parent = bad.id(f.ParentID, "filter.parentId")
	if f.Near != nil {
		q.NearLat, q.NearLng = &f.Near.Lat, &f.Near.Lng
	}
	if f.OrderBy != nil {
		q.Order = calendar.EventOrder{By: calendar.EventOrderBy(lower(*f.OrderBy)), Descending: f.Order != nil && *f.Order == model.SortDirectionDesc}
	}
	return q, bad.err()
}

// linkedQuery translates the arguments of Query.venues and organizers.
func linkedQuery(f *model.LinkedFilter, page, perPage *int, language string) (calendar.LinkedQuery, error) {
	q := calendar.LinkedQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q, nil
	}
	var bad badIDs
	q.Search, q.HasEvents, q.OnlyWithUpcoming = f.Search, f.HasEvents, f.OnlyWithUpcoming
	q.Event = bad.id(f.EventID, "filter.eventId")
	q.Statuses = f.Statuses
	q.Order.ByName = f.OrderBy != nil && *f.OrderBy == model.LinkedOrderByName
	q.Order.Ascending = q.Order.ByName
	if f.Order != nil {
		q.Order.Ascending = *f.Order == model.SortDirectionAsc
	}
	return q, bad.err()
}

// termQuery translates the arguments of Query.categories and tags.
func termQuery(tax calendar.Taxonomy, f *model.TermFilter, page, perPage *int, language string) (calendar.TermQuery, error) {
	q := calendar.TermQuery{Paging: calendar.Paging{Page: page, PerPage: perPage}, Language: language}
	if f == nil {
		return q, nil
	}
	var bad badIDs
	q.Search, q.Slug, q.HideEmpty = f.Search, f.Slug, f.HideEmpty
	q.IDs = bad.ids(f.Ids, "filter.ids")
	q.ExcludeIDs = bad.ids(f.ExcludeIds, "filter.excludeIds")
	q.Event = bad.id(f.EventID, "filter.eventId")
	if tax.Hierarchical() {
		q.Parent = bad.id(f.ParentID, "filter.parentId")
	}
	if f.OrderBy != nil {
		s := lower(*f.OrderBy)
		q.OrderBy = &s
	}
	if f.Order != nil {
		s := lower(*f.Order)
		q.Order = &s
	}
	return q, bad.err()
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
