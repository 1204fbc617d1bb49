package graph_test

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// rest calls the REST interface and decodes the JSON body.
func rest(t *testing.T, s *testkit.Server, method, path string, body any, headers ...string) (int, map[string]any) {
	t.Helper()
	r := s.Do(t, testkit.Request(method, path, body, headers...))
	var out map[string]any
	if len(r.Body) > 0 {
		r.JSON(t, &out)
	}
	return r.StatusCode, out
}

// restCode is the code of a REST error body: JSON:API errors[0].code for
// the content interface, code (the calendar's reason) otherwise.
// restCode is a REST body's error code in GraphQL's spelling (REST says
// not_found where GraphQL says NOT_FOUND), so that the two compare.
func restCode(body map[string]any) string {
	return strings.ToUpper(restCodeAsSent(body))
}

func restCodeAsSent(body map[string]any) string {
	if errs, ok := body["errors"].([]any); ok && len(errs) > 0 {
		return errs[0].(map[string]any)["code"].(string)
	}
	if c, ok := body["code"].(string); ok {
		return c
	}
	return ""
}

// restFields are the field names of a JSON:API error body, relative to
// the attributes (or the query parameter names).
func restFields(body map[string]any) []string {
	var out []string
	errs, _ := body["errors"].([]any)
	for _, e := range errs {
		src, _ := e.(map[string]any)["source"].(map[string]any)
		if p, ok := src["pointer"].(string); ok {
			out = append(out, strings.TrimPrefix(p, "/data/attributes/"))
		} else if p, ok := src["parameter"].(string); ok {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

func restIDs(body map[string]any) []string {
	var out []string
	data, _ := body["data"].([]any)
	for _, d := range data {
		out = append(out, jsonID(d.(map[string]any)["id"]))
	}
	return out
}

func jsonID(v any) string {
	b, _ := json.Marshal(v)
	return strings.Trim(string(b), `"`)
}

// TestCareersParity makes the same calls through REST and GraphQL and
// compares the records returned and the refusals.
func TestCareersParity(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	auth := func(key string) []string { return []string{"Authorization", "Bearer " + key} }
	acme := auth(w.acme.Key)

	lists := []struct {
		name   string
		query  url.Values
		lang   string
		vars   []any
		titles bool
	}{
		{"default list", nil, "", nil, false},
		{"second page of one", url.Values{"page": {"2"}, "per_page": {"1"}}, "", []any{"page", 2, "perPage", 1}, false},
		{"per_page capped", url.Values{"per_page": {"500"}}, "", []any{"perPage", 500}, false},
		{"by title in Dutch", url.Values{"sort": {"title"}}, "nl", []any{"sort", "TITLE", "language", []string{"NL"}}, true},
		{"oldest first in French then English", url.Values{"sort": {"published_at"}}, "fr, en;q=0.5", []any{"sort", "PUBLISHED_AT", "language", []string{"FR", "EN"}}, true},
		{"location and employment type", url.Values{"location": {id(w.locs[1].ID)}, "employment_type": {"fulltime,parttime"}}, "",
			[]any{"filter", map[string]any{"locationIds": []string{id(w.locs[1].ID)}, "employmentTypes": []string{"FULLTIME", "PARTTIME"}}}, false},
		{"category and workplace", url.Values{"category": {id(w.cats[0].ID)}, "workplace_type": {"hybrid"}}, "",
			[]any{"filter", map[string]any{"categoryIds": []string{id(w.cats[0].ID)}, "workplaceTypes": []string{"HYBRID"}}}, false},
		{"search", url.Values{"search": {"engineer"}}, "", []any{"filter", map[string]any{"search": "engineer"}}, false},
		{"updated since", url.Values{"updated_since": {"2026-11-21T08:00:00Z"}}, "", []any{"filter", map[string]any{"updatedSince": "2026-11-21T08:00:00Z"}}, false},
	}
	for _, l := range lists {
		t.Run("jobs: "+l.name, func(t *testing.T) {
			path := "/content/v1/jobs"
			if len(l.query) > 0 {
				path += "?" + l.query.Encode()
			}
			status, body := rest(t, w.s, "GET", path, nil, append(acme, "Accept-Language", l.lang)...)
			if status != 200 {
				t.Fatalf("REST %d %v", status, body)
			}
			var got jobsData
			w.a.data(t, jobsQuery, &got, bearer(w.acme.Key), vars(l.vars...))
			if !slices.Equal(restIDs(body), got.ids()) {
				t.Fatalf("REST %v, GraphQL %v", restIDs(body), got.ids())
			}
			meta := body["meta"].(map[string]any)
			if int(meta["total"].(float64)) != got.Jobs.TotalCount || int(meta["per_page"].(float64)) != got.Jobs.PerPage ||
				int(meta["total_pages"].(float64)) != got.Jobs.TotalPages {
				t.Fatalf("REST meta %v, GraphQL %+v", meta, got.Jobs)
			}
			if l.titles {
				for i, d := range body["data"].([]any) {
					attrs := d.(map[string]any)["attributes"].(map[string]any)
					n := got.Jobs.Nodes[i]
					if attrs["title"] != n.Title || strings.ToUpper(attrs["language"].(string)) != n.Language {
						t.Fatalf("REST %v/%v, GraphQL %s/%s", attrs["title"], attrs["language"], n.Title, n.Language)
					}
				}
			}
		})
	}

	t.Run("job in Dutch", func(t *testing.T) {
		j := w.jobs["engineer"]
		_, body := rest(t, w.s, "GET", "/content/v1/jobs/"+id(j.ID), nil, append(acme, "Accept-Language", "nl")...)
		var got struct{ Job jobNode }
		w.a.data(t, `query($id: ID!) { job(id: $id, language: [NL]) { id title language locations { id } } }`, &got,
			bearer(w.acme.Key), vars("id", id(j.ID)))
		attrs := body["attributes"].(map[string]any)
		locs := body["relationships"].(map[string]any)["locations"].([]any)
		if attrs["title"] != got.Job.Title || len(locs) != len(got.Job.Locations) || jsonID(locs[0]) != got.Job.Locations[0].ID {
			t.Fatalf("REST %v %v, GraphQL %+v", attrs["title"], locs, got.Job)
		}
	})

	t.Run("locations and company", func(t *testing.T) {
		_, body := rest(t, w.s, "GET", "/content/v1/locations", nil, acme...)
		var got struct {
			Locations []struct{ ID string }
			Company   struct{ Name, Subdomain string }
		}
		w.a.data(t, `{ locations { id } company { name subdomain } }`, &got, bearer(w.acme.Key))
		var ids []string
		for _, l := range got.Locations {
			ids = append(ids, l.ID)
		}
		if !slices.Equal(restIDs(body), ids) {
			t.Fatalf("REST %v, GraphQL %v", restIDs(body), ids)
		}
		_, body = rest(t, w.s, "GET", "/content/v1/company", nil, acme...)
		attrs := body["attributes"].(map[string]any)
		if attrs["name"] != got.Company.Name || attrs["subdomain"] != got.Company.Subdomain {
			t.Fatalf("REST %v, GraphQL %+v", attrs, got.Company)
		}
	})

	refusals := []struct {
		name, path, gql string
		headers         []string
		opts            []client.Option
		code            string
	}{
		{"draft job", "/content/v1/jobs/" + id(w.jobs["draft"].ID), `{ job(id: "` + id(w.jobs["draft"].ID) + `") { id } }`, acme, []client.Option{bearer(w.acme.Key)}, "NOT_FOUND"},
		{"another company's job", "/content/v1/jobs/" + id(w.jobs["foreign"].ID), `{ job(id: "` + id(w.jobs["foreign"].ID) + `") { id } }`, acme, []client.Option{bearer(w.acme.Key)}, "NOT_FOUND"},
		{"no key", "/content/v1/jobs", `{ jobs { totalCount } }`, nil, nil, "UNAUTHENTICATED"},
		{"key without content:read", "/content/v1/company", `{ company { name } }`, auth(w.calendarKey), []client.Option{bearer(w.calendarKey)}, "FORBIDDEN"},
		{"page 0", "/content/v1/jobs?page=0", `{ jobs(page: 0) { totalCount } }`, acme, []client.Option{bearer(w.acme.Key)}, "BAD_REQUEST"},
		{"search too long", "/content/v1/jobs?search=" + strings.Repeat("a", 201), `{ jobs(filter: {search: "` + strings.Repeat("a", 201) + `"}) { totalCount } }`, acme, []client.Option{bearer(w.acme.Key)}, "BAD_REQUEST"},
	}
	for _, r := range refusals {
		t.Run("refusal: "+r.name, func(t *testing.T) {
			_, body := rest(t, w.s, "GET", r.path, nil, r.headers...)
			e := w.a.fail(t, r.gql, r.opts...)
			if restCode(body) != r.code || e.Extensions.Code != r.code {
				t.Fatalf("REST %q, GraphQL %q, want %q", restCode(body), e.Extensions.Code, r.code)
			}
		})
	}

	t.Run("refusal: invalid application", func(t *testing.T) {
		cv := w.queue(t, w.acme.Company.ID, careers.KindImage, careerstest.PNG(2, 2))
		_, body := rest(t, w.s, "POST", "/content/v1/applications", map[string]any{"data": map[string]any{"type": "application",
			"attributes": map[string]any{"job_id": w.jobs["draft"].ID, "email": "nope", "curriculum_vitae": cv, "disclaimer": false}}}, acme...)
		e := w.a.fail(t, applyMutation, bearer(w.acme.Key), vars("input", map[string]any{"jobId": id(w.jobs["draft"].ID),
			"email": "nope", "curriculumVitae": id(cv), "disclaimer": false}))
		// The same fields, each transport naming them in its own terms
		// (REST: pointers into data.attributes; GraphQL: input paths).
		wantREST := []string{"curriculum_vitae", "disclaimer", "email", "first_name", "job_id", "last_name"}
		wantGraphQL := []string{"input.curriculumVitae", "input.disclaimer", "input.email", "input.firstName", "input.jobId", "input.lastName"}
		if restCode(body) != "VALIDATION_FAILED" || e.Extensions.Code != "VALIDATION_FAILED" ||
			!sameSet(restFields(body), wantREST) || !sameSet(fieldNames(e), wantGraphQL) {
			t.Fatalf("REST %s %v, GraphQL %s %v", restCode(body), restFields(body), e.Extensions.Code, fieldNames(e))
		}
	})

	t.Run("same application through both", func(t *testing.T) {
		cv1 := w.queue(t, w.acme.Company.ID, careers.KindDocument, careerstest.PDF("a"))
		cv2 := w.queue(t, w.acme.Company.ID, careers.KindDocument, careerstest.PDF("b"))
		status, body := rest(t, w.s, "POST", "/content/v1/applications", map[string]any{"data": map[string]any{"type": "application",
			"attributes": map[string]any{"job_id": w.jobs["engineer"].ID, "first_name": "A", "last_name": "B", "email": "a@b.example",
				"curriculum_vitae": cv1, "disclaimer": true}}}, acme...)
		var got struct {
			CreateApplication struct{ FirstName, Email, Referrer string }
		}
		w.a.data(t, applyMutation, &got, bearer(w.acme.Key), vars("input", map[string]any{"jobId": id(w.jobs["engineer"].ID),
			"firstName": "A", "lastName": "B", "email": "a@b.example", "curriculumVitae": id(cv2), "disclaimer": true}))
		attrs := body["attributes"].(map[string]any)
		if status != 200 || attrs["first_name"] != got.CreateApplication.FirstName || attrs["referrer"] != got.CreateApplication.Referrer {
			t.Fatalf("REST %d %v, GraphQL %+v", status, attrs, got.CreateApplication)
		}
	})
}

// TestJobJSONLDParity reads each visible job's JSON-LD in two languages
// through REST (attributes.json_ld) and GraphQL (Job.jsonLd, on a list,
// where the company and locations come through the loaders) and wants
// the same object, logo included, with <, > and & escaped in both bodies.
func TestJobJSONLDParity(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	m := w.s.Modules.Careers
	cid := w.acme.Company.ID
	if _, err := m.Companies.Update(testkit.System(), cid, careers.UpdateCompany{Name: "Acme <&> Co",
		Access: &careers.CompanyAccess{Active: true, Website: "https://www.acme.example", JobsiteURL: "https://careers.acme.example"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Companies.SetLogo(testkit.System(), cid, careers.Upload{Name: "logo.png", Body: bytes.NewReader(careerstest.PNG(8, 8))}); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"NL", "EN"} {
		resp, err := w.a.c.RawPost(`query($l: [CareersLanguage!]) { jobs(language: $l) { nodes { id jsonLd } } }`,
			bearer(w.acme.Key), vars("l", []string{lang}))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(resp.Data)
		var got struct {
			Jobs struct {
				Nodes []struct {
					ID     string
					JSONLd map[string]any
				}
			}
		}
		if err := json.Unmarshal(raw, &got); err != nil || len(got.Jobs.Nodes) != 3 {
			t.Fatalf("%s: %v %s %v", lang, err, raw, resp.Errors)
		}
		for _, n := range got.Jobs.Nodes {
			r := w.s.Do(t, testkit.Request("GET", "/content/v1/jobs/"+n.ID, nil, "Authorization", "Bearer "+w.acme.Key,
				"Accept-Language", strings.ToLower(lang)))
			if !strings.Contains(string(r.Body), `"name":"Acme \u003c\u0026\u003e Co"`) {
				t.Errorf("job %s: REST json_ld not escaped: %s", n.ID, r.Body)
			}
			var body struct {
				Attributes struct {
					JSONLD map[string]any `json:"json_ld"`
				}
			}
			r.JSON(t, &body)
			// Signed logo links carry an expiry counted from the request, so two
			// requests a second apart differ in expires and sig only.
			rest, _ := json.Marshal(unsignLogo(t, body.Attributes.JSONLD))
			gql, _ := json.Marshal(unsignLogo(t, n.JSONLd))
			if string(rest) != string(gql) {
				t.Errorf("job %s in %s:\nREST    %s\nGraphQL %s", n.ID, lang, rest, gql)
			}
			if org := n.JSONLd["hiringOrganization"].(map[string]any); org["logo"] == nil {
				t.Errorf("job %s: no logo in %v", n.ID, org)
			}
		}
	}
	// The GraphQL body escapes too.
	r := w.s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": `{ jobs { nodes { jsonLd } } }`}, "Authorization", "Bearer "+w.acme.Key))
	if !strings.Contains(string(r.Body), `Acme \u003c\u0026\u003e Co`) || strings.Contains(string(r.Body), "<") {
		t.Errorf("GraphQL json_ld not escaped: %s", r.Body)
	}
}

// unsignLogo replaces hiringOrganization.logo with its link minus the
// time-dependent expires and sig parameters, after checking both are there.
func unsignLogo(t *testing.T, ld map[string]any) map[string]any {
	t.Helper()
	org, _ := ld["hiringOrganization"].(map[string]any)
	logo, _ := org["logo"].(string)
	if logo == "" {
		return ld
	}
	u, err := url.Parse(logo)
	if err != nil {
		t.Fatalf("logo %q: %v", logo, err)
	}
	q := u.Query()
	if q.Get("expires") == "" || q.Get("sig") == "" {
		t.Errorf("logo %q is not signed", logo)
	}
	q.Del("expires")
	q.Del("sig")
	u.RawQuery = q.Encode()
	org["logo"] = u.String()
	return ld
}
