package content_test

import (
	"fmt"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
)

// TestTenancy: two companies on one deployment; each key sees only its
// own company, and the other's ids are 404 (or, inside a body, unknown).
func TestTenancy(t *testing.T) {
	w := newApplyWorld(t)
	m := careersOf(w.s)
	careerstest.NewLocation(t, m, w.acme.Company.ID, "Brussels")
	careerstest.NewLocation(t, m, w.other.Company.ID, "Ghent")
	for _, tc := range []struct {
		tenant       testkit.Tenant
		own, foreign string
	}{{w.acme, "acme", "other"}, {w.other, "other", "acme"}} {
		t.Run(tc.own, func(t *testing.T) {
			r := get(t, w.s, "/content/v1/company", tc.tenant.Key)
			if !strings.Contains(string(r.Body), `"subdomain":"`+tc.own+`"`) {
				t.Fatalf("company: %s", r.Body)
			}
			r = get(t, w.s, "/content/v1/locations", tc.tenant.Key)
			if strings.Count(string(r.Body), `"type":"location"`) != 1 {
				t.Fatalf("locations: %s", r.Body)
			}
		})
	}
	r := get(t, w.s, fmt.Sprintf("/content/v1/jobs/%d", w.foreignJob.ID), w.acme.Key)
	expectError(t, r, 404, "not_found")
	golden(t, "error_404", r.Body)
	r = get(t, w.s, "/content/v1/jobs", w.acme.Key)
	if strings.Contains(string(r.Body), "Foreign") {
		t.Fatalf("foreign job listed: %s", r.Body)
	}
	a := w.valid(t)
	a["curriculum_vitae"] = w.foreignFile
	expectError(t, w.apply(t, doc(a)), 422, "validation_failed", "/data/attributes/curriculum_vitae")
	a = w.valid(t)
	a["job_id"] = w.foreignJob.ID
	expectError(t, w.apply(t, doc(a)), 422, "validation_failed", "/data/attributes/job_id")
}

func TestErrorShapes(t *testing.T) {
	w := newApplyWorld(t)
	reader := testkit.NewTenant(t, w.s.Modules.Accounts, "reader", modules.ScopeContentRead)
	r := w.s.Do(t, testkit.Request("POST", "/content/v1/applications", doc(map[string]any{}), "Authorization", "Bearer "+reader.Key))
	expectError(t, r, 403, "forbidden")
	golden(t, "error_403", r.Body)
	a := w.valid(t)
	if r := w.apply(t, doc(a)); r.StatusCode != 200 {
		t.Fatal(r.StatusCode)
	}
	cv := a["curriculum_vitae"]
	a = w.valid(t)
	a["curriculum_vitae"] = cv
	r = w.apply(t, doc(a))
	expectError(t, r, 409, "conflict", "/data/attributes/curriculum_vitae")
	golden(t, "error_409", r.Body)
	r = w.apply(t, `{"data": {"type": "application", "attributes": {`, "Content-Type", "application/json")
	expectError(t, r, 400, "bad_request")
	golden(t, "error_400_json", r.Body)
	r = w.apply(t, `{"data":{"type":"application","attributes":{"motivation":"`+strings.Repeat("x", 1<<20)+`"}}}`, "Content-Type", "application/json")
	golden(t, "error_413_json", r.Body)
}
