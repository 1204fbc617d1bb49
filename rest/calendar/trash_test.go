package calendar_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
)

// gqlAs sends a GraphQL operation as auth and returns its data and the
// code of its first error ("" when none).
func gqlAs(t *testing.T, s *testkit.Server, auth, query string, vars map[string]any) (map[string]any, string) {
	t.Helper()
	r := s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": query, "variables": vars}, "Authorization", auth))
	var out struct {
		Data   map[string]any
		Errors []struct {
			Extensions struct{ Code string }
		}
	}
	if err := json.Unmarshal(r.Body, &out); err != nil {
		t.Fatalf("%s: %s", r.Status, r.Body)
	}
	if len(out.Errors) > 0 {
		return out.Data, out.Errors[0].Extensions.Code
	}
	return out.Data, ""
}

// TestTrashAndRestore: REST keeps The Events Calendar's semantics (DELETE
// trashes, a second DELETE answers 410) and GraphQL's restore* takes
// events, venues and organizers out of the trash with the status they
// had: a restored published event is public and listed again, with its
// category counting it. A restore of what is not in the trash is a
// conflict; a contributor restores their own draft, not another's.
func TestTrashAndRestore(t *testing.T) {
	f := newFixture(t)
	start := f.Clock.Now().Add(48 * time.Hour)
	r := f.call("POST", root+"/events", map[string]any{"title": "Trashed concert", "start_date": utc(start),
		"end_date": utc(start.Add(time.Hour)), "categories": []string{"Launches"}}, f.editor)
	ev, slug := id(t, r), obj(t, r)["slug"].(string)
	if v := viewOf(t, f.Server, ev, slug); v != liveView {
		t.Fatalf("before: %+v", v)
	}
	if r := f.call("DELETE", root+"/events/"+ev, nil, f.editor); r.StatusCode != 200 || obj(t, r)["status"] != "trash" {
		t.Fatalf("DELETE: %d %s", r.StatusCode, r.Body)
	}
	wantError(t, f.call("DELETE", root+"/events/"+ev, nil, f.editor), 410, "event-is-in-trash")
	if v := viewOf(t, f.Server, ev, slug); v.listed || v.total != "0" || v.byID == 200 || v.termCount != "absent" {
		t.Fatalf("trashed: %+v", v)
	}
	data, code := gqlAs(t, f.Server, f.editor, `query { events(filter: {statuses: [TRASH]}) { nodes { id trashedAt } } }`, nil)
	nodes := data["events"].(map[string]any)["nodes"].([]any)
	if code != "" || len(nodes) != 1 || nodes[0].(map[string]any)["id"] != ev || nodes[0].(map[string]any)["trashedAt"] == nil {
		t.Fatalf("trash list: %v %s", data, code)
	}

	const restore = `mutation($id: ID!) { restoreEvent(id: $id) { status trashedAt } }`
	if _, code := gqlAs(t, f.Server, f.contributor, restore, map[string]any{"id": ev}); code != "FORBIDDEN" {
		t.Errorf("contributor restoring an editor's event: %q", code)
	}
	data, code = gqlAs(t, f.Server, f.editor, restore, map[string]any{"id": ev})
	if got := data["restoreEvent"]; code != "" || got.(map[string]any)["status"] != "PUBLISH" || got.(map[string]any)["trashedAt"] != nil {
		t.Fatalf("restoreEvent: %v %s", data, code)
	}
	if v := viewOf(t, f.Server, ev, slug); v != liveView {
		t.Errorf("restored: %+v, want %+v", v, liveView)
	}
	if _, code := gqlAs(t, f.Server, f.editor, restore, map[string]any{"id": ev}); code != "CONFLICT" {
		t.Errorf("restoring an event outside the trash: %q", code)
	}

	// Venues and organizers, and a contributor's own draft.
	for _, k := range []struct{ path, field, mutation string }{
		{"/venues", "venue", "restoreVenue"}, {"/organizers", "organizer", "restoreOrganizer"},
	} {
		r := f.call("POST", root+k.path, map[string]any{k.field: "Trashed " + k.field}, f.editor)
		item := id(t, r)
		if r := f.call("DELETE", root+k.path+"/"+item, nil, f.editor); r.StatusCode != 200 {
			t.Fatalf("DELETE %s: %d %s", k.path, r.StatusCode, r.Body)
		}
		wantError(t, f.call("DELETE", root+k.path+"/"+item, nil, f.editor), 410, k.field+"-is-in-trash")
		if r := f.call("GET", root+k.path+"/"+item, nil, ""); r.StatusCode == 200 {
			t.Errorf("trashed %s read: %d", k.field, r.StatusCode)
		}
		data, code := gqlAs(t, f.Server, f.editor, `mutation($id: ID!) { `+k.mutation+`(id: $id) { status } }`, map[string]any{"id": item})
		if code != "" || data[k.mutation].(map[string]any)["status"] != "PUBLISH" {
			t.Fatalf("%s: %v %s", k.mutation, data, code)
		}
		if r := f.call("GET", root+k.path+"/"+item, nil, ""); r.StatusCode != 200 {
			t.Errorf("restored %s read: %d %s", k.field, r.StatusCode, r.Body)
		}
	}
	r = f.call("POST", root+"/events", map[string]any{"title": "Draft idea", "status": "draft", "start_date": utc(start),
		"end_date": utc(start.Add(time.Hour))}, f.contributor)
	draft := id(t, r)
	if r := f.call("DELETE", root+"/events/"+draft, nil, f.contributor); r.StatusCode != 200 {
		t.Fatalf("contributor DELETE: %d %s", r.StatusCode, r.Body)
	}
	if _, code := gqlAs(t, f.Server, f.contributor2, restore, map[string]any{"id": draft}); code != "FORBIDDEN" {
		t.Errorf("another contributor restoring the draft: %q", code)
	}
	data, code = gqlAs(t, f.Server, f.contributor, restore, map[string]any{"id": draft})
	if code != "" || data["restoreEvent"].(map[string]any)["status"] != "DRAFT" {
		t.Errorf("contributor restoring their draft: %v %s", data, code)
	}
}

// TestTrashPurge: what has been in the trash longer than the retention
// (30 days by default) is deleted for good by the purge, by the injected
// clock; younger items stay; purgeEvent deletes one at once. Afterwards
// the ids are unknown (404), and restore finds nothing.
func TestTrashPurge(t *testing.T) {
	f := newFixture(t)
	ctx := modules.WithPrincipal(context.Background(), modules.System)
	start := f.Clock.Now().Add(48 * time.Hour)
	newEvent := func(title string) string {
		r := f.call("POST", root+"/events", map[string]any{"title": title, "start_date": utc(start),
			"end_date": utc(start.Add(time.Hour)), "categories": []string{"Launches"}}, f.editor)
		return id(t, r)
	}
	old, young, now := newEvent("Old"), newEvent("Young"), newEvent("Purged now")
	venue := id(t, f.call("POST", root+"/venues", map[string]any{"venue": "Old hall"}, f.editor))
	for _, p := range []string{"/events/" + old, "/venues/" + venue} {
		if r := f.call("DELETE", root+p, nil, f.editor); r.StatusCode != 200 {
			t.Fatalf("DELETE %s: %d", p, r.StatusCode)
		}
	}
	f.Clock.Advance(10 * 24 * time.Hour)
	for _, e := range []string{young, now} {
		if r := f.call("DELETE", root+"/events/"+e, nil, f.editor); r.StatusCode != 200 {
			t.Fatalf("DELETE %s: %d", e, r.StatusCode)
		}
	}
	retention := f.Modules.Calendar.Trash
	f.Clock.Advance(20*24*time.Hour - time.Minute) // the old ones: a minute short of 30 days
	if got, err := retention.Purge(ctx, f.Clock.Now().Add(-30*24*time.Hour)); err != nil || got.Len() != 0 {
		t.Fatalf("purge before the retention: %+v %v", got, err)
	}
	f.Clock.Advance(2 * time.Minute)
	got, err := retention.Purge(ctx, f.Clock.Now().Add(-30*24*time.Hour))
	if err != nil || len(got.Events) != 1 || itoa(int(got.Events[0])) != old || len(got.Venues) != 1 || itoa(int(got.Venues[0])) != venue {
		t.Fatalf("purge after the retention: %+v %v (want event %s, venue %s)", got, err, old, venue)
	}
	if _, code := gqlAs(t, f.Server, f.editor, `mutation($id: ID!) { purgeEvent(id: $id) }`, map[string]any{"id": now}); code != "" {
		t.Fatalf("purgeEvent: %s", code)
	}
	if _, code := gqlAs(t, f.Server, f.editor, `mutation($id: ID!) { purgeEvent(id: $id) }`, map[string]any{"id": young}); code != "" {
		t.Fatalf("purgeEvent: %s", code)
	}
	for _, e := range []string{old, now} {
		wantError(t, f.call("GET", root+"/events/"+e, nil, f.editor), 404, "rest-event-not-found")
		if _, code := gqlAs(t, f.Server, f.editor, `mutation($id: ID!) { restoreEvent(id: $id) { id } }`, map[string]any{"id": e}); code != "NOT_FOUND" {
			t.Errorf("restore of purged event %s: %q", e, code)
		}
	}
	_ = young
}

// TestScheduledUnpublishOnEveryInstance: two instances on one database
// with day-long response caches and one clock. A published event with an
// unpublish date is public on both until then; when both schedulers tick
// at that time, it goes back to draft once (one of them writes it) and
// both answer as for a draft at once: not listed, 403 by id and slug,
// gone from its category's count and from GraphQL.
func TestScheduledUnpublishOnEveryInstance(t *testing.T) {
	env := testkit.NewEnv(t)
	cfg := app.HTTPConfig{ResponseCacheTTL: 24 * time.Hour}
	a := testkit.NewServerOn(t, env, cfg)
	b := testkit.NewServerOn(t, env.Instance(t), cfg)
	_, pass := testkit.NewUser(t, a.Modules.Accounts, "editor@example.com", modules.RoleEditor)
	editor := basic("editor@example.com", pass)
	ctx := context.Background()
	due := env.Clock.Now().Add(time.Hour).Truncate(time.Second)
	start := env.Clock.Now().Add(48 * time.Hour)
	data, code := gqlAs(t, a, editor, `mutation($in: EventInput!) { createEvent(input: $in) { id slug status unpublishAt } }`,
		map[string]any{"in": map[string]any{"title": "Limited offer", "start": start.Format(time.RFC3339),
			"end": start.Add(time.Hour).Format(time.RFC3339), "categories": []string{"Launches"},
			"unpublishAt": due.Format(time.RFC3339)}})
	if code != "" {
		t.Fatalf("createEvent: %s %v", code, data)
	}
	created := data["createEvent"].(map[string]any)
	id, slug := created["id"].(string), created["slug"].(string)
	if created["status"] != "PUBLISH" || created["unpublishAt"] == nil {
		t.Fatalf("created: %v", created)
	}
	servers := map[string]*testkit.Server{"a": a, "b": b}
	for name, s := range servers {
		done, next, err := s.Modules.Calendar.Scheduler.Tick(ctx)
		if err != nil || done.Len() != 0 || !next.Equal(due) {
			t.Fatalf("%s: tick before: %+v next %v, %v (want %v)", name, done, next, err, due)
		}
		if v := viewOf(t, s, id, slug); v != liveView {
			t.Fatalf("%s before the date: %+v", name, v)
		}
	}
	env.Clock.Set(due)
	var unpublished []int64
	for _, name := range []string{"a", "b"} {
		done, next, err := servers[name].Modules.Calendar.Scheduler.Tick(ctx)
		if err != nil || !next.IsZero() {
			t.Errorf("%s: tick at the date: %v, next %v", name, err, next)
		}
		unpublished = append(unpublished, done.Unpublished...)
	}
	if len(unpublished) != 1 || itoa(int(unpublished[0])) != id {
		t.Fatalf("unpublished by the two instances: %v, want [%s] once", unpublished, id)
	}
	for name, s := range servers {
		if v := viewOf(t, s, id, slug); v != hiddenView {
			t.Errorf("%s after the date: %+v, want %+v", name, v, hiddenView)
		}
	}
	data, code = gqlAs(t, b, editor, `query($id: ID!) { event(id: $id) { status unpublishAt } }`, map[string]any{"id": id})
	if ev := data["event"].(map[string]any); code != "" || ev["status"] != "DRAFT" || ev["unpublishAt"] != nil {
		t.Errorf("the editor's view: %v %s", data, code)
	}
	// An unpublish date before the publication date is refused.
	_, code = gqlAs(t, a, editor, `mutation($id: ID!, $in: EventInput!) { updateEvent(id: $id, input: $in) { id } }`,
		map[string]any{"id": id, "in": map[string]any{"unpublishAt": env.Clock.Now().Add(-72 * time.Hour).Format(time.RFC3339)}})
	if code != "VALIDATION_FAILED" {
		t.Errorf("unpublish before publication: %q", code)
	}
}
