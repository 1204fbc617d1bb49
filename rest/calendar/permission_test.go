package calendar_test

import (
	"fmt"
	"net/http"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/accounts"
)

// TestPermissionMatrix checks what anonymous callers, contributors,
// editors, API keys (with and without calendar:write) and the admin may
// see and change, as the guide's role rules say.
func TestPermissionMatrix(t *testing.T) {
	f := newFixture(t)
	adminPub := f.event("Admin published", "2026-12-01 10:00:00", "2026-12-01 11:00:00")
	adminDraft := f.event("Admin draft", "2026-12-02 10:00:00", "2026-12-02 11:00:00", "status", "draft")
	r := f.call("POST", root+"/events", map[string]any{"title": "Contrib draft", "start_date": "2026-12-03 10:00:00", "end_date": "2026-12-03 11:00:00"}, f.contributor)
	contribDraft := id(t, r)
	if obj(t, r)["status"] != "draft" || obj(t, r)["author"] != fmt.Sprint(f.contributorID) {
		t.Fatalf("contributor default: %s", r.Body)
	}
	contribPub := id(t, f.call("POST", root+"/events", map[string]any{"title": "Contrib published", "start_date": "2026-12-04 10:00:00", "end_date": "2026-12-04 11:00:00", "author": f.contributorID}, f.admin))

	t.Run("what each caller lists", func(t *testing.T) {
		for _, tt := range []struct{ auth, want string }{
			{"", "Admin published,Contrib published"},
			{"keyNoScope", "Admin published,Contrib published"},
			{"contributor", "Admin published,Contrib draft,Contrib published"},
			{"contributor2", "Admin published,Contrib published"},
			{"editor", "Admin published,Admin draft,Contrib draft,Contrib published"},
			{"key", "Admin published,Admin draft,Contrib draft,Contrib published"},
			{"admin", "Admin published,Admin draft,Contrib draft,Contrib published"},
		} {
			if got := titles(t, f.list(t, "", f.auth(tt.auth))); got != tt.want {
				t.Errorf("%q lists %s, want %s", tt.auth, got, tt.want)
			}
		}
	})

	type step struct {
		method, path string
		body         any
		want         map[string]int // caller → status
	}
	upd := map[string]any{"excerpt": "changed"}
	newEvent := map[string]any{"title": "New", "start_date": "2026-12-05 10:00:00", "end_date": "2026-12-05 11:00:00", "status": "publish"}
	steps := []step{
		{"GET", "/events/" + adminDraft, nil, map[string]int{"": 403, "keyNoScope": 403, "contributor": 403, "editor": 200, "key": 200, "admin": 200}},
		{"GET", "/events/" + contribDraft, nil, map[string]int{"": 403, "contributor": 200, "contributor2": 403, "editor": 200, "key": 200}},
		{"POST", "/events", newEvent, map[string]int{"": 401, "keyNoScope": 403, "contributor": 201, "editor": 201, "key": 201, "admin": 201}},
		{"POST", "/venues", map[string]any{"venue": "V"}, map[string]int{"": 401, "keyNoScope": 403, "contributor": 201, "editor": 201, "key": 201}},
		{"POST", "/organizers", map[string]any{"organizer": "O"}, map[string]int{"": 401, "keyNoScope": 403, "contributor": 201, "editor": 201, "key": 201}},
		{"POST", "/categories", map[string]any{"name": "C"}, map[string]int{"": 401, "keyNoScope": 403, "contributor": 403, "editor": 201}},
		{"POST", "/tags", map[string]any{"name": "T"}, map[string]int{"": 401, "contributor": 403, "key": 201}},
		{"PATCH", "/events/" + adminPub, upd, map[string]int{"": 401, "keyNoScope": 403, "contributor": 403, "editor": 200, "key": 200, "admin": 200}},
		{"PATCH", "/events/" + adminDraft, upd, map[string]int{"": 401, "contributor": 403, "editor": 200}},
		{"PATCH", "/events/" + contribDraft, upd, map[string]int{"": 401, "contributor2": 403, "contributor": 200, "editor": 200}},
		{"PATCH", "/events/" + contribPub, upd, map[string]int{"contributor": 403, "editor": 200}},
		{"DELETE", "/events/" + contribPub, nil, map[string]int{"": 401, "contributor": 403}},
		{"DELETE", "/events/" + adminPub, nil, map[string]int{"": 401, "keyNoScope": 403, "contributor": 403, "key": 200}},
		{"DELETE", "/events/" + contribDraft, nil, map[string]int{"contributor2": 403, "contributor": 200}},
	}
	for _, st := range steps {
		for _, who := range []string{"", "keyNoScope", "contributor", "contributor2", "editor", "key", "admin"} {
			want, ok := st.want[who]
			if !ok {
				continue
			}
			t.Run(fmt.Sprintf("%s %s as %q", st.method, st.path, who), func(t *testing.T) {
				r := f.call(st.method, root+st.path, st.body, f.auth(who))
				if r.StatusCode != want {
					t.Fatalf("status %d, want %d: %s", r.StatusCode, want, r.Body)
				}
				if want == 403 && st.method == "GET" {
					wantError(t, r, 403, "event-not-accessible")
				} else if want == 401 || want == 403 {
					wantError(t, r, want, "rest_forbidden")
				}
			})
		}
	}

	t.Run("contributors publish for review", func(t *testing.T) {
		r := f.call("POST", root+"/events", newEvent, f.contributor)
		if got := obj(t, r)["status"]; got != "pending" {
			t.Fatalf("status %v", got)
		}
		ev := id(t, r)
		if got := obj(t, f.call("PATCH", root+"/events/"+ev, map[string]any{"status": "publish"}, f.contributor))["status"]; got != "pending" {
			t.Fatalf("update status %v", got)
		}
		if got := obj(t, f.call("PATCH", root+"/events/"+ev, map[string]any{"status": "publish"}, f.editor))["status"]; got != "publish" {
			t.Fatalf("editor publishes: %v", got)
		}
	})
	t.Run("API keys act at editor level without an author", func(t *testing.T) {
		m := obj(t, f.call("POST", root+"/events", newEvent, f.key))
		if m["status"] != "publish" || m["author"] != "0" {
			t.Fatalf("%v %v", m["status"], m["author"])
		}
	})
	t.Run("status filters", func(t *testing.T) {
		wantError(t, f.call("GET", root+"/events?status=draft", nil, f.keyNoScope), 400, "rest_invalid_param")
		if got := titles(t, f.list(t, "?status=draft", f.contributor)); got != "" {
			t.Errorf("contributor sees others' drafts: %s", got)
		}
	})
	t.Run("an admin session, with its CSRF token", func(t *testing.T) {
		acc := f.Modules.Accounts
		token, sess, err := acc.Sessions.Login(t.Context(), "editor@example.com", "password-123")
		if err != nil {
			t.Fatal(err)
		}
		req := func(csrf string) *http.Request {
			r := testkit.Request("POST", root+"/tags", map[string]any{"name": "Session tag " + csrf}, "Cookie", accounts.SessionCookie+"="+token)
			if csrf != "" {
				r.Header.Set(accounts.CSRFHeader, csrf)
			}
			return r
		}
		if r := f.Do(t, req(sess.CSRFToken)); r.StatusCode != 201 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		if r := f.Do(t, req("")); r.StatusCode != 403 {
			t.Fatalf("without CSRF: %d %s", r.StatusCode, r.Body)
		}
	})
}
