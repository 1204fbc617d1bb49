package graph_test

import (
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/modules/careers/careerstest"
)

// TestAdminWritesToAnUnknownCompany: every admin operation naming a
// company that does not exist answers NOT_FOUND (never INTERNAL, nor a
// validation error about references in it), reads too (not an empty
// list).
func TestAdminWritesToAnUnknownCompany(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	const gone = "999999"
	job := careerstest.Job("Ghost", w.s.Clock.Now())
	jobIn := map[string]any{"status": "PUBLISHED", "translations": []map[string]any{{"language": "EN", "title": job.Translations["en"].Title}}}
	loc := map[string]any{"city": "Ghent", "country": "BE"}
	img := w.uploadImage(t, w.admin, "mark.png", careerstest.PNG(4, 4))
	for _, op := range []struct {
		name, query string
		vars        []any
		opts        []client.Option
	}{
		{"updateCompany", `mutation($c: ID!) { updateCompany(companyId: $c, input: {name: "X", active: true}) { id } }`, nil, nil},
		{"setCompanyLogo", `mutation($c: ID!, $f: Upload!) { setCompanyLogo(companyId: $c, file: $f) { id } }`,
			[]any{"f", file(t, "logo.png", careerstest.PNG(4, 4))}, []client.Option{client.WithFiles()}},
		{"setCompanyLogoFromImage", `mutation($c: ID!, $i: ID!) { setCompanyLogoFromImage(companyId: $c, imageId: $i) { id } }`, []any{"i", img}, nil},
		{"removeCompanyLogo", `mutation($c: ID!) { removeCompanyLogo(companyId: $c) { id } }`, nil, nil},
		{"createLocation", `mutation($c: ID!, $in: LocationInput!) { createLocation(companyId: $c, input: $in) { id } }`, []any{"in", loc}, nil},
		{"updateLocation", `mutation($c: ID!, $in: LocationInput!) { updateLocation(companyId: $c, id: "1", input: $in) { id } }`, []any{"in", loc}, nil},
		{"deleteLocation", `mutation($c: ID!) { deleteLocation(companyId: $c, id: "1") }`, nil, nil},
		{"createJobCategory", `mutation($c: ID!) { createJobCategory(companyId: $c, input: {name: [{language: EN, text: "X"}]}) { id } }`, nil, nil},
		{"createJob", `mutation($c: ID!, $in: JobInput!) { createJob(companyId: $c, input: $in) { id } }`, []any{"in", jobIn}, nil},
		{"updateJob", `mutation($c: ID!, $in: JobInput!) { updateJob(companyId: $c, id: "1", input: $in) { id } }`, []any{"in", jobIn}, nil},
		{"deleteJob", `mutation($c: ID!) { deleteJob(companyId: $c, id: "1") }`, nil, nil},
		{"deleteApplication", `mutation($c: ID!) { deleteApplication(companyId: $c, id: "1") }`, nil, nil},
		{"uploadFile", `mutation($c: ID, $f: Upload!) { uploadFile(companyId: $c, kind: DOCUMENT, file: $f) { id } }`,
			[]any{"f", file(t, "cv.pdf", careerstest.PDF("cv"))}, []client.Option{client.WithFiles()}},
		{"createApplication", `mutation($c: ID) { createApplication(companyId: $c, input: {jobId: "1", firstName: "A", lastName: "B",
			email: "a@example.com", disclaimer: true}) { id } }`, nil, nil},
		{"createApiKey", `mutation($c: ID!) { createApiKey(input: {companyId: $c, scopes: ["content:read"]}) { key } }`, nil, nil},
		{"apiKeys", `query($c: ID!) { apiKeys(companyId: $c) { id } }`, nil, nil},
		{"company", `query($c: ID) { company(companyId: $c) { id } }`, nil, nil},
		{"locations", `query($c: ID) { locations(companyId: $c) { id } }`, nil, nil},
		{"jobs", `query($c: ID) { jobs(companyId: $c) { nodes { id } } }`, nil, nil},
		{"applications", `query($c: ID) { applications(companyId: $c) { nodes { id } } }`, nil, nil},
	} {
		t.Run(op.name, func(t *testing.T) {
			opts := append([]client.Option{w.admin, vars(append([]any{"c", gone}, op.vars...)...)}, op.opts...)
			w.a.wantCode(t, "NOT_FOUND", op.query, opts...)
		})
	}
}
