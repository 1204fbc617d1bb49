package calendar

import (
	"context"

	"corkboard/modules"
)

// caller is the principal of a request with the calendar's capability
// rules (WordPress roles on the calendar's post types):
//
//   - anonymous callers and API keys without calendar:write read
//     published content only and change nothing;
//   - API keys with calendar:write act at editor level, whatever company
//     they belong to: the calendar is site-wide, not per company;
//   - admin users with the role admin or editor, and the system, have full
//     rights (editor level);
//   - contributors create events, venues and organizers (publishing becomes
//     pending review), edit and delete their own unpublished ones, read
//     their own, and may not manage categories and tags.
type caller struct {
	p *modules.Principal
}

func callerFrom(ctx context.Context) caller { return caller{p: modules.PrincipalFrom(ctx)} }

// editor reports editor-level rights: edit others' posts, publish,
// manage terms, see every status.
func (c caller) editor() bool {
	switch {
	case c.p == nil:
		return false
	case c.p.Kind == modules.PrincipalSystem:
		return true
	case c.p.Kind == modules.PrincipalAPIKey:
		return c.p.HasScope(modules.ScopeCalendarWrite)
	}
	return c.p.IsUser(modules.RoleEditor)
}

// contributor reports whether the caller may create posts (WordPress's
// edit_posts): contributors and everybody at editor level.
func (c caller) contributor() bool {
	return c.editor() || c.p.IsUser(modules.RoleContributor)
}

// userID is the admin user's id, 0 for other callers.
func (c caller) userID() int64 {
	if c.p != nil && c.p.Kind == modules.PrincipalUser {
		return c.p.UserID
	}
	return 0
}

func (c caller) owns(p *Post) bool { return c.userID() != 0 && p.AuthorID == c.userID() }

// canEdit is WordPress's edit_post / delete_post on one post.
func (c caller) canEdit(p *Post) bool {
	return c.editor() || (c.contributor() && c.owns(p) && p.Status.Unpublished())
}

// canRead is read_post: published posts for everybody, the rest for
// editors and their authors.
func (c caller) canRead(p *Post) bool {
	return p.Status == StatusPublish || c.editor() || (c.contributor() && c.owns(p))
}

// scaleStatus applies the status a caller may set: callers who cannot
// publish get pending for publish and future; the default is publish for
// editors and draft for the others.
func (c caller) scaleStatus(s Status) Status {
	if c.editor() {
		if s == "" {
			return StatusPublish
		}
		return s
	}
	switch s {
	case "":
		return StatusDraft
	case StatusPublish, StatusFuture:
		return StatusPending
	}
	return s
}
