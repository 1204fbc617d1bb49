package calendar

import (
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// The record types whose revisions the calendar keeps
// (modules.Record.Type).
const (
	RecordEvent     = "event"
	RecordVenue     = "venue"
	RecordOrganizer = "organizer"
	RecordCategory  = "category"
	RecordTag       = "tag"
)

// RecordTypes are the record types the calendar keeps the history of.
var RecordTypes = []string{RecordEvent, RecordVenue, RecordOrganizer, RecordCategory, RecordTag}

// A revision of a calendar record is its state in the site's default
// language (postSnapshot and the kind's own members); restoring it
// writes every member back through the kind's Update.

// postSnapshot holds the members events, venues and organizers share.
type postSnapshot struct {
	Author      int64     `json:"author"`
	Status      Status    `json:"status"`
	Published   time.Time `json:"published"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	Excerpt     string    `json:"excerpt"`
	Slug        string    `json:"slug"`
	ImageID     int64     `json:"imageId"`
	ImageURL    string    `json:"imageUrl"`
}

func snapshotPost(p *Post) postSnapshot {
	return postSnapshot{Author: p.AuthorID, Status: p.Status, Published: p.PublishedAt.UTC(), Title: p.Title,
		Description: p.Description, Excerpt: p.Excerpt, Slug: p.Slug, ImageID: p.ImageID, ImageURL: p.ImageURL}
}

// input writes the snapshot back; event marks an event's, whose slug
// and excerpt are sent too, and whose empty texts are not (the API
// refuses to empty them, so they were never emptied).
func (s postSnapshot) input(event bool) PostInput {
	author, status := s.Author, s.Status
	title, desc, excerpt, slug := s.Title, s.Description, s.Excerpt, s.Slug
	in := PostInput{Published: At(s.Published), Title: &title, Status: &status,
		Image: &ImageRef{MediaID: s.ImageID, URL: s.ImageURL}}
	if author != 0 {
		in.Author = &author
	}
	if !event || desc != "" {
		in.Description = &desc
	}
	if event && excerpt != "" {
		in.Excerpt = &excerpt
	}
	if event && slug != "" {
		in.Slug = &slug
	}
	return in
}

type eventSnapshot struct {
	postSnapshot
	Timezone         string   `json:"timezone"`
	AllDay           bool     `json:"allDay"`
	Start            string   `json:"start"`
	End              string   `json:"end"`
	Cost             []string `json:"cost"`
	CurrencySymbol   string   `json:"currencySymbol"`
	CurrencyCode     string   `json:"currencyCode"`
	CurrencyPosition string   `json:"currencyPosition"`
	Website          string   `json:"website"`
	ShowMap          bool     `json:"showMap"`
	ShowMapLink      bool     `json:"showMapLink"`
	HideFromListings bool     `json:"hideFromListings"`
	Sticky           bool     `json:"sticky"`
	Featured         bool     `json:"featured"`
	Password         string   `json:"password"`
	Venue            int64    `json:"venue"`
	Organizers       []int64  `json:"organizers"`
	Categories       []int64  `json:"categories"`
	Tags             []int64  `json:"tags"`
}

// eventRecord reads the event's links in tx and returns its revision.
func eventRecord(ctx context.Context, tx bun.IDB, e *Event) (modules.Record, error) {
	snap := eventSnapshot{postSnapshot: snapshotPost(&e.Post), Timezone: e.Timezone, AllDay: e.AllDay,
		Start: e.StartLocal, End: e.EndLocal, Cost: e.Cost, CurrencySymbol: e.CurrencySymbol,
		CurrencyCode: e.CurrencyCode, CurrencyPosition: e.CurrencyPosition, Website: e.Website, ShowMap: e.ShowMap,
		ShowMapLink: e.ShowMapLink, HideFromListings: e.HideFromListings, Sticky: e.Sticky, Featured: e.Featured,
		Password: e.Password, Venue: e.VenueID, Organizers: []int64{}, Categories: []int64{}, Tags: []int64{}}
	if err := tx.NewSelect().Table("calendar_event_organizers").Column("organizer_id").Where("event_id = ?", e.ID).
		Order("position").Scan(ctx, &snap.Organizers); err != nil {
		return modules.Record{}, err
	}
	var terms []struct {
		ID       int64    `bun:"id"`
		Taxonomy Taxonomy `bun:"taxonomy"`
	}
	if err := tx.NewSelect().Table("calendar_terms").Column("id", "taxonomy").
		Where("id IN (SELECT term_id FROM calendar_event_terms WHERE event_id = ?)", e.ID).Order("id").Scan(ctx, &terms); err != nil {
		return modules.Record{}, err
	}
	for _, t := range terms {
		if t.Taxonomy == Categories {
			snap.Categories = append(snap.Categories, t.ID)
		} else {
			snap.Tags = append(snap.Tags, t.ID)
		}
	}
	return modules.Record{Type: RecordEvent, ID: e.ID, Title: e.Title, Data: snap}, nil
}

func (s eventSnapshot) input() (EventInput, error) {
	start, err := time.Parse(DateLayout, s.Start)
	if err != nil {
		return EventInput{}, err
	}
	end, err := time.Parse(DateLayout, s.End)
	if err != nil {
		return EventInput{}, err
	}
	in := EventInput{PostInput: s.postSnapshot.input(true), Timezone: &s.Timezone, AllDay: &s.AllDay,
		Start: Wall(start), End: Wall(end), Cost: &s.Cost, CurrencySymbol: &s.CurrencySymbol,
		CurrencyCode: &s.CurrencyCode, CurrencyPosition: &s.CurrencyPosition, Website: &s.Website,
		ShowMap: &s.ShowMap, ShowMapLink: &s.ShowMapLink, HideFromListings: &s.HideFromListings,
		Sticky: &s.Sticky, Featured: &s.Featured, Password: &s.Password, Venue: &VenueRef{ID: s.Venue}}
	orgs := make([]OrganizerRef, len(s.Organizers))
	for i, id := range s.Organizers {
		orgs[i] = OrganizerRef{ID: id}
	}
	in.Organizers = &orgs
	cats, tags := idStrings(s.Categories), idStrings(s.Tags)
	in.Categories, in.Tags = &cats, &tags
	return in, nil
}

func idStrings(ids []int64) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = strconv.FormatInt(id, 10)
	}
	return out
}

type venueSnapshot struct {
	postSnapshot
	Address       string   `json:"address"`
	City          string   `json:"city"`
	Country       string   `json:"country"`
	Province      string   `json:"province"`
	State         string   `json:"state"`
	Zip           string   `json:"zip"`
	Phone         string   `json:"phone"`
	Website       string   `json:"website"`
	StateProvince string   `json:"stateProvince"`
	GeoLat        *float64 `json:"geoLat"`
	GeoLng        *float64 `json:"geoLng"`
	ShowMap       bool     `json:"showMap"`
	ShowMapLink   bool     `json:"showMapLink"`
}

type organizerSnapshot struct {
	postSnapshot
	Phone   string `json:"phone"`
	Website string `json:"website"`
	Email   string `json:"email"`
}

// linkedRecord is the revision of a venue or organizer.
func linkedRecord(item poster) modules.Record {
	p := item.post()
	switch v := item.(type) {
	case *Venue:
		return modules.Record{Type: RecordVenue, ID: p.ID, Title: p.Title, Data: venueSnapshot{postSnapshot: snapshotPost(p),
			Address: v.Address, City: v.City, Country: v.Country, Province: v.Province, State: v.State, Zip: v.Zip,
			Phone: v.Phone, Website: v.Website, StateProvince: v.StateProvince, GeoLat: v.GeoLat, GeoLng: v.GeoLng,
			ShowMap: v.ShowMap, ShowMapLink: v.ShowMapLink}}
	case *Organizer:
		return modules.Record{Type: RecordOrganizer, ID: p.ID, Title: p.Title, Data: organizerSnapshot{
			postSnapshot: snapshotPost(p), Phone: v.Phone, Website: v.Website, Email: v.Email}}
	}
	return modules.Record{Type: "post", ID: p.ID, Title: p.Title}
}

type termSnapshot struct {
	Name        string `json:"name"`
	Slug        string `json:"slug"`
	Description string `json:"description"`
	Parent      int64  `json:"parent"`
}

func termRecord(t *Term) modules.Record {
	typ := RecordCategory
	if t.Taxonomy == Tags {
		typ = RecordTag
	}
	return modules.Record{Type: typ, ID: t.ID, Title: t.Name, Data: termSnapshot{Name: t.Name, Slug: t.Slug,
		Description: t.Description, Parent: t.ParentID}}
}

// postAction names a post write for its revision: create, publish (it
// became published), update.
func postAction(create, wasPublished bool, now Status) string {
	switch {
	case create:
		return "create"
	case now == StatusPublish && !wasPublished:
		return "publish"
	}
	return "update"
}

// HistoryAccess implements history.Keeper: an event, venue or organizer
// for whoever may edit it (editors; contributors their own unpublished
// posts), a category or tag for editors.
func (m *Module) HistoryAccess(ctx context.Context, recordType string, id int64) error {
	c := callerFrom(ctx)
	switch recordType {
	case RecordCategory, RecordTag:
		if !c.editor() {
			return forbidden(c, Subject(recordType))
		}
		t, err := m.Terms.store.term(ctx, m.Terms.store.db(), taxonomyOf(recordType), id)
		if err != nil {
			return modules.As(err)
		}
		if t == nil {
			return modules.NotFound(recordType)
		}
		return nil
	}
	table := map[string]string{RecordEvent: "calendar_events", RecordVenue: "calendar_venues",
		RecordOrganizer: "calendar_organizers"}[recordType]
	if table == "" {
		return modules.NotFound("record")
	}
	var p Post
	var author sql.NullInt64
	err := m.Events.store.db().NewSelect().Table(table).Column("author_id", "status").
		Where("id = ?", id).Scan(ctx, &author, &p.Status)
	p.AuthorID = author.Int64
	if isNoRows(err) {
		return modules.NotFound(recordType)
	}
	if err != nil {
		return modules.As(err)
	}
	if !c.canEdit(&p) {
		return forbidden(c, Subject(recordType))
	}
	return nil
}

func taxonomyOf(recordType string) Taxonomy {
	if recordType == RecordTag {
		return Tags
	}
	return Categories
}

// RestoreRevision implements history.Keeper: every member of the
// snapshot goes through the kind's Update.
func (m *Module) RestoreRevision(ctx context.Context, recordType string, id int64, snapshot []byte) error {
	ref := Ref{ID: id}
	var err error
	switch recordType {
	case RecordEvent:
		var s eventSnapshot
		if err := json.Unmarshal(snapshot, &s); err != nil {
			return modules.As(err)
		}
		in, err2 := s.input()
		if err2 != nil {
			return modules.As(err2)
		}
		_, err = m.Events.Update(ctx, ref, in)
	case RecordVenue:
		var s venueSnapshot
		if err := json.Unmarshal(snapshot, &s); err != nil {
			return modules.As(err)
		}
		in := VenueInput{PostInput: s.postSnapshot.input(false), Address: &s.Address, City: &s.City, Country: &s.Country,
			Province: &s.Province, State: &s.State, Zip: &s.Zip, Phone: &s.Phone, Website: &s.Website,
			StateProvince: &s.StateProvince, ShowMap: &s.ShowMap, ShowMapLink: &s.ShowMapLink, GeoLat: s.GeoLat, GeoLng: s.GeoLng}
		_, err = m.Venues.Update(ctx, ref, in)
	case RecordOrganizer:
		var s organizerSnapshot
		if err := json.Unmarshal(snapshot, &s); err != nil {
			return modules.As(err)
		}
		in := OrganizerInput{PostInput: s.postSnapshot.input(false), Phone: &s.Phone, Website: &s.Website, Email: &s.Email}
		_, err = m.Organizers.Update(ctx, ref, in)
	case RecordCategory, RecordTag:
		var s termSnapshot
		if err := json.Unmarshal(snapshot, &s); err != nil {
			return modules.As(err)
		}
		in := TermInput{Name: &s.Name, Slug: &s.Slug}
		if s.Description != "" { // the API refuses to empty it
			in.Description = &s.Description
		}
		if recordType == RecordCategory {
			in.Parent = &s.Parent
		}
		_, err = m.Terms.Update(ctx, taxonomyOf(recordType), id, in)
	default:
		return modules.NotFound("record")
	}
	return err
}
