package calendar

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/likepattern"
	"corkboard/internal/sqlparams"
	"corkboard/modules"
)

// EventQuery filters the event archive. Nil members are not sent; lists
// sent empty are invalid.
type EventQuery struct {
	Paging
	// Date bounds (read in the site time zone): StartDate keeps events
	// starting at or after it, EndDate events ending at or before it, the
	// four relative bounds compare strictly.
	StartDate, EndDate                               When
	StartsBefore, StartsAfter, EndsBefore, EndsAfter When
	// StrictDates uses the bounds' times as given; otherwise whole days
	// are included.
	StrictDates bool
	Search      *string
	// Categories and Tags are slugs or ids (any of them matches).
	Categories, Tags []string
	// Venues and Organizers are ids (any of them matches).
	Venues, Organizers []int64
	Featured           *bool
	Statuses           []Status
	// IDs keeps only these ids and drops every date bound.
	IDs []int64
	// Parent keeps the children of this event.
	Parent   *int64
	Ticketed *bool
	// Geoloc keeps events whose venue has (true) or lacks (false)
	// coordinates; NearLat and NearLng (together) keep events whose venue
	// is within GeoRadiusKm of that point.
	Geoloc           *bool
	NearLat, NearLng *float64
	Language         string
	// OmitLinks leaves the venue, organizers, categories and tags of the
	// events unloaded, for callers that load them later, when asked for
	// (EventService.Links).
	OmitLinks bool
	// SkipTotal leaves Page.Total at 0 instead of counting the matching
	// events, for callers that do not show it.
	SkipTotal bool
	// Order is the archive's order: by start (by publication date with
	// IDs) unless set.
	Order EventOrder
}

// EventOrder orders the event archive: By start, title (in the default
// language) or last modification, then by id.
type EventOrder struct {
	By         EventOrderBy
	Descending bool
}

// EventOrderBy names what an EventOrder sorts by.
type EventOrderBy string

// The orders of the event archive ("" is the archive's own order).
const (
	EventOrderStart    EventOrderBy = "start"
	EventOrderTitle    EventOrderBy = "title"
	EventOrderModified EventOrderBy = "modified"
)

// sql is the ORDER BY of the order ("" for the archive's own).
func (o EventOrder) sql() string {
	col := map[EventOrderBy]string{EventOrderStart: "start_utc", EventOrderTitle: "lower(title)", EventOrderModified: "modified_at"}[o.By]
	if col == "" {
		return ""
	}
	dir := " ASC"
	if o.Descending {
		dir = " DESC"
	}
	return col + dir + ", id" + dir
}

// GeoRadiusKm is the radius of the geoloc_lat/geoloc_lng filter.
const GeoRadiusKm = 25.0

// DateWindow holds the date bounds an archive applied, in the site time
// zone (nil: not applied).
type DateWindow struct {
	StartDate, EndDate                               *time.Time
	StartsBefore, StartsAfter, EndsBefore, EndsAfter *time.Time
}

// EventPage is one page of the event archive, with the bounds and
// statuses that applied.
type EventPage struct {
	Page[*Event]
	Window DateWindow
}

// eventFilter is a validated EventQuery.
type eventFilter struct {
	window               DateWindow
	statuses             []Status
	categories, tags     []int64
	venues, organizers   []int64
	geoVenues            []int64
	words                []string
	include              []int64
	geoloc               *bool
	nearLat, nearLng     *float64
	featured, postParent any
}

// List returns one page of the event archive: events by start date (then
// id), or by publication date with Include; events hidden from listings
// never appear; password-protected events come with their details
// hidden (Event.Protected: no texts, image, cost, website or links).
// Errors: validation_failed (any bad field; ticketed=true is
// ReasonUnsupported), not_found ReasonPageOutOfRange (a page past the
// last).
func (s *EventService) List(ctx context.Context, q EventQuery) (*EventPage, error) {
	return s.list(ctx, q, q.Paging.request())
}

// list is List for a page request already bounded (List: 50 events at
// most; Feed: the feed's limit).
func (s *EventService) list(ctx context.Context, q EventQuery, page modules.PageRequest) (*EventPage, error) {
	c := callerFrom(ctx)
	f, err := s.filter(ctx, c, q)
	if err != nil {
		return nil, err
	}
	var events []*Event
	var total int
	p := sqlparams.New(s.store.db())
	var days *bun.SelectQuery // the total from the per-day counts, when they serve f
	if !q.SkipTotal {
		days = s.dayTotal(p, c, f)
	}
	switch {
	case linksOnly(c, f) && q.Order.sql() == "":
		events, total, err = s.listFromLinks(ctx, p, c, f, page, q.SkipTotal, days)
	default:
		sel := s.store.db().NewSelect().Model((*Event)(nil)).ColumnExpr("?TableAlias.*")
		s.whereArchive(sel, p, c, f, q.Language)
		order := "start_utc, id"
		if f.include != nil {
			order = "published_at, id"
		}
		if o := q.Order.sql(); o != "" {
			order = o
		}
		sqlparams.OrderPage(sel, p, order, page.PerPage, page.Offset())
		count := days
		if !q.SkipTotal && count == nil {
			count = s.store.db().NewSelect().Model((*Event)(nil)).ColumnExpr("count(*)")
			s.whereArchive(count, p, c, f, q.Language)
		}
		events, total, err = scanCounted(p.Bind(ctx), sel, count, page.PerPage)
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if page.Page > 1 && len(events) == 0 {
		return nil, fail(modules.CodeNotFound, Problem{Reason: ReasonPageOutOfRange, Subject: SubjectEvent}, "the page is past the last event page")
	}
	if err := s.finish(ctx, events, q.Language, !q.OmitLinks); err != nil {
		return nil, modules.As(err)
	}
	hideProtected(events)
	return &EventPage{
		Page:   Page[*Event]{Items: events, Total: total, Number: page.Page, PerPage: page.PerPage, Status: c.effectiveStatuses(f.statuses)},
		Window: f.window,
	}, nil
}

// countedEvent is an event of an archive page with the archive's total.
type countedEvent struct {
	Event
	Total int `bun:"archive_total"`
}

// scanCounted reads the events sel (of the Event model, with its limit
// of perPage and offset) selects and, unless count is nil, the number
// count (a SELECT count) finds, in one statement: a page and its total
// come together. An empty page brings no total (0): only a first page can
// be empty, and then the total is 0. The rows are read into room for a
// full page, not a slice grown (and copied) row by row.
func scanCounted(ctx context.Context, sel, count *bun.SelectQuery, perPage int) ([]*Event, int, error) {
	if count != nil {
		sel.ColumnExpr("(?) AS archive_total", count)
	}
	rows := make([]countedEvent, 0, perPage)
	if err := sel.Scan(ctx, &rows); err != nil {
		return nil, 0, err
	}
	events, total := make([]*Event, len(rows)), 0
	for i := range rows {
		events[i], total = &rows[i].Event, rows[i].Total
	}
	return events, total, nil
}

// whereArchive restricts sel (events, columns without alias) to what the
// archive shows for a validated filter: not hidden from listings, visible
// to the caller, within the date bounds and matching every filter. The
// filter's values are placeholders of p.
func (s *EventService) whereArchive(sel *bun.SelectQuery, p *sqlparams.Params, c caller, f eventFilter, language string) {
	sel.Where("hide_from_listings = ?", false)
	whereVisible(sel, c, f.statuses, "")
	whereWindow(sel, p, "", f.window)
	if len(f.words) > 0 {
		for _, word := range f.words {
			pat := p.Arg(likepattern.Contains(word))
			sel.WhereGroup(" AND ", func(g *bun.SelectQuery) *bun.SelectQuery {
				g.Where("lower(title) LIKE ? ESCAPE '!'", pat).WhereOr("lower(excerpt) LIKE ? ESCAPE '!'", pat).
					WhereOr("lower(description) LIKE ? ESCAPE '!'", pat)
				if l := s.store.site.textLanguage(language); l != "" {
					g.WhereOr(`id IN (SELECT post_id FROM calendar_translations WHERE language = ?
						AND (lower(title) LIKE ? ESCAPE '!' OR lower(excerpt) LIKE ? ESCAPE '!' OR lower(description) LIKE ? ESCAPE '!'))`,
						p.Arg(l), pat, pat, pat)
				}
				return g
			})
		}
	}
	// Terms: each link of an event to a term carries the event's status,
	// flag and dates (calendar_event_terms_listing_idx), so the links of
	// the terms asked for are narrowed to the window before any event is
	// read, and the count visits only the events that match.
	for _, ids := range [][]int64{f.categories, f.tags} {
		if ids == nil {
			continue
		}
		links := s.store.db().NewSelect().TableExpr("calendar_event_terms AS et").Column("et.event_id").
			Where("et.term_id IN (?)", sqlparams.Args(p, ids)).Where("et.hide_from_listings = ?", false)
		linkStatuses(links, c, f.statuses)
		whereWindow(links, p, "et.", f.window)
		sel.Where("?TableAlias.id IN (?)", links)
	}
	if f.venues != nil {
		sel.Where("venue_id IN (?)", sqlparams.Args(p, f.venues))
	}
	if f.organizers != nil {
		sel.Where("id IN (SELECT event_id FROM calendar_event_organizers WHERE organizer_id IN (?))", sqlparams.Args(p, f.organizers))
	}
	if f.featured != nil {
		sel.Where("featured = ?", f.featured)
	}
	if f.postParent != nil {
		sel.Where("parent_id = ?", p.Arg(f.postParent))
	}
	if f.include != nil {
		sel.Where("id IN (?)", sqlparams.Args(p, f.include))
	}
	if f.geoloc != nil {
		op := "IN"
		if !*f.geoloc {
			op = "NOT IN"
		}
		sel.Where("(venue_id " + op + " (SELECT id FROM calendar_venues WHERE geo_lat IS NOT NULL AND geo_lng IS NOT NULL)" +
			map[bool]string{true: ")", false: " OR venue_id IS NULL)"}[*f.geoloc])
	}
	if f.nearLat != nil {
		sel.Where("venue_id IN (?)", sqlparams.Args(p, append(f.geoVenues, 0)))
	}
}

// whereWindow applies the date bounds of w (placeholders of p) to the
// start_utc and end_utc columns (prefix: "" or a table alias with its
// dot).
func whereWindow(q *bun.SelectQuery, p *sqlparams.Params, prefix string, w DateWindow) {
	for _, b := range []struct {
		cond string
		t    *time.Time
	}{{"start_utc >= ?", w.StartDate}, {"end_utc <= ?", w.EndDate}, {"start_utc < ?", w.StartsBefore},
		{"start_utc > ?", w.StartsAfter}, {"end_utc < ?", w.EndsBefore}, {"end_utc > ?", w.EndsAfter},
		// Every event ends at or after its start, so a bound on the end
		// bounds the start too: an index on the start then reads just
		// that range.
		{"start_utc <= ?", w.EndDate}, {"start_utc < ?", w.EndsBefore}} {
		if b.t != nil {
			q.Where(prefix+b.cond, p.Arg(b.t.UTC()))
		}
	}
}

// linkStatuses narrows term links (alias et) to the statuses the archive
// may show the caller: a condition the events themselves must meet as
// well, which the archive checks on them in full.
func linkStatuses(q *bun.SelectQuery, c caller, statuses []Status) {
	switch {
	case len(statuses) > 0:
		q.Where("et.status IN (?)", bun.In(statuses))
	case !c.contributor():
		q.Where("et.status = ?", StatusPublish)
	default:
		q.Where("et.status NOT IN (?)", bun.In([]Status{StatusTrash, StatusAutoDraft}))
	}
}

// filter validates an archive query (all parameters, before anything is
// read) and resolves slugs, ids and dates.
func (s *EventService) filter(ctx context.Context, c caller, q EventQuery) (eventFilter, error) {
	var f eventFilter
	v := validation{subject: SubjectEvent}
	q.Paging.validate(&v)
	if q.Search != nil {
		f.words = searchWords(*q.Search)
		v.check("search", strings.TrimSpace(*q.Search) != "" && len(f.words) > 0)
	}
	var err error
	for _, t := range []struct {
		name string
		tax  Taxonomy
		in   []string
		out  *[]int64
	}{{"categories", Categories, q.Categories, &f.categories}, {"tags", Tags, q.Tags, &f.tags}} {
		if t.in == nil {
			continue
		}
		if *t.out, err = s.store.termIDs(ctx, t.tax, t.in); err != nil {
			return f, modules.As(err)
		}
		v.check(t.name, *t.out != nil)
	}
	for _, l := range []struct {
		name string
		typ  PostType
		in   []int64
		out  *[]int64
	}{{"venues", PostVenue, q.Venues, &f.venues}, {"organizers", PostOrganizer, q.Organizers, &f.organizers}} {
		if l.in == nil {
			continue
		}
		if *l.out, err = s.store.postIDs(ctx, l.typ, l.in); err != nil {
			return f, modules.As(err)
		}
		v.check(l.name, *l.out != nil)
	}
	if q.Featured != nil {
		f.featured = *q.Featured
	}
	f.statuses = c.archiveStatuses(q.Statuses, &v)
	if q.IDs != nil {
		v.check("ids", len(q.IDs) > 0)
		f.include = q.IDs
	}
	if q.Parent != nil {
		ok, err := s.store.isPost(ctx, PostEvent, *q.Parent)
		if err != nil {
			return f, modules.As(err)
		}
		v.check("parent", ok)
		f.postParent = *q.Parent
	}
	if q.Ticketed != nil && *q.Ticketed {
		v.add("ticketed", ReasonUnsupported)
	}
	f.geoloc = q.Geoloc
	if q.NearLat != nil || q.NearLng != nil {
		v.check("near_lat", q.NearLat != nil && math.Abs(*q.NearLat) <= 90)
		v.check("near_lng", q.NearLng != nil && math.Abs(*q.NearLng) <= 180)
		f.nearLat, f.nearLng = q.NearLat, q.NearLng
	}
	f.window = s.window(q, q.StrictDates, &v)
	if err := v.err(); err != nil {
		return f, err
	}
	if f.nearLat != nil {
		if f.geoVenues, err = s.store.venuesNear(ctx, *f.nearLat, *f.nearLng, GeoRadiusKm); err != nil {
			return f, modules.As(err)
		}
	}
	return f, nil
}

// window computes the date bounds. Without any relative bound the
// defaults are the start of yesterday and the end of the day 24 months
// ahead; any relative bound drops the defaults; Include drops everything.
// Inclusive mode moves start_date to the start of its day and every other
// bound to the end of its day.
func (s *EventService) window(q EventQuery, strict bool, v *validation) DateWindow {
	var w DateWindow
	tz := s.store.site.Timezone
	now := s.store.now()
	parse := func(name string, raw When) *time.Time {
		if raw == nil {
			return nil
		}
		t, ok := raw.In(tz, now)
		v.check(name, ok)
		if !ok {
			return nil
		}
		return &t
	}
	w.StartDate, w.EndDate = parse("start_date", q.StartDate), parse("end_date", q.EndDate)
	w.StartsBefore, w.StartsAfter = parse("starts_before", q.StartsBefore), parse("starts_after", q.StartsAfter)
	w.EndsBefore, w.EndsAfter = parse("ends_before", q.EndsBefore), parse("ends_after", q.EndsAfter)
	if q.IDs != nil {
		return DateWindow{}
	}
	relative := q.StartsBefore != nil || q.StartsAfter != nil || q.EndsBefore != nil || q.EndsAfter != nil
	if !relative {
		if q.StartDate == nil {
			y := time.Date(now.Year(), now.Month(), now.Day()-1, 23, 59, 0, 0, time.UTC).In(tz)
			w.StartDate = &y
		}
		if q.EndDate == nil {
			e := now.AddDate(0, 24, 0).In(tz)
			w.EndDate = &e
		}
	}
	if !strict {
		day := func(t *time.Time, f func(time.Time) time.Time) *time.Time {
			if t == nil {
				return nil
			}
			x := f(*t)
			return &x
		}
		w.StartDate = day(w.StartDate, startOfDay)
		w.EndDate = day(w.EndDate, endOfDay)
		w.StartsBefore, w.StartsAfter = day(w.StartsBefore, endOfDay), day(w.StartsAfter, endOfDay)
		w.EndsBefore, w.EndsAfter = day(w.EndsBefore, endOfDay), day(w.EndsAfter, endOfDay)
	}
	return w
}

// termIDs resolves slugs and ids of tax; nil when one does not exist.
func (s *store) termIDs(ctx context.Context, tax Taxonomy, entries []string) ([]int64, error) {
	if len(entries) == 0 {
		return nil, nil
	}
	out := make([]int64, 0, len(entries))
	version := s.linked.version() // before anything is read
	for _, e := range entries {
		ref := termRef{tax, strings.ToLower(e)}
		if id, ok := s.linked.termID(ref); ok {
			out = append(out, id)
			continue
		}
		var ids []int64
		q := s.db().NewSelect().Model((*Term)(nil)).Column("id").Where("taxonomy = ?", tax)
		if n, err := strconv.ParseInt(e, 10, 64); err == nil {
			q.Where("id = ?", n)
		} else {
			q.Where("slug = ?", strings.ToLower(e))
		}
		if err := q.Limit(1).Scan(ctx, &ids); err != nil {
			return nil, err
		}
		if len(ids) == 0 {
			return nil, nil
		}
		s.linked.keepTermID(version, ref, ids[0])
		out = append(out, ids[0])
	}
	return out, nil
}

// postIDs checks that every id is of a record of typ (and positive);
// nil when one is not.
func (s *store) postIDs(ctx context.Context, typ PostType, ids []int64) ([]int64, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	for _, n := range ids {
		if n < 1 {
			return nil, nil
		}
	}
	n, err := s.db().NewSelect().Model((*postRow)(nil)).Where("post_type = ?", typ).
		Where("id IN (?)", bun.In(unique(ids))).Count(ctx)
	if err != nil || n != len(unique(ids)) {
		return nil, err
	}
	return ids, nil
}

// venuesNear returns the venues within radius km of a point: a bounding
// box in SQL, the exact distance (haversine) here.
func (s *store) venuesNear(ctx context.Context, lat, lng, radius float64) ([]int64, error) {
	dLat := radius / 111.0
	dLng := radius / (111.0 * math.Max(math.Cos(lat*math.Pi/180), 0.01))
	var rows []struct {
		ID     int64   `bun:"id"`
		GeoLat float64 `bun:"geo_lat"`
		GeoLng float64 `bun:"geo_lng"`
	}
	if err := s.db().NewSelect().Table("calendar_venues").Column("id", "geo_lat", "geo_lng").
		Where("geo_lat BETWEEN ? AND ?", lat-dLat, lat+dLat).Where("geo_lng BETWEEN ? AND ?", lng-dLng, lng+dLng).
		Scan(ctx, &rows); err != nil {
		return nil, err
	}
	var out []int64
	for _, r := range rows {
		if distanceKm(lat, lng, r.GeoLat, r.GeoLng) <= radius {
			out = append(out, r.ID)
		}
	}
	return out, nil
}

func distanceKm(lat1, lng1, lat2, lng2 float64) float64 {
	rad := math.Pi / 180
	dLat, dLng := (lat2-lat1)*rad, (lng2-lng1)*rad
	a := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 6371 * 2 * math.Atan2(math.Sqrt(a), math.Sqrt(1-a))
}
