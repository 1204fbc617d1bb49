package calendar

import (
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Taxonomy is a kind of term.
type Taxonomy string

// The calendar's taxonomies: hierarchical event categories and flat tags.
const (
	Categories Taxonomy = "category"
	Tags       Taxonomy = "tag"
)

// Hierarchical reports whether terms of t may have a parent.
func (t Taxonomy) Hierarchical() bool { return t == Categories }

// subject names the taxonomy's terms in problems.
func (t Taxonomy) subject() Subject {
	if t == Tags {
		return SubjectTag
	}
	return SubjectCategory
}

// Term is an event category or tag. Name and Description are in the
// language the term was read in.
type Term struct {
	bun.BaseModel `bun:"table:calendar_terms"`

	ID          int64     `bun:"id,pk,autoincrement"`
	Taxonomy    Taxonomy  `bun:"taxonomy,notnull"`
	Name        string    `bun:"name,notnull"`
	Slug        string    `bun:"slug,notnull"`
	Description string    `bun:"description,notnull"`
	ParentID    int64     `bun:"parent_id,nullzero"`
	Count       int64     `bun:"count,notnull"` // published events with the term
	CreatedAt   time.Time `bun:"created_at,notnull"`

	// Path is, for categories read through TermService, the slugs from
	// the top category down to this one, joined by "/" (the public
	// archive link's path).
	Path string `bun:"-"`
}

// termTranslation is a term's text in one non-default site language.
type termTranslation struct {
	bun.BaseModel `bun:"table:calendar_term_translations"`

	TermID      int64  `bun:"term_id,pk"`
	Language    string `bun:"language,pk"`
	Name        string `bun:"name,notnull"`
	Description string `bun:"description,notnull"`
}

// eventTerm links an event to a category or tag.
type eventTerm struct {
	bun.BaseModel `bun:"table:calendar_event_terms"`

	EventID int64 `bun:"event_id,pk"`
	TermID  int64 `bun:"term_id,pk"`
}

// TermInput creates or updates a term. Nil members are not sent: on
// update they stay unchanged.
type TermInput struct {
	Name        *string
	Description *string
	Slug        *string
	// Parent is a category id (categories only; 0 removes the parent).
	Parent *int64
	// Language is the site language of Name and Description ("" is the
	// default language).
	Language string
}

// normalize trims the input; names are plain text, descriptions
// sanitised HTML.
func (in *TermInput) normalize() {
	if in.Name != nil {
		*in.Name = PlainText(*in.Name)
	}
	if in.Description != nil {
		*in.Description = SanitizeHTML(strings.TrimSpace(*in.Description))
	}
	if in.Slug != nil {
		*in.Slug = strings.TrimSpace(*in.Slug)
	}
}

// TermQuery filters a term archive.
type TermQuery struct {
	Paging
	Search *string
	// ExcludeIDs drops these terms; IDs keeps only these.
	ExcludeIDs []int64
	IDs        []int64
	Order      *string
	OrderBy    *string
	HideEmpty  *bool // default true
	Parent     *int64
	// Post and Event name an event whose terms are listed (Event wins).
	Post     *int64
	Event    *int64
	Slug     *string
	Language string
	// SkipTotal leaves Page.Total at 0 instead of counting the matching
	// terms, for callers that do not show it.
	SkipTotal bool
}
