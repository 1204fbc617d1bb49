package calendar_test

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"testing"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

var digits = regexp.MustCompile(`^\d+$`)

// authors collects the author of a venue, organizer or event response and
// of the venue and organizers it embeds ("<missing>" when absent).
func authors(t *testing.T, m map[string]any) []string {
	t.Helper()
	get := func(o map[string]any) string {
		a, ok := o["author"]
		if !ok {
			return "<missing>"
		}
		s, ok := a.(string)
		if !ok || !digits.MatchString(s) {
			t.Errorf("author %#v is not a string of digits", a)
		}
		return s
	}
	out := []string{get(m)}
	if v, ok := m["venue"].(map[string]any); ok {
		out = append(out, get(v))
	}
	if os, ok := m["organizer"].([]any); ok {
		for _, o := range os {
			out = append(out, get(o.(map[string]any)))
		}
	}
	return out
}

// keyMadeBy creates an API key with calendar:write as the admin user id
// (through the service, as the admin screen does) and returns its
// Authorization value.
func (f *fixture) keyMadeBy(t *testing.T, userID int64) string {
	t.Helper()
	acc := f.Modules.Accounts
	ctx := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: userID, Role: modules.RoleAdmin})
	companies, err := acc.Companies.List(ctx)
	if err != nil || len(companies) == 0 {
		t.Fatalf("companies: %v", err)
	}
	key, k, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: companies[0].ID, Name: "admin's", Scopes: []string{modules.ScopeCalendarWrite}})
	if err != nil {
		t.Fatal(err)
	}
	if k.CreatedBy != userID {
		t.Fatalf("key created_by %d, want %d", k.CreatedBy, userID)
	}
	return "Bearer " + key
}

// TestEveryObjectCarriesAnAuthor: events, venues and organizers, alone and
// embedded, always have author, a string of digits: the user who wrote
// them, the user who created the API key, or "0" (a key made at the
// command line has no creator).
func TestEveryObjectCarriesAnAuthor(t *testing.T) {
	f := newFixture(t)
	admin := strconv.FormatInt(f.adminID, 10)
	contributor := strconv.FormatInt(f.contributorID, 10)
	adminsKey := f.keyMadeBy(t, f.adminID)
	inline := func(name string) map[string]any {
		return map[string]any{"title": name, "start_date": "2027-01-10 09:00:00", "end_date": "2027-01-10 10:00:00",
			"venue": map[string]any{"venue": name + " hall"}, "organizer": []any{map[string]any{"organizer": name + " org"}}}
	}
	for _, tt := range []struct {
		name, auth string
		want       string
	}{
		{"a key made at the command line", f.key, "0"},
		{"a key made by the admin", adminsKey, admin},
		{"a contributor", f.contributor, contributor},
		{"the admin", f.admin, admin},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, w := range []struct {
				path string
				body map[string]any
			}{
				{"/venues", map[string]any{"venue": tt.name + " venue"}},
				{"/organizers", map[string]any{"organizer": tt.name + " organizer"}},
				{"/events", inline(tt.name)},
			} {
				r := f.call("POST", root+w.path, w.body, tt.auth)
				m := obj(t, r)
				if r.StatusCode != 201 {
					t.Fatalf("POST %s: %d %s", w.path, r.StatusCode, r.Body)
				}
				for _, got := range authors(t, m) {
					if got != tt.want {
						t.Errorf("POST %s: author %s, want %s: %s", w.path, got, tt.want, r.Body)
					}
				}
				// The single read (with json_ld) and the archive say the same.
				one := f.call("GET", root+w.path+"/"+id(t, r), nil, f.admin)
				for _, got := range authors(t, obj(t, one)) {
					if got != tt.want {
						t.Errorf("GET %s: author %s, want %s: %s", w.path, got, tt.want, one.Body)
					}
				}
			}
		})
	}
	t.Run("archives", func(t *testing.T) {
		for _, key := range []string{"venues", "organizers", "events"} {
			r := f.call("GET", root+"/"+key+"?per_page=50&status=publish,draft,pending", nil, f.admin)
			items, _ := obj(t, r)[key].([]any)
			if len(items) < 4 {
				t.Fatalf("%s: %d items: %s", key, len(items), r.Body)
			}
			for _, it := range items {
				for _, got := range authors(t, it.(map[string]any)) {
					if got == "<missing>" {
						t.Errorf("%s: an item without author: %v", key, it)
					}
				}
			}
		}
	})
}

// TestAuthorInAWrite: editors, admins and keys with calendar:write name any
// existing user as the author; a contributor only themselves, else 403
// rest_cannot_edit_others as WordPress answers, and nothing is written.
func TestAuthorInAWrite(t *testing.T) {
	f := newFixture(t)
	contributor := json.Number(strconv.FormatInt(f.contributorID, 10))
	admin := json.Number(strconv.FormatInt(f.adminID, 10))
	draft := id(t, f.call("POST", root+"/events", map[string]any{"title": "Mine", "start_date": "2027-01-10 09:00:00",
		"end_date": "2027-01-10 10:00:00"}, f.contributor))
	venue := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "My hall", "status": "draft"}, f.contributor))
	authorIs := func(want json.Number) func(t *testing.T, m map[string]any) {
		return func(t *testing.T, m map[string]any) {
			if m["author"] != string(want) {
				t.Errorf("author %v, want %s", m["author"], want)
			}
		}
	}
	refused := func(verb string) func(t *testing.T, m map[string]any) {
		return func(t *testing.T, m map[string]any) {
			if m["message"] != "Sorry, you are not allowed to "+verb+" posts as this user." {
				t.Errorf("message %v", m["message"])
			}
		}
	}
	ev := func(extra map[string]any) map[string]any {
		m := map[string]any{"title": "E", "start_date": "2027-01-11 09:00:00", "end_date": "2027-01-11 10:00:00"}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	f.runCases(t, []apiCase{
		{name: "editor names the contributor", method: "POST", path: "/venues", body: map[string]any{"venue": "A", "author": contributor},
			auth: "editor", status: 201, check: authorIs(contributor)},
		{name: "a key names the contributor", method: "POST", path: "/organizers", body: map[string]any{"organizer": "B", "author": contributor},
			auth: "key", status: 201, check: authorIs(contributor)},
		{name: "admin names the contributor on an event", method: "POST", path: "/events", body: ev(map[string]any{"author": contributor}),
			auth: "admin", status: 201, check: authorIs(contributor)},
		{name: "a key changes an event's author", method: "PATCH", path: "/events/" + draft, body: map[string]any{"author": admin},
			auth: "key", status: 200, check: authorIs(admin)},
		{name: "a key gives it back", method: "PATCH", path: "/events/" + draft, body: map[string]any{"author": contributor},
			auth: "key", status: 200, check: authorIs(contributor)},
		{name: "contributor names themselves", method: "POST", path: "/venues", body: map[string]any{"venue": "C", "author": contributor},
			auth: "contributor", status: 201, check: authorIs(contributor)},
		{name: "contributor names the admin on a venue", method: "POST", path: "/venues", body: map[string]any{"venue": "D", "author": admin},
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("create")},
		{name: "contributor names the admin on an organizer", method: "POST", path: "/organizers", body: map[string]any{"organizer": "D", "author": admin},
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("create")},
		{name: "contributor names the admin on an event", method: "POST", path: "/events", body: ev(map[string]any{"author": admin}),
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("create")},
		{name: "contributor names the admin on an inline venue", method: "POST", path: "/events",
			body: ev(map[string]any{"venue": map[string]any{"venue": "D hall", "author": admin}}),
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("create")},
		{name: "contributor gives away their draft", method: "PATCH", path: "/events/" + draft, body: map[string]any{"author": admin},
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("update")},
		{name: "contributor gives away their venue", method: "PATCH", path: "/venues/" + venue, body: map[string]any{"author": admin},
			auth: "contributor", status: 403, code: "rest_cannot_edit_others", check: refused("update")},
		{name: "a bad author is a parameter error first", method: "POST", path: "/venues", body: map[string]any{"venue": "E", "author": 999999},
			auth: "contributor", status: 400, code: "rest_invalid_param"},
		{name: "anonymous callers are refused as before", method: "POST", path: "/venues", body: map[string]any{"venue": "E", "author": admin},
			status: 401, code: "rest_forbidden"},
	})
	// Nothing refused was written.
	for key, names := range map[string][]string{"venues": {"D", "D hall", "E"}, "organizers": {"D"}} {
		r := f.call("GET", root+"/"+key+"?per_page=50&status=publish,draft,pending", nil, f.admin)
		for _, it := range obj(t, r)[key].([]any) {
			name := it.(map[string]any)[key[:len(key)-1]]
			for _, n := range names {
				if name == n {
					t.Errorf("%s %q was written", key, n)
				}
			}
		}
	}
	if m := obj(t, f.call("GET", root+"/events/"+draft, nil, f.admin)); m["author"] != string(contributor) {
		t.Errorf("the draft's author is %v", m["author"])
	}
}
