package calendar_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	modcal "corkboard/modules/calendar"
)

// utc formats t as the API's date_utc.
func utc(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// publicView is what an anonymous client sees of one scheduled event on
// one instance, through every read that must reflect its publication.
type publicView struct {
	listed       bool   // in GET /events
	total        string // GET /events X-TEC-Total
	byCategory   string // GET /events?categories=... X-TEC-Total
	byID, bySlug int    // statuses of GET /events/{id} and /events/by-slug/{slug}
	termCount    string // the category's count in GET /categories (hide_empty)
	gqlTotal     string // GraphQL events totalCount
	gqlEvent     bool   // GraphQL event(id) answers it
}

func viewOf(t *testing.T, s *testkit.Server, id, slug string) publicView {
	t.Helper()
	var v publicView
	r := s.Do(t, testkit.Request("GET", root+"/events", nil))
	v.total = r.Header.Get("X-TEC-Total")
	v.listed = strings.Contains(string(r.Body), `"id":`+id+`,`)
	v.byCategory = s.Do(t, testkit.Request("GET", root+"/events?categories=launches", nil)).Header.Get("X-TEC-Total")
	v.byID = s.Do(t, testkit.Request("GET", root+"/events/"+id, nil)).StatusCode
	v.bySlug = s.Do(t, testkit.Request("GET", root+"/events/by-slug/"+slug, nil)).StatusCode
	var terms struct {
		Categories []struct {
			Slug  string `json:"slug"`
			Count int    `json:"count"`
		} `json:"categories"`
	}
	v.termCount = "absent"
	if r := s.Do(t, testkit.Request("GET", root+"/categories?hide_empty=true", nil)); r.StatusCode == 200 {
		r.JSON(t, &terms)
		for _, c := range terms.Categories {
			if c.Slug == "launches" {
				v.termCount = itoa(c.Count)
			}
		}
	}
	var gql struct {
		Data struct {
			Events struct{ TotalCount int }
			Event  *struct{ ID string }
		}
	}
	q := map[string]any{"query": `query ($id: ID!) { events { totalCount } event(id: $id) { id } }`,
		"variables": map[string]any{"id": id}}
	testkitJSON(t, s.Do(t, testkit.Request("POST", "/graphql", q)), &gql)
	v.gqlTotal, v.gqlEvent = itoa(gql.Data.Events.TotalCount), gql.Data.Event != nil
	return v
}

// testkitJSON decodes a response, which may carry GraphQL errors.
func testkitJSON(t *testing.T, r *testkit.Response, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("%s: %s", r.Status, r.Body)
	}
}

var (
	hiddenView = publicView{total: "0", byCategory: "0", byID: 403, bySlug: 403, termCount: "absent", gqlTotal: "0"}
	liveView   = publicView{listed: true, total: "1", byCategory: "1", byID: 200, bySlug: 200, termCount: "1", gqlTotal: "1", gqlEvent: true}
)

// scheduleEvent creates, through s as an editor, an event scheduled to go
// live at due (starting two days after the clock's time), and returns its
// id and slug.
func scheduleEvent(t *testing.T, s *testkit.Server, editor string, due time.Time) (eventID, slug string) {
	t.Helper()
	start := s.Clock.Now().Add(48 * time.Hour)
	r := s.Do(t, testkit.Request("POST", root+"/events", map[string]any{"title": "Product launch", "status": "future",
		"date_utc": utc(due), "start_date": utc(start), "end_date": utc(start.Add(time.Hour)),
		"categories": []string{"Launches"}}, "Authorization", editor))
	m := obj(t, r)
	if r.StatusCode != 201 || m["status"] != "future" {
		t.Fatalf("create: %d %s", r.StatusCode, r.Body)
	}
	return id(t, r), m["slug"].(string)
}

// TestScheduledEventGoesLiveOnEveryInstance: two instances on one
// database, with their response caches kept for a day (so that only a
// change of their data version renders anew) and one clock. An event
// scheduled through one is hidden from both until its publication date;
// when both schedulers tick at that time, the row changes once (one of
// them publishes it, the other finds nothing to do) and both show it at
// once everywhere: the archive and its total, the category archive, by
// id and slug, the category's count, GraphQL.
func TestScheduledEventGoesLiveOnEveryInstance(t *testing.T) {
	env := testkit.NewEnv(t)
	cfg := app.HTTPConfig{ResponseCacheTTL: 24 * time.Hour}
	a := testkit.NewServerOn(t, env, cfg)
	b := testkit.NewServerOn(t, env.Instance(t), cfg)
	_, pass := testkit.NewUser(t, a.Modules.Accounts, "editor@example.com", modules.RoleEditor)
	editor := basic("editor@example.com", pass)
	ctx := context.Background()
	due := env.Clock.Now().Add(time.Hour)
	id, slug := scheduleEvent(t, a, editor, due)
	modified := obj(t, a.Do(t, testkit.Request("GET", root+"/events/"+id, nil, "Authorization", editor)))["modified_utc"]

	servers := map[string]*testkit.Server{"a": a, "b": b}
	for name, s := range servers {
		done, next, err := s.Modules.Calendar.Scheduler.Tick(ctx)
		if err != nil || done.Len() != 0 || !next.Equal(due) {
			t.Fatalf("%s: tick before the date: %+v next %v, %v (want next %v)", name, done, next, err, due)
		}
		if v := viewOf(t, s, id, slug); v != hiddenView {
			t.Fatalf("%s before the date: %+v", name, v)
		}
	}
	env.Clock.Set(due.Add(-time.Second))
	for name, s := range servers {
		if done, _, err := s.Modules.Calendar.Scheduler.Tick(ctx); err != nil || done.Len() != 0 {
			t.Fatalf("%s: a second early: %+v %v", name, done, err)
		}
		if v := viewOf(t, s, id, slug); v != hiddenView {
			t.Fatalf("%s a second early: %+v", name, v)
		}
	}

	// At the date, a ticks first and publishes; b's tick then finds the
	// event published by another instance: nothing to write, but its
	// caches must drop what they kept.
	env.Clock.Set(due)
	var published []int64
	for _, name := range []string{"a", "b"} {
		done, next, err := servers[name].Modules.Calendar.Scheduler.Tick(ctx)
		if err != nil || !next.IsZero() {
			t.Errorf("%s: tick at the date: %v, next %v", name, err, next)
		}
		published = append(published, done.Events...)
	}
	if len(published) != 1 || itoa(int(published[0])) != id {
		t.Fatalf("published by the two instances: %v, want [%s] once", published, id)
	}
	for name, s := range servers {
		if v := viewOf(t, s, id, slug); v != liveView {
			t.Errorf("%s at the date: %+v, want %+v", name, v, liveView)
		}
	}
	m := obj(t, a.Do(t, testkit.Request("GET", root+"/events/"+id, nil)))
	if m["status"] != "publish" || m["modified_utc"] != modified || m["date_utc"] != utc(due) {
		t.Errorf("published event: status %v modified_utc %v (was %v) date_utc %v", m["status"], m["modified_utc"], modified, m["date_utc"])
	}
	// Later ticks have nothing to do.
	env.Clock.Set(due.Add(time.Minute))
	for name, s := range servers {
		if done, _, err := s.Modules.Calendar.Scheduler.Tick(ctx); err != nil || done.Len() != 0 {
			t.Errorf("%s: tick after: %+v %v", name, done, err)
		}
	}
}

// TestScheduledEventsPublishedOnceByConcurrentInstances: four instances
// tick at once when twelve scheduled events, a venue and an organizer are
// due: each is published by exactly one of them, and the counts of the
// events' terms are right.
func TestScheduledEventsPublishedOnceByConcurrentInstances(t *testing.T) {
	env := testkit.NewEnv(t)
	servers := []*testkit.Server{testkit.NewServerOn(t, env, app.HTTPConfig{})}
	for range 3 {
		servers = append(servers, testkit.NewServerOn(t, env.Instance(t), app.HTTPConfig{}))
	}
	_, pass := testkit.NewUser(t, servers[0].Modules.Accounts, "editor@example.com", modules.RoleEditor)
	editor := basic("editor@example.com", pass)
	due := env.Clock.Now().Add(time.Hour)
	want := map[string]bool{}
	var oneID, oneSlug string
	for i := range 12 {
		oneID, oneSlug = scheduleEvent(t, servers[i%len(servers)], editor, due.Add(time.Duration(i)*time.Second))
		want[oneID] = true
	}
	linked := map[string]string{} // id → path
	for _, l := range []struct{ path, name string }{{"/venues", "venue"}, {"/organizers", "organizer"}} {
		r := servers[1].Do(t, testkit.Request("POST", root+l.path, map[string]any{l.name: "Scheduled " + l.name,
			"status": "future", "date_utc": utc(due)}, "Authorization", editor))
		linked[id(t, r)] = l.path
		want[id(t, r)] = true
	}
	env.Clock.Set(due.Add(time.Minute))
	var mu sync.Mutex
	got := map[string]int{}
	var wg sync.WaitGroup
	for i, s := range servers {
		wg.Go(func() {
			done, _, err := s.Modules.Calendar.Scheduler.Tick(context.Background())
			if err != nil {
				t.Errorf("instance %d: %v", i, err)
			}
			mu.Lock()
			for _, ids := range [][]int64{done.Events, done.Venues, done.Organizers} {
				for _, id := range ids {
					got[itoa(int(id))]++
				}
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	for id := range want {
		if got[id] != 1 {
			t.Errorf("event %s published %d times", id, got[id])
		}
	}
	if len(got) != len(want) {
		t.Errorf("published %v, want %v", got, want)
	}
	for id, path := range linked {
		if r := servers[3].Do(t, testkit.Request("GET", root+path+"/"+id, nil)); r.StatusCode != 200 {
			t.Errorf("%s/%s after the date: %d %s", path, id, r.StatusCode, r.Body)
		}
	}
	for i, s := range servers {
		if v := viewOf(t, s, oneID, oneSlug); v.total != "12" || v.byCategory != "12" || v.termCount != "12" || v.gqlTotal != "12" ||
			v.byID != 200 || v.bySlug != 200 || !v.gqlEvent {
			t.Errorf("instance %d: %+v", i, v)
		}
	}
}

// TestSchedulingWriteWakesTheScheduler: a write that schedules an event
// wakes the running scheduler once it committed, which then knows the
// date to wake at (without waiting for its periodic check, an hour away).
func TestSchedulingWriteWakesTheScheduler(t *testing.T) {
	f := newFixture(t)
	sched := f.Modules.Calendar.Scheduler
	waitDue := func(due time.Time) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !sched.Due().Equal(due) {
			if time.Now().After(deadline) {
				t.Fatalf("the scheduler waits for %v, want %v", sched.Due(), due)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	// Something is scheduled before the scheduler starts: its first tick
	// reads that date.
	first := f.Clock.Now().Add(10 * time.Hour)
	scheduleEvent(t, f.Server, f.editor, first)
	ctx, stop := context.WithCancel(context.Background())
	running := make(chan struct{})
	go func() { defer close(running); sched.Run(ctx, time.Hour) }()
	t.Cleanup(func() { stop(); <-running })
	waitDue(first)
	// An earlier date, scheduled now, is known at once.
	scheduleEvent(t, f.Server, f.editor, f.Clock.Now().Add(90*time.Minute))
	waitDue(f.Clock.Now().Add(90 * time.Minute))
}

// TestScheduledEventPublishedAfterRestart: an event whose publication
// date passed while no instance ran goes live when one starts: the
// scheduler's first tick, at start, publishes it.
func TestScheduledEventPublishedAfterRestart(t *testing.T) {
	env := testkit.NewEnv(t)
	first := testkit.NewServerOn(t, env, app.HTTPConfig{})
	_, pass := testkit.NewUser(t, first.Modules.Accounts, "editor@example.com", modules.RoleEditor)
	due := env.Clock.Now().Add(time.Hour)
	id, slug := scheduleEvent(t, first, basic("editor@example.com", pass), due)

	// The first instance stops before the date; the clock moves past it;
	// another starts and runs its scheduler as serve does.
	env.Clock.Set(due.Add(3 * time.Hour))
	restarted := testkit.NewServerOn(t, env.Instance(t), app.HTTPConfig{})
	ctx, stop := context.WithCancel(context.Background())
	running := make(chan struct{})
	go func() { defer close(running); restarted.Modules.Calendar.Scheduler.Run(ctx, time.Hour) }()
	t.Cleanup(func() { stop(); <-running })
	deadline := time.Now().Add(20 * time.Second)
	for viewOf(t, restarted, id, slug) != liveView {
		if time.Now().After(deadline) {
			t.Fatalf("not published after the restart: %+v", viewOf(t, restarted, id, slug))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestScheduledWithPastDatePublishesAtOnce: as in WordPress, a write that
// leaves a post scheduled (future) with a publication date that is not
// after now publishes it at once; a date ahead keeps it scheduled. It
// holds for creates and updates (also an update that only moves the
// date), events, venues and organizers, REST and GraphQL alike.
func TestScheduledWithPastDatePublishesAtOnce(t *testing.T) {
	f := newFixture(t)
	now := f.Clock.Now()
	past, ahead := utc(now.Add(-time.Hour)), utc(now.Add(time.Hour))
	event := func(status, date string) map[string]any {
		return map[string]any{"title": "Talk " + date, "status": status, "date_utc": date,
			"start_date": "2026-11-25 10:00", "end_date": "2026-11-25 12:00", "categories": []string{"Talks"}}
	}
	status := func(r *testkit.Response) string {
		t.Helper()
		if r.StatusCode >= 300 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		return obj(t, r)["status"].(string)
	}
	cases := []struct {
		name, path string
		body       map[string]any
		want       string
	}{
		{"event, date past", "/events", event("future", past), "publish"},
		{"event, date now", "/events", event("future", utc(now)), "publish"},
		{"event, date ahead", "/events", event("future", ahead), "future"},
		{"venue, date past", "/venues", map[string]any{"venue": "Hall", "status": "future", "date_utc": past}, "publish"},
		{"venue, date ahead", "/venues", map[string]any{"venue": "Annex", "status": "future", "date_utc": ahead}, "future"},
		{"organizer, date past", "/organizers", map[string]any{"organizer": "Org", "status": "future", "date_utc": past}, "publish"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			if got := status(f.call("POST", root+tt.path, tt.body, f.editor)); got != tt.want {
				t.Errorf("status %s, want %s", got, tt.want)
			}
		})
	}
	// A scheduled event whose date an update moves into the past, without
	// sending the status, is published; its category counts it.
	ev := id(t, f.call("POST", root+"/events", event("future", ahead), f.editor))
	if got := status(f.call("POST", root+"/events/"+ev, map[string]any{"date_utc": past}, f.editor)); got != "publish" {
		t.Errorf("update to a past date: status %s", got)
	}
	if r := f.call("GET", root+"/events/"+ev, nil, ""); r.StatusCode != 200 {
		t.Errorf("anonymous read after the update: %d", r.StatusCode)
	}
	var terms struct {
		Categories []struct{ Count int } `json:"categories"`
	}
	f.call("GET", root+"/categories", nil, "").JSON(t, &terms)
	if len(terms.Categories) != 1 || terms.Categories[0].Count != 3 {
		t.Errorf("category counts %+v, want one with 3 (two created published, one updated)", terms.Categories)
	}
	// GraphQL: the same rule (the same service).
	var gql struct {
		Data struct{ CreateEvent struct{ Status string } }
	}
	q := map[string]any{"query": `mutation ($at: DateTime) { createEvent(input: {title: "GQL talk", status: FUTURE,
		publishedAt: $at, start: "2026-11-25T10:00:00Z", end: "2026-11-25T11:00:00Z"}) { status } }`,
		"variables": map[string]any{"at": now.Add(-time.Minute).Format(time.RFC3339)}}
	testkitJSON(t, f.Do(t, testkit.Request("POST", "/graphql", q, "Authorization", f.editor)), &gql)
	if gql.Data.CreateEvent.Status != "PUBLISH" {
		t.Errorf("GraphQL createEvent FUTURE with a past date: %+v", gql)
	}
}

// TestPublishDueIsForEditors: the service refuses callers below editor
// level; the system may call it.
func TestPublishDueIsForEditors(t *testing.T) {
	f := newFixture(t)
	svc := f.Modules.Calendar.Schedule
	for name, ctx := range map[string]context.Context{
		"anonymous": context.Background(),
		"contributor": modules.WithPrincipal(context.Background(),
			&modules.Principal{Kind: modules.PrincipalUser, UserID: f.contributorID, Role: modules.RoleContributor}),
	} {
		if _, err := svc.PublishDue(ctx, f.Clock.Now()); err == nil || modules.As(err).Reason != string(modcal.ReasonNotAllowed) {
			t.Errorf("%s: PublishDue answered %v", name, err)
		}
		if _, _, err := svc.NextDue(ctx); err == nil {
			t.Errorf("%s: NextDue answered nil", name)
		}
	}
	if got, err := svc.PublishDue(testkit.System(), f.Clock.Now()); err != nil || got.Len() != 0 {
		t.Errorf("system: %+v %v", got, err)
	}
}
