package calendar

import (
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules/media"
)

// Status is the publication status of an event, venue or organizer, with
// WordPress's values.
type Status string

// The statuses.
const (
	StatusPublish   Status = "publish"
	StatusFuture    Status = "future"
	StatusDraft     Status = "draft"
	StatusPending   Status = "pending"
	StatusPrivate   Status = "private"
	StatusTrash     Status = "trash"
	StatusAutoDraft Status = "auto-draft"
	StatusInherit   Status = "inherit"
)

// Registered reports whether s is a status WordPress registers: the values
// the status filters of the archives accept.
func (s Status) Registered() bool {
	switch s {
	case StatusPublish, StatusFuture, StatusDraft, StatusPending, StatusPrivate, StatusTrash, StatusAutoDraft, StatusInherit:
		return true
	}
	return false
}

// Writable reports whether a create or update may set s.
func (s Status) Writable() bool {
	switch s {
	case StatusPublish, StatusFuture, StatusDraft, StatusPending, StatusPrivate:
		return true
	}
	return false
}

// Unpublished reports whether s is one of the statuses a contributor may
// still edit: the post has not been published.
func (s Status) Unpublished() bool {
	return s == StatusDraft || s == StatusPending || s == StatusAutoDraft
}

// PostType names the kind of record behind an id.
type PostType string

// The post types of the calendar.
const (
	PostEvent     PostType = "event"
	PostVenue     PostType = "venue"
	PostOrganizer PostType = "organizer"
)

// postRow allocates ids shared by events, venues and organizers and
// records which kind each id is.
type postRow struct {
	bun.BaseModel `bun:"table:calendar_posts"`

	ID   int64    `bun:"id,pk,autoincrement"`
	Type PostType `bun:"post_type,notnull"`
}

// Post holds what events, venues and organizers share. Title, Description
// and Excerpt are in the language the record was read in (the default
// language's text where a translation is missing).
type Post struct {
	ID          int64     `bun:"id,pk"`
	AuthorID    int64     `bun:"author_id,nullzero"`
	Status      Status    `bun:"status,notnull"`
	Slug        string    `bun:"slug,notnull"`
	Title       string    `bun:"title,notnull"`
	Description string    `bun:"description,notnull"`
	Excerpt     string    `bun:"excerpt,notnull"`
	ImageID     int64     `bun:"image_id,nullzero"`
	ImageURL    string    `bun:"image_url,notnull"`
	PublishedAt time.Time `bun:"published_at,notnull"`
	ModifiedAt  time.Time `bun:"modified_at,notnull"`
	// TrashedAt is when the post went to the trash (nil outside it), and
	// TrashedStatus the status it had then, which a restore gives back.
	TrashedAt     *time.Time `bun:"trashed_at"`
	TrashedStatus Status     `bun:"trashed_status,notnull"`

	// Image is the featured image from the media library, loaded for
	// reading; nil when there is none or when ImageURL is used instead.
	Image *media.Image `bun:"-"`
}

func (p *Post) post() *Post { return p }

// poster is implemented by *Event, *Venue and *Organizer.
type poster interface{ post() *Post }

// translation is the text of a post in one non-default site language.
type translation struct {
	bun.BaseModel `bun:"table:calendar_translations"`

	PostID      int64  `bun:"post_id,pk"`
	Language    string `bun:"language,pk"`
	Title       string `bun:"title,notnull"`
	Description string `bun:"description,notnull"`
	Excerpt     string `bun:"excerpt,notnull"`
}
