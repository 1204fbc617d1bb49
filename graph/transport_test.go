package graph_test

import (
	"encoding/json"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// TestTransportErrors: requests gqlgen's transports would refuse without
// an error code (or as text/plain) are answered in the GraphQL shape with
// extensions.code and a JSON content type.
func TestTransportErrors(t *testing.T) {
	s := testkit.NewServer(t)
	for _, tc := range []struct {
		name, method, target, ct, body string
		status                         int
		code                           string
	}{
		{"form body", "POST", "/graphql", "application/x-www-form-urlencoded", "query={__typename}", 415, "unsupported_media_type"},
		{"no content type", "POST", "/graphql", "", `{"query":"{ __typename }"}`, 415, "unsupported_media_type"},
		{"body not an object", "POST", "/graphql", "application/json", `[1,2]`, 400, "bad_request"},
		{"query not a string", "POST", "/graphql", "application/json", `{"query":7}`, 400, "bad_request"},
		{"variables not an object", "POST", "/graphql", "application/json", `{"query":"{ __typename }","variables":"x"}`, 400, "bad_request"},
		{"truncated", "POST", "/graphql", "application/json", `{"query":"{ __type`, 400, "bad_request"},
		{"too deep", "POST", "/graphql", "application/json", `{"query":"{ __typename }","variables":{"a":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}}`, 400, "bad_request"},
		{"invalid UTF-8", "POST", "/graphql", "application/json", "{\"query\":\"{ __typename } # \xff\"}", 400, "bad_request"},
		{"GET variables not JSON", "GET", "/graphql?query=%7B__typename%7D&variables=nope", "", "", 400, "bad_request"},
		// fasthttp re-escapes a stray "%", so the query arrives as the text "%zz".
		{"GET malformed query string", "GET", "/graphql?query=%zz", "", "", 422, "GRAPHQL_PARSE_FAILED"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var body any
			if tc.body != "" {
				body = tc.body
			}
			req := testkit.Request(tc.method, tc.target, body)
			if tc.ct != "" {
				req.Header.Set("Content-Type", tc.ct)
			}
			r := s.Do(t, req)
			var g gqlResponse
			if err := json.Unmarshal(r.Body, &g); err != nil || r.StatusCode != tc.status || g.code() != tc.code ||
				!strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
				t.Fatalf("%d %q %s", r.StatusCode, r.Header.Get("Content-Type"), r.Body)
			}
		})
	}
	r := s.Do(t, testkit.Request("POST", "/graphql", map[string]any{"query": "{ __typename }"}))
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), "Query") {
		t.Fatalf("a good request: %d %s", r.StatusCode, r.Body)
	}
}
