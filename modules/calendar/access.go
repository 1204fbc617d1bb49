package calendar

import (
	"context"
	"strconv"
	"strings"

	"github.com/uptrace/bun"

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

// Visibility names what the caller of ctx may see of the calendar:
// "public" (published content), "editor" (every status but trash), or
// "contributor:<user id>" (published content and the user's own). Two
// callers with the same visibility get the same answer to the same
// read, so response caches key on it.
func Visibility(ctx context.Context) string {
	c := callerFrom(ctx)
	switch {
	case c.editor():
		return "editor"
	case c.contributor():
		return "contributor:" + strconv.FormatInt(c.userID(), 10)
	}
	return "public"
}

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

// authorID is the author of what the caller creates: the admin user, or
// for an API key the user who created the key; 0 (WordPress's "no
// author") for keys made at the command line and for the system.
func (c caller) authorID() int64 {
	switch {
	case c.p == nil:
		return 0
	case c.p.Kind == modules.PrincipalUser:
		return c.p.UserID
	case c.p.Kind == modules.PrincipalAPIKey:
		return c.p.KeyCreatorID
	}
	return 0
}

// mayAssignAuthor is WordPress's rule for an author named in a write:
// callers at editor level (edit_others_posts) name any user; the others
// only themselves. Errors: forbidden, ReasonOthersPosts.
func (c caller) mayAssignAuthor(subject Subject, author *int64, create bool) error {
	if author == nil || c.editor() || (c.userID() != 0 && *author == c.userID()) {
		return nil
	}
	return fail(modules.CodeForbidden, Problem{Reason: ReasonOthersPosts, Subject: subject, Create: create},
		"only editors name another author")
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

// archiveStatuses validates the status filter of an archive: callers who
// cannot edit may ask for publish only; the others for any registered
// status. nil means the default visibility.
func (c caller) archiveStatuses(raw []Status, v *validation) []Status {
	if raw == nil {
		return nil
	}
	if len(raw) == 0 {
		v.add("statuses", ReasonInvalid)
		return nil
	}
	out := make([]Status, 0, len(raw))
	for _, x := range raw {
		s := Status(strings.TrimSpace(string(x)))
		if !s.Registered() || (!c.contributor() && s != StatusPublish) {
			v.add("statuses", ReasonInvalid)
			return nil
		}
		out = append(out, s)
	}
	return unique(out)
}

// whereVisible restricts an archive query (table alias alias, "" for
// none) to the statuses asked for and what the caller may see: published
// posts for everybody; every status but trash for editors; their own posts
// too for contributors.
func whereVisible(q *bun.SelectQuery, c caller, statuses []Status, alias string) {
	col := func(name string) string {
		if alias == "" {
			return name
		}
		return alias + "." + name
	}
	switch {
	case len(statuses) > 0:
		q.Where(col("status")+" IN (?)", bun.In(statuses))
		if !c.editor() && c.contributor() {
			q.Where("("+col("status")+" = ? OR "+col("author_id")+" = ?)", StatusPublish, c.userID())
		}
	default:
		cond, args := eventVisibility(c, alias)
		q.Where(cond, args...)
	}
}

// eventVisibility is the default status condition for what c may see of
// a table (alias alias).
func eventVisibility(c caller, alias string) (string, []any) {
	col := func(name string) string {
		if alias == "" {
			return name
		}
		return alias + "." + name
	}
	hidden := bun.In([]Status{StatusTrash, StatusAutoDraft})
	switch {
	case c.editor():
		return col("status") + " NOT IN (?)", []any{hidden}
	case c.contributor():
		return "(" + col("status") + " = ? OR (" + col("author_id") + " = ? AND " + col("status") + " NOT IN (?)))",
			[]any{StatusPublish, c.userID(), hidden}
	}
	return col("status") + " = ?", []any{StatusPublish}
}

// effectiveStatuses is the status filter an archive applied (Page.Status).
func (c caller) effectiveStatuses(asked []Status) []Status {
	if len(asked) > 0 {
		return asked
	}
	if !c.contributor() {
		return []Status{StatusPublish}
	}
	return nil
}
