package graph_test

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

// TestContributorsGetNoCareersData: a contributor, by session or by
// application password, reads nothing of careers: no company profile, no
// company list, no locations, categories or jobs (drafts included), no
// applications with their applicants' personal data and signed CV links.
// Each query is FORBIDDEN without data; an editor reads the same.
func TestContributorsGetNoCareersData(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	acme := w.acme.Company.ID
	app := w.apply(t, acme, w.jobs["engineer"].ID, "Applicant-Secret")
	acc := w.s.Modules.Accounts
	_, pass := testkit.NewUser(t, acc, "contrib@example.com", modules.RoleContributor)
	_, epass := testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	token, sess, err := acc.Sessions.Login(context.Background(), "contrib@example.com", "password-123")
	if err != nil {
		t.Fatal(err)
	}
	contributors := map[string]client.Option{
		"application password": client.BasicAuth("contrib@example.com", pass),
		"session": func(r *client.Request) {
			client.AddHeader("Cookie", accounts.SessionCookie+"="+token)(r)
			client.AddHeader(accounts.CSRFHeader, sess.CSRFToken)(r)
		},
	}
	editor := client.BasicAuth("editor@example.com", epass)
	c := id(acme)
	queries := []struct {
		name, query string
		vars        []any
	}{
		{"company", `query($c: ID) { company(companyId: $c) { name email corsOrigins logoUrl } }`, []any{"c", c}},
		{"companies", `{ companies { id name email corsOrigins } }`, nil},
		{"locations", `query($c: ID) { locations(companyId: $c) { city } }`, []any{"c", c}},
		{"jobCategories", `query($c: ID) { jobCategories(companyId: $c) { id } }`, []any{"c", c}},
		{"jobs", `query($c: ID) { jobs(companyId: $c, filter: {statuses: [DRAFT]}) { nodes { title } } }`, []any{"c", c}},
		{"job (draft)", `query($c: ID, $id: ID!) { job(companyId: $c, id: $id) { title translations { title } } }`,
			[]any{"c", c, "id", id(w.jobs["draft"].ID)}},
		{"applications", applicationsQuery, []any{"c", c}},
		{"application", `query($c: ID, $id: ID!) { application(companyId: $c, id: $id) { firstName email phone motivation
			curriculumVitae { downloadUrl } photo { downloadUrl } } }`, []any{"c", c, "id", id(app)}},
	}
	for _, q := range queries {
		for how, who := range contributors {
			t.Run(q.name+" by "+how, func(t *testing.T) {
				data, errs := w.a.post(t, q.query, who, vars(q.vars...))
				if len(errs) == 0 || errs[0].Extensions.Code != "FORBIDDEN" {
					t.Fatalf("errors %+v, want forbidden", errs)
				}
				if s := string(data); s != "" && s != "null" {
					t.Fatalf("data for a contributor: %s", s)
				}
			})
		}
		t.Run(q.name+" by an editor", func(t *testing.T) {
			data, errs := w.a.post(t, q.query, editor, vars(q.vars...))
			if len(errs) != 0 || strings.Contains(q.name, "application") && !strings.Contains(string(data), "Applicant-Secret") {
				t.Fatalf("editor: %s %+v", data, errs)
			}
		})
	}
}
