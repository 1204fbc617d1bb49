package graph_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

// TestJobTrash: deleting a job moves it to the trash. The content
// interface (REST and GraphQL with an API key) answers 404 for it as for a
// job that is gone, the admin's list leaves it out and a second delete
// is NOT_FOUND as before; the list with status TRASHED shows it, and
// restoreJob gives it back its status (published: public again). The
// purge deletes for good the jobs trashed longer than the retention, by
// the injected clock; purgeJob deletes one at once.
func TestJobTrash(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	job := id(w.jobs["engineer"].ID)
	rest := func() int {
		r := w.s.Do(t, testkit.Request("GET", "/content/v1/jobs/"+job, nil, "Authorization", "Bearer "+w.acme.Key))
		return r.StatusCode
	}
	list := func(statuses ...string) []string {
		var got struct {
			Jobs struct {
				Nodes []struct {
					ID        string
					TrashedAt *string
				}
			}
		}
		v := vars("c", acme)
		q := `query($c: ID!) { jobs(companyId: $c, perPage: 100) { nodes { id trashedAt } } }`
		if len(statuses) > 0 {
			v = vars("c", acme, "s", statuses)
			q = `query($c: ID!, $s: [JobStatus!]) { jobs(companyId: $c, perPage: 100, filter: {statuses: $s}) { nodes { id trashedAt } } }`
		}
		w.a.data(t, q, &got, editor, v)
		var ids []string
		for _, n := range got.Jobs.Nodes {
			if (n.TrashedAt != nil) != slices.Contains(statuses, "TRASHED") {
				t.Errorf("job %s trashedAt %v", n.ID, n.TrashedAt)
			}
			ids = append(ids, n.ID)
		}
		return ids
	}
	if rest() != 200 || !slices.Contains(list(), job) {
		t.Fatalf("before: %d %v", rest(), list())
	}
	const del = `mutation($c: ID!, $id: ID!) { deleteJob(companyId: $c, id: $id) }`
	const restore = `mutation($c: ID!, $id: ID!) { restoreJob(companyId: $c, id: $id) { id status trashedAt } }`
	var out map[string]any
	w.a.data(t, del, &out, editor, vars("c", acme, "id", job))
	if s := rest(); s != 404 {
		t.Errorf("REST read of a trashed job: %d", s)
	}
	w.a.wantCode(t, "NOT_FOUND", `query($id: ID!) { job(id: $id) { id } }`, bearer(w.acme.Key), vars("id", job))
	w.a.wantCode(t, "NOT_FOUND", `query($c: ID!, $id: ID!) { job(companyId: $c, id: $id) { id } }`, editor, vars("c", acme, "id", job))
	w.a.wantCode(t, "NOT_FOUND", del, editor, vars("c", acme, "id", job))
	if slices.Contains(list(), job) || !slices.Equal(list("TRASHED"), []string{job}) || slices.Contains(list("PUBLISHED"), job) {
		t.Fatalf("lists: all %v, trashed %v", list(), list("TRASHED"))
	}
	w.a.wantCode(t, "FORBIDDEN", `query($c: ID!) { jobs(companyId: $c, filter: {statuses: [TRASHED]}) { nodes { id } } }`,
		bearer(w.acme.Key), vars("c", acme))
	refusals(t, w, contributor, restore, "c", acme, "id", job)

	var restored struct {
		RestoreJob struct {
			ID, Status string
			TrashedAt  *string
		}
	}
	w.a.data(t, restore, &restored, editor, vars("c", acme, "id", job))
	if restored.RestoreJob.Status != "PUBLISHED" || restored.RestoreJob.TrashedAt != nil || rest() != 200 || !slices.Contains(list(), job) {
		t.Fatalf("restored: %+v, REST %d", restored, rest())
	}
	w.a.wantCode(t, "NOT_FOUND", restore, editor, vars("c", acme, "id", job))

	// The purge, by the clock: a job trashed now is kept 30 days.
	w.a.data(t, del, &out, editor, vars("c", acme, "id", job))
	other := id(w.jobs["designer"].ID)
	w.a.data(t, del, &out, editor, vars("c", acme, "id", other))
	ctx := modules.WithPrincipal(context.Background(), modules.System)
	retention := 30 * 24 * time.Hour
	w.s.Clock.Advance(retention - time.Minute)
	if ids, err := w.s.Modules.Careers.Jobs.PurgeTrash(ctx, w.s.Clock.Now().Add(-retention)); err != nil || len(ids) != 0 {
		t.Fatalf("purge before the retention: %v %v", ids, err)
	}
	if _, err := w.s.Modules.Careers.Jobs.PurgeTrash(context.Background(), w.s.Clock.Now()); err == nil {
		t.Error("an anonymous caller purged the whole trash")
	}
	var purged struct{ PurgeJob string }
	w.a.data(t, `mutation($c: ID!, $id: ID!) { purgeJob(companyId: $c, id: $id) }`, &purged, editor, vars("c", acme, "id", other))
	w.s.Clock.Advance(2 * time.Minute)
	ids, err := w.s.Modules.Careers.Jobs.PurgeTrash(ctx, w.s.Clock.Now().Add(-retention))
	if err != nil || len(ids) != 1 || id(ids[0]) != job {
		t.Fatalf("purge after the retention: %v %v, want [%s]", ids, err, job)
	}
	if got := list("TRASHED"); len(got) != 0 {
		t.Errorf("trash after the purge: %v", got)
	}
	w.a.wantCode(t, "NOT_FOUND", restore, editor, vars("c", acme, "id", job))
}
