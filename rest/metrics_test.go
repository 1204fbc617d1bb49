package rest_test

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/metrics"
	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
)

func TestMetricsEndpoint(t *testing.T) {
	t.Parallel()
	t.Run("off by default", func(t *testing.T) {
		s := testkit.NewServer(t)
		if r := s.Do(t, testkit.Request("GET", "/metrics", nil)); r.StatusCode != 404 {
			t.Fatalf("metrics served while off: %d", r.StatusCode)
		}
	})
	t.Run("on", func(t *testing.T) {
		var reg *metrics.Registry
		s := testkit.NewServer(t, testkit.WithEnv(func(env *testkit.Env) {
			reg = metrics.New(env.DB.DB)
			env.Deps.Metrics = reg
		}), testkit.WithHTTP(func(c *app.HTTPConfig) { c.Metrics = reg }))
		mods := s.Modules
		s.Do(t, testkit.Request("GET", "/healthz", nil))
		s.Do(t, testkit.Request("GET", "/healthz", nil))
		s.Do(t, testkit.Request("POST", "/healthz", nil))
		s.Do(t, testkit.Request("GET", "/no/such/path/12345", nil))
		s.Deps.M().UploadBytes("image", 1234)
		s.Deps.M().CacheLookup("events", true)
		s.Deps.M().SweepRun("queued-files", 3, nil)
		// The modules report what they do: an upload, a media image, two
		// browser requests (the CORS origins are looked up, then cached).
		tenant := testkit.NewTenant(t, mods.Accounts, "acme")
		cv := careerstest.PDF("cv")
		up := upload("document", "cv.pdf", cv)
		up.Header.Set("Authorization", "Bearer "+tenant.Key)
		if r := s.Do(t, up); r.StatusCode != 200 {
			t.Fatalf("upload: %d %s", r.StatusCode, r.Body)
		}
		if _, err := mods.Media.Images.Upload(testkit.System(), "p.png", bytes.NewReader(careerstest.PNG(2, 2))); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2; i++ {
			s.Do(t, testkit.Request("GET", "/content/v1/company", nil, "Authorization", "Bearer "+tenant.Key, "Origin", "https://site.example"))
		}
		r := s.Do(t, testkit.Request("GET", "/metrics", nil))
		body := string(r.Body)
		for _, want := range []string{
			`corkboard_http_requests_total{method="GET",route="/healthz",status="200"} 2`,
			`corkboard_http_requests_total{method="POST",route="/healthz",status="405"} 1`,
			`corkboard_http_request_duration_seconds_bucket{method="GET",route="/healthz"`,
			`corkboard_upload_bytes_total{kind="image"} 1234`,
			`corkboard_cache_lookups_total{cache="events",result="hit"} 1`,
			`corkboard_sweep_runs_total{result="ok",sweep="queued-files"} 1`,
			`corkboard_sweep_removed_total{sweep="queued-files"} 3`,
			`go_sql_open_connections{db_name="corkboard"}`,
			fmt.Sprintf(`corkboard_upload_bytes_total{kind="document"} %d`, len(cv)),
			`corkboard_upload_bytes_total{kind="media"}`,
			`corkboard_cache_lookups_total{cache="cors_origins",result="miss"} 1`,
			`corkboard_cache_lookups_total{cache="cors_origins",result="hit"}`,
		} {
			if !strings.Contains(body, want) {
				t.Errorf("metrics lack %s in\n%s", want, grep(body, "corkboard_http_requests_total"))
			}
		}
		if strings.Contains(body, "/no/such/path/12345") {
			t.Error("raw unmatched path used as a label")
		}
	})
}

// The query hook counts the statements of each request, which is how the
// benchmark reports SQL queries per request.
func TestMetricsCountQueries(t *testing.T) {
	t.Parallel()
	var reg *metrics.Registry
	s := testkit.NewServer(t, testkit.WithEnv(func(env *testkit.Env) {
		reg = metrics.New(env.DB.DB)
		env.Deps.Metrics = reg
	}), testkit.WithHTTP(func(c *app.HTTPConfig) { c.Metrics = reg }))
	for _, pool := range s.Pools() {
		if pool != nil {
			pool.AddQueryHook(reg.QueryHook())
		}
	}
	count := func() float64 {
		for _, l := range strings.Split(string(s.Do(t, testkit.Request("GET", "/metrics", nil)).Body), "\n") {
			if v, ok := strings.CutPrefix(l, "corkboard_db_queries_total "); ok {
				n, err := strconv.ParseFloat(v, 64)
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
		}
		t.Fatal("no corkboard_db_queries_total")
		return 0
	}
	before := count()
	if r := s.Do(t, testkit.Request("GET", "/calendar/events/v1/events/12345", nil)); r.StatusCode != 404 {
		t.Fatalf("unknown event: %d", r.StatusCode)
	}
	if n := count() - before; n < 1 || n > 5 {
		t.Errorf("one event lookup counted %v queries", n)
	}
	before = count()
	s.Do(t, testkit.Request("GET", "/healthz", nil))
	if n := count() - before; n != 0 {
		t.Errorf("/healthz counted %v queries", n)
	}
}

func grep(s, substr string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, substr) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
