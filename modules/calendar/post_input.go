package calendar

import (
	"context"
	"net/url"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules/accounts"
)

// PostInput holds the members events, venues and organizers share. Nil
// members are not sent.
type PostInput struct {
	// Author is an admin user id; editor-level callers may name anyone,
	// the others only themselves (see caller.mayAssignAuthor).
	Author *int64
	// Published is the publication date, read in the event's zone (the
	// site's for venues and organizers).
	Published When
	// Title is the event title, venue name or organizer name.
	Title       *string
	Description *string
	Excerpt     *string
	Slug        *string
	Status      *Status
	// Image sets the featured image; an empty ImageRef removes it.
	Image *ImageRef
	// Language is the site language of the text ("" is the default).
	Language string
}

// ImageRef names a featured image: a media library image (MediaID) or an
// http(s) image URL (editor level only, as WordPress's upload_files); the
// zero value names none.
type ImageRef struct {
	MediaID int64
	URL     string
}

// postPlan is a validated PostInput, its values parsed.
type postPlan struct {
	published *time.Time
	imageID   int64
	imageURL  string
	setImage  bool
}

// postRules are a kind's emptiness rules.
type postRules struct {
	textMayBeEmpty  bool // venues and organizers accept an empty description
	hasSlugExcerpt  bool // events accept slug and excerpt
	publishLocation *time.Location
}

// checkPost validates the shared members into v and returns their parsed
// values.
func (s *store) checkPost(ctx context.Context, c caller, in *PostInput, rules postRules, v *validation) (postPlan, error) {
	var plan postPlan
	trim(&in.Slug)
	if in.Status != nil {
		st := Status(strings.TrimSpace(string(*in.Status)))
		in.Status = &st
	}
	if in.Title != nil { // titles are plain text
		t := PlainText(*in.Title)
		in.Title = &t
		v.check("title", t != "")
	}
	if in.Description != nil && !rules.textMayBeEmpty {
		v.check("description", strings.TrimSpace(*in.Description) != "")
	}
	if rules.hasSlugExcerpt {
		if in.Excerpt != nil {
			v.check("excerpt", strings.TrimSpace(*in.Excerpt) != "")
		}
		if in.Slug != nil {
			v.check("slug", Slugify(*in.Slug) != "")
		}
	}
	if in.Author != nil {
		ok := *in.Author > 0
		if ok {
			exists, err := s.db().NewSelect().Model((*accounts.User)(nil)).Where("id = ?", *in.Author).Exists(ctx)
			if err != nil {
				return plan, err
			}
			ok = exists
		}
		v.check("author", ok)
	}
	loc := rules.publishLocation
	if loc == nil {
		loc = s.site.Timezone
	}
	if in.Published != nil {
		t, ok := in.Published.In(loc, s.now())
		v.check("published", ok)
		if ok {
			u := t.UTC()
			plan.published = &u
		}
	}
	if in.Status != nil {
		v.check("status", in.Status.Writable())
	}
	if in.Image != nil {
		ok, err := s.parseImage(ctx, c, *in.Image, &plan)
		if err != nil {
			return plan, err
		}
		v.check("image", ok)
	}
	return plan, nil
}

// parseImage checks an image reference: a media library image that
// exists, an http(s) URL (editor level only), or none.
func (s *store) parseImage(ctx context.Context, c caller, ref ImageRef, plan *postPlan) (bool, error) {
	plan.setImage = true
	raw := strings.TrimSpace(ref.URL)
	switch {
	case ref.MediaID == 0 && raw == "":
		return true, nil
	case raw == "":
		if ref.MediaID < 1 {
			return false, nil
		}
		if _, err := s.images.Get(ctx, ref.MediaID); err != nil {
			return false, nil
		}
		plan.imageID = ref.MediaID
		return true, nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || !c.editor() {
		return false, nil
	}
	plan.imageURL = raw
	return true, nil
}

// applyPost writes the shared members of a validated input into p: the
// default language's text on the record (always on create), the status
// as the caller may set it, author, dates and image. As in WordPress, a
// post left scheduled (future) whose publication date is not after now
// is published at once; one still scheduled is noted in ctx's
// transaction (see store.tx), so that the Scheduler learns its date.
func (s *store) applyPost(ctx context.Context, c caller, p *Post, in *PostInput, plan postPlan, create bool) {
	now := s.now()
	if create {
		p.Status = c.scaleStatus("")
		p.AuthorID = c.authorID()
		p.PublishedAt = now
	}
	if in.Status != nil {
		p.Status = c.scaleStatus(*in.Status)
	}
	if in.Author != nil && c.mayAssignAuthor("", in.Author, create) == nil {
		p.AuthorID = *in.Author
	}
	if plan.published != nil {
		p.PublishedAt = plan.published.Truncate(time.Second)
	}
	switch {
	case p.Status == StatusFuture && !p.PublishedAt.After(now):
		p.Status = StatusPublish
	case p.Status == StatusFuture:
		noteScheduled(ctx)
	}
	if plan.setImage {
		p.ImageID, p.ImageURL = plan.imageID, plan.imageURL
	}
	if p.Status != StatusTrash {
		// An update that gives a trashed post a status takes it out of
		// the trash: nothing is left to restore or to purge.
		p.TrashedAt, p.TrashedStatus = nil, ""
	}
	p.ModifiedAt = now
	if create || s.site.textLanguage(in.Language) == "" {
		if in.Title != nil {
			p.Title = *in.Title
		}
		if in.Description != nil {
			p.Description = SanitizeHTML(*in.Description)
		}
		if in.Excerpt != nil {
			p.Excerpt = SanitizeHTML(*in.Excerpt)
		}
	}
}

// savePostText stores the text of a write in a non-default language.
func (s *store) savePostText(ctx context.Context, db bun.IDB, postID int64, in *PostInput) error {
	lang := s.site.textLanguage(in.Language)
	if lang == "" || (in.Title == nil && in.Description == nil && in.Excerpt == nil) {
		return nil
	}
	row := &translation{PostID: postID, Language: lang}
	if err := db.NewSelect().Model(row).WherePK().Scan(ctx); err != nil && !isNoRows(err) {
		return err
	}
	if in.Title != nil {
		row.Title = *in.Title
	}
	for dst, src := range map[*string]*string{&row.Description: in.Description, &row.Excerpt: in.Excerpt} {
		if src != nil {
			*dst = SanitizeHTML(*src)
		}
	}
	_, err := db.NewInsert().Model(row).On("CONFLICT (post_id, language) DO UPDATE").
		Set("title = EXCLUDED.title").Set("description = EXCLUDED.description").Set("excerpt = EXCLUDED.excerpt").Exec(ctx)
	return err
}

// plain makes members plain text (PlainText: tags removed, entities
// decoded, white space collapsed and trimmed), as WordPress's
// sanitize_text_field stores The Events Calendar's venue, organizer and
// event fields: they are shown as text, never as markup.
func plain(ps ...**string) {
	for _, p := range ps {
		if *p != nil {
			v := PlainText(**p)
			*p = &v
		}
	}
}

func trim(ps ...**string) {
	for _, p := range ps {
		if *p != nil {
			v := strings.TrimSpace(**p)
			*p = &v
		}
	}
}
