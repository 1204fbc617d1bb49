package history_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/history"
)

func newModules(t *testing.T) (*testkit.Env, *app.Modules) {
	t.Helper()
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	return env, mods
}

func revisions(t *testing.T, ctx context.Context, h *history.Module, typ string, id int64) []history.Revision {
	t.Helper()
	p, err := h.Revisions(ctx, typ, id, 100, 0)
	if err != nil {
		t.Fatalf("revisions of %s %d: %v", typ, id, err)
	}
	return p.Items
}

func fields(r *history.Revision) []string {
	var out []string
	for _, c := range r.Changes() {
		out = append(out, c.Field)
	}
	return out
}

// TestJobRevisionsRoundTrip: creating, editing and publishing a job keep
// one revision each with the changed fields; restoring the first goes
// through the job's update (the job is as it was) and is itself a new
// revision, "restore", with the audit entries of every step.
func TestJobRevisionsRoundTrip(t *testing.T) {
	env, mods := newModules(t)
	ctx := testkit.System()
	cid := testkit.NewTenant(t, mods.Accounts, "acme").Company.ID
	in := careerstest.Job("Go developer", env.Clock.Now())
	in.Status = careers.JobDraft
	j := careerstest.NewJob(t, mods.Careers, cid, in)
	edit := careerstest.Job("Senior Go developer", env.Clock.Now())
	edit.Status = careers.JobDraft
	if _, err := mods.Careers.Jobs.Update(ctx, cid, j.ID, edit); err != nil {
		t.Fatal(err)
	}
	edit.Status = careers.JobPublished
	if _, err := mods.Careers.Jobs.Update(ctx, cid, j.ID, edit); err != nil {
		t.Fatal(err)
	}
	// A save that changes nothing keeps no revision.
	if _, err := mods.Careers.Jobs.Update(ctx, cid, j.ID, edit); err != nil {
		t.Fatal(err)
	}
	revs := revisions(t, ctx, mods.History, "job", j.ID)
	var actions []string
	for _, r := range revs {
		actions = append(actions, r.Action)
	}
	if !slices.Equal(actions, []string{"publish", "update", "create"}) {
		t.Fatalf("actions %v", actions)
	}
	if got := fields(&revs[1]); !slices.Contains(got, "translations.en.title") || slices.Contains(got, "status") {
		t.Errorf("update changed %v", got)
	}
	if got := fields(&revs[0]); !slices.Equal(got, []string{"status"}) {
		t.Errorf("publish changed %v", got)
	}
	for _, c := range revs[1].Changes() {
		if c.Field == "translations.en.title" && (string(c.Before) != `"Go developer"` || string(c.After) != `"Senior Go developer"`) {
			t.Errorf("title change %s → %s", c.Before, c.After)
		}
	}
	if revs[0].ActorKind != history.ActorSystem || revs[0].Title != "Senior Go developer" {
		t.Errorf("revision by %s titled %q", revs[0].ActorKind, revs[0].Title)
	}

	restored, err := mods.History.RestoreRevision(ctx, revs[2].ID)
	if err != nil {
		t.Fatal(err)
	}
	if restored.Action != "restore" || restored.Number != 4 {
		t.Errorf("restore made revision %d %q", restored.Number, restored.Action)
	}
	got, err := mods.Careers.Jobs.Get(ctx, cid, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != careers.JobDraft || got.Translations["en"].Title != "Go developer" {
		t.Errorf("restored job: %s %+v", got.Status, got.Translations)
	}
	page, err := mods.History.AuditLog(ctx, history.AuditFilter{RecordType: "job", RecordID: j.ID}, 100, 0)
	if err != nil {
		t.Fatal(err)
	}
	var logged []string
	for _, e := range page.Items {
		logged = append(logged, e.Action)
	}
	if !slices.Equal(logged, []string{"job.restore", "job.publish", "job.update", "job.create"}) {
		t.Errorf("audit %v", logged)
	}
}

// TestEventRevisionsRoundTrip: an event's revision holds its links; a
// restore puts back the title, the venue and the categories through the
// event's update.
func TestEventRevisionsRoundTrip(t *testing.T) {
	env, mods := newModules(t)
	ctx := testkit.System()
	cal := mods.Calendar
	str := func(s string) *string { return &s }
	v, err := cal.Venues.Create(ctx, calendar.VenueInput{PostInput: calendar.PostInput{Title: str("Hall")}, City: str("Ghent")})
	if err != nil {
		t.Fatal(err)
	}
	start := env.Clock.Now().Add(48 * time.Hour).Truncate(time.Hour)
	cats := []string{"Music"}
	e, err := cal.Events.Create(ctx, calendar.EventInput{PostInput: calendar.PostInput{Title: str("Concert"), Description: str("<p>Loud</p>")},
		Start: calendar.At(start), End: calendar.At(start.Add(2 * time.Hour)), Venue: &calendar.VenueRef{ID: v.ID}, Categories: &cats})
	if err != nil {
		t.Fatal(err)
	}
	none := []string{}
	if _, err := cal.Events.Update(ctx, calendar.Ref{ID: e.ID}, calendar.EventInput{PostInput: calendar.PostInput{Title: str("Quiet concert")},
		Venue: &calendar.VenueRef{}, Categories: &none}); err != nil {
		t.Fatal(err)
	}
	revs := revisions(t, ctx, mods.History, "event", e.ID)
	if len(revs) != 2 {
		t.Fatalf("%d revisions", len(revs))
	}
	if got := fields(&revs[0]); !slices.Equal(got, []string{"categories", "title", "venue"}) {
		t.Errorf("update changed %v", got)
	}
	if _, err := mods.History.RestoreRevision(ctx, revs[1].ID); err != nil {
		t.Fatal(err)
	}
	got, err := cal.Events.Get(ctx, calendar.Ref{ID: e.ID}, calendar.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "Concert" || got.VenueID != v.ID || len(got.Categories) != 1 || got.Categories[0].Name != "Music" {
		t.Errorf("restored event: %q venue %d categories %v", got.Title, got.VenueID, got.Categories)
	}
	revs = revisions(t, ctx, mods.History, "event", e.ID)
	if len(revs) != 3 || revs[0].Action != "restore" {
		t.Errorf("after restore: %d revisions, newest %q", len(revs), revs[0].Action)
	}
	var snap map[string]any
	if err := json.Unmarshal([]byte(revs[0].Snapshot), &snap); err != nil || snap["title"] != "Concert" {
		t.Errorf("snapshot %v (%v)", snap, err)
	}
}

// TestRevisionsKeepTheLastN: past the retention setting, the oldest
// revisions of a record go.
func TestRevisionsKeepTheLastN(t *testing.T) {
	_, mods := newModules(t)
	mods.History.Configure(history.Settings{KeepRevisions: 3})
	ctx := testkit.System()
	cid := testkit.NewTenant(t, mods.Accounts, "acme").Company.ID
	l := careerstest.NewLocation(t, mods.Careers, cid, "Ghent")
	for _, city := range []string{"Bruges", "Antwerp", "Leuven", "Namur"} {
		if _, err := mods.Careers.Locations.Update(ctx, cid, l.ID, careers.LocationInput{City: city, Country: "BE"}); err != nil {
			t.Fatal(err)
		}
	}
	revs := revisions(t, ctx, mods.History, "location", l.ID)
	var numbers []int
	for _, r := range revs {
		numbers = append(numbers, r.Number)
	}
	if !slices.Equal(numbers, []int{5, 4, 3}) {
		t.Errorf("kept %v", numbers)
	}
}

// TestContributorsSeeTheHistoryOfTheirOwnDrafts: a contributor reads the
// revisions of their draft, not of another's nor of a published event;
// careers history and API keys are refused.
func TestContributorsSeeTheHistoryOfTheirOwnDrafts(t *testing.T) {
	env, mods := newModules(t)
	cal := mods.Calendar
	user := func(email string, role modules.Role) context.Context {
		u, _ := testkit.NewUser(t, mods.Accounts, email, role)
		return modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: u.ID, Email: email, Role: role})
	}
	ann, bob := user("ann@example.com", modules.RoleContributor), user("bob@example.com", modules.RoleContributor)
	str := func(s string) *string { return &s }
	draft := calendar.StatusDraft
	start := env.Clock.Now().Add(48 * time.Hour).Truncate(time.Hour)
	e, err := cal.Events.Create(ann, calendar.EventInput{PostInput: calendar.PostInput{Title: str("Ann's"), Description: str("x"), Status: &draft},
		Start: calendar.At(start), End: calendar.At(start.Add(time.Hour))})
	if err != nil {
		t.Fatal(err)
	}
	if revs := revisions(t, ann, mods.History, "event", e.ID); len(revs) != 1 || revs[0].Actor != "ann@example.com" {
		t.Errorf("ann's revisions: %v", revs)
	}
	cid := testkit.NewTenant(t, mods.Accounts, "acme").Company.ID
	l := careerstest.NewLocation(t, mods.Careers, cid, "Ghent")
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, APIKeyID: 1, CompanyID: cid,
		Scopes: modules.APIScopes})
	for name, c := range map[string]struct {
		ctx  context.Context
		typ  string
		id   int64
		code modules.Code
	}{
		"another's draft": {bob, "event", e.ID, modules.CodeForbidden},
		"careers":         {ann, "location", l.ID, modules.CodeForbidden},
		"API key":         {key, "location", l.ID, modules.CodeForbidden},
		"anonymous":       {context.Background(), "event", e.ID, modules.CodeUnauthenticated},
		"unknown record":  {testkit.System(), "event", 999999, modules.CodeNotFound},
	} {
		if _, err := mods.History.Revisions(c.ctx, c.typ, c.id, 10, 0); err == nil || modules.As(err).Code != c.code {
			t.Errorf("%s: %v, want %s", name, err, c.code)
		}
	}
}
