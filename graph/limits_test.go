package graph_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

func TestGraphQLLimits(t *testing.T) {
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	deep := "{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }"
	tests := []struct {
		name, query, wantCode, wantText string
	}{
		{"within limits", "{ company { name } }", "", `"company"`},
		{"too deep", deep, "DEPTH_LIMIT_EXCEEDED", "depth limit of 12"},
		{"too many tokens", "{ company { " + strings.Repeat("name ", 20000) + "} }", "", "token limit"},
		{"too complex", "{ " + complexQuery(700) + " }", "COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 5000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": tt.query}, auth...))
			body := string(r.Body)
			if tt.wantCode != "" && !strings.Contains(body, `"code":"`+tt.wantCode+`"`) {
				t.Fatalf("want %s, got %d %s", tt.wantCode, r.StatusCode, trunc(body))
			}
			if !strings.Contains(body, tt.wantText) {
				t.Fatalf("want %q in %d %s", tt.wantText, r.StatusCode, trunc(body))
			}
		})
	}
}

// complexQuery aliases the company field n times (8 points each).
func complexQuery(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "c%d: company { id name email active subdomain website jobsiteUrl } ", i)
	}
	return b.String()
}

func trunc(s string) string {
	if len(s) > 400 {
		return s[:400] + "…"
	}
	return s
}

func TestGraphQLPersistedQueriesOverGET(t *testing.T) {
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	query := "{ company { subdomain } }"
	sum := sha256.Sum256([]byte(query))
	ext := `{"persistedQuery":{"version":1,"sha256Hash":"` + hex.EncodeToString(sum[:]) + `"}}`

	r := s.Do(t, testkit.Request("GET", "/graphql?extensions="+url.QueryEscape(ext), nil, auth...))
	if !strings.Contains(string(r.Body), "PERSISTED_QUERY_NOT_FOUND") {
		t.Fatalf("unknown hash: %s", r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?query="+url.QueryEscape(query)+"&extensions="+url.QueryEscape(ext), nil, auth...))
	if !strings.Contains(string(r.Body), `"subdomain":"acme"`) {
		t.Fatalf("register: %s", r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?extensions="+url.QueryEscape(ext), nil, auth...))
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"subdomain":"acme"`) {
		t.Fatalf("by hash: %d %s", r.StatusCode, r.Body)
	}
	r = s.Do(t, testkit.Request("GET", "/graphql?query="+url.QueryEscape("mutation { x }"), nil, auth...))
	if r.StatusCode == 200 && !strings.Contains(string(r.Body), "errors") {
		t.Fatalf("mutation over GET accepted: %s", r.Body)
	}
}
