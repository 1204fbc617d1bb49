package graph_test

import (
	"slices"
	"testing"

	"corkboard/internal/testkit"
)

// TestEditorsCannotChangeSecuritySettings: a company's security settings
// (active, the domain alias and whether it is verified, the website and
// jobsite URL, the extra CORS origins: whether its keys work and which
// browser origins may use them) are for admins. An editor who would change
// one gets FORBIDDEN naming it (by its GraphQL path), and nothing of the request is saved; the
// rest of the profile stays theirs to edit, and sending the settings back
// unchanged is accepted.
func TestEditorsCannotChangeSecuritySettings(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, _ := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	settings := map[string]any{"active": true, "domainAlias": "jobs.acme.example", "domainAliasVerified": false,
		"website": "https://acme.example", "jobsiteUrl": "https://jobs.acme.example", "corsOrigins": []string{"https://preview.acme.example"}}
	profile := func(name string, change map[string]any) map[string]any {
		in := map[string]any{"name": name, "email": "jobs@acme.example"}
		for k, v := range settings {
			in[k] = v
		}
		for k, v := range change {
			if v == nil {
				delete(in, k)
			} else {
				in[k] = v
			}
		}
		return in
	}
	type company struct {
		Name, Website, JobsiteURL string
		Active                    bool
		DomainAlias               *string
		DomainAliasVerified       *bool
		CorsOrigins               []string
	}
	var got struct{ UpdateCompany company }
	w.a.data(t, updateCompany, &got, w.admin, vars("c", acme, "in", profile("Acme", nil)))

	// The key works from the company's own origins only.
	origin := func(o string) int {
		return w.s.Do(t, testkit.Request("GET", "/content/v1/jobs", nil, "Authorization", "Bearer "+w.acme.Key, "Origin", o)).StatusCode
	}
	if origin("https://preview.acme.example") != 200 || origin("https://attacker.example") != 403 {
		t.Fatal("origins before the editor's attempts")
	}
	for _, tc := range []struct {
		name   string
		change map[string]any
		field  string
	}{
		{"switch the company off", map[string]any{"active": false}, "input.active"},
		{"mark the alias verified", map[string]any{"domainAliasVerified": true}, "input.domainAliasVerified"},
		{"change the alias", map[string]any{"domainAlias": "jobs.attacker.example"}, "input.domainAlias"},
		{"add a CORS origin", map[string]any{"corsOrigins": []string{"https://preview.acme.example", "https://attacker.example"}}, "input.corsOrigins"},
		{"change the website", map[string]any{"website": "https://attacker.example"}, "input.website"},
		{"change the jobsite URL", map[string]any{"jobsiteUrl": "https://attacker.example"}, "input.jobsiteUrl"},
		{"clear the settings", map[string]any{"domainAlias": nil, "domainAliasVerified": nil, "website": nil, "jobsiteUrl": nil, "corsOrigins": nil},
			"input.corsOrigins input.domainAlias input.jobsiteUrl input.website"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := w.a.wantCode(t, "FORBIDDEN", updateCompany, editor, vars("c", acme, "in", profile("Renamed by editor", tc.change)))
			names := fieldNames(e)
			slices.Sort(names)
			if got := joinFields(names); got != tc.field {
				t.Fatalf("fields %q, want %q", got, tc.field)
			}
		})
	}
	stored, err := w.s.Modules.Careers.Companies.Get(testkit.System(), w.acme.Company.ID)
	if err != nil {
		t.Fatal(err)
	}
	if stored.Name != "Acme" || !stored.Active || stored.DomainAliasVerified == nil || *stored.DomainAliasVerified ||
		!slices.Equal(stored.CORSOrigins, []string{"https://preview.acme.example"}) || stored.Website != "https://acme.example" {
		t.Fatalf("an editor's refused update was saved: %+v", stored.Company)
	}
	if origin("https://attacker.example") != 403 || origin("https://preview.acme.example") != 200 {
		t.Fatal("the content API's origins changed")
	}

	// The profile without the settings keeps them; sent back unchanged they
	// are accepted.
	w.a.data(t, updateCompany, &got, editor, vars("c", acme, "in", map[string]any{"name": "Acme by editor"}))
	c := got.UpdateCompany
	if c.Name != "Acme by editor" || !c.Active || c.Website != "https://acme.example" || c.JobsiteURL != "https://jobs.acme.example" ||
		c.DomainAlias == nil || *c.DomainAlias != "jobs.acme.example" || !slices.Equal(c.CorsOrigins, []string{"https://preview.acme.example"}) {
		t.Fatalf("settings not kept: %+v", c)
	}
	w.a.data(t, updateCompany, &got, editor, vars("c", acme, "in", profile("Acme again", nil)))
	if got.UpdateCompany.Name != "Acme again" {
		t.Fatalf("unchanged settings: %+v", got.UpdateCompany)
	}
	// Given partly, the settings need active.
	e := w.a.wantCode(t, "VALIDATION_FAILED", updateCompany, w.admin, vars("c", acme, "in", map[string]any{"name": "Acme", "website": "https://acme.example"}))
	if joinFields(fieldNames(e)) != "input.active" {
		t.Fatalf("fields %v", fieldNames(e))
	}
	// Admins change them.
	w.a.data(t, updateCompany, &got, w.admin, vars("c", acme, "in", profile("Acme", map[string]any{"domainAliasVerified": true,
		"corsOrigins": []string{"https://partner.example"}})))
	if c := got.UpdateCompany; c.DomainAliasVerified == nil || !*c.DomainAliasVerified || !slices.Equal(c.CorsOrigins, []string{"https://partner.example"}) {
		t.Fatalf("admin: %+v", c)
	}
}

func joinFields(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += " "
		}
		out += n
	}
	return out
}
