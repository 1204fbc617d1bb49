package graph_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/url"
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// TestTransportErrors: requests gqlgen's transports would refuse without
// an error code (or as text/plain) are answered in the GraphQL shape with
// extensions.code and a JSON content type.
func TestTransportErrors(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	for _, tc := range []struct {
		name, method, target, ct, body string
		status                         int
		code                           string
	}{
		{"form body", "POST", "/graphql", "application/x-www-form-urlencoded", "query={__typename}", 415, "UNSUPPORTED_MEDIA_TYPE"},
		{"no content type", "POST", "/graphql", "", `{"query":"{ __typename }"}`, 415, "UNSUPPORTED_MEDIA_TYPE"},
		{"body not an object", "POST", "/graphql", "application/json", `[1,2]`, 400, "BAD_REQUEST"},
		{"query not a string", "POST", "/graphql", "application/json", `{"query":7}`, 400, "BAD_REQUEST"},
		{"variables not an object", "POST", "/graphql", "application/json", `{"query":"{ __typename }","variables":"x"}`, 400, "BAD_REQUEST"},
		{"truncated", "POST", "/graphql", "application/json", `{"query":"{ __type`, 400, "BAD_REQUEST"},
		{"too deep", "POST", "/graphql", "application/json", `{"query":"{ __typename }","variables":{"a":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}}`, 400, "BAD_REQUEST"},
		{"invalid UTF-8", "POST", "/graphql", "application/json", "{\"query\":\"{ __typename } # \xff\"}", 400, "BAD_REQUEST"},
		{"GET variables not JSON", "GET", "/graphql?query=%7B__typename%7D&variables=nope", "", "", 400, "BAD_REQUEST"},
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

// TestMultipartReportsLikeJSON: a document or variables that fail
// GraphQL's checks are answered alike whether they come as JSON or in
// the operations part of a multipart request (an upload): the same
// status (422) and code.
func TestMultipartReportsLikeJSON(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	auth := []string{"Authorization", "Bearer " + tenant.Key}
	for _, tc := range []struct{ name, ops, code string }{
		{"unknown enum value", `{"query":"mutation($file: Upload!) { uploadFile(kind: NOPE, file: $file) { id } }","variables":{"file":null}}`, "GRAPHQL_VALIDATION_FAILED"},
		{"unknown field", `{"query":"mutation($file: Upload!) { uploadFile(kind: DOCUMENT, file: $file) { nope } }","variables":{"file":null}}`, "GRAPHQL_VALIDATION_FAILED"},
		{"variable of the wrong type", `{"query":"mutation($k: FileKind!, $file: Upload!) { uploadFile(kind: $k, file: $file) { id } }","variables":{"file":null,"k":"NOPE"}}`, "GRAPHQL_VALIDATION_FAILED"},
		{"does not parse", `{"query":"mutation($file: Upload!) { uploadFile(kind: DOCUMENT, file: $file) { id }","variables":{"file":null}}`, "GRAPHQL_PARSE_FAILED"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			mw := multipart.NewWriter(&b)
			_ = mw.WriteField("operations", tc.ops)
			_ = mw.WriteField("map", `{"0":["variables.file"]}`)
			fw, _ := mw.CreateFormFile("0", "a.txt")
			_, _ = fw.Write([]byte("hello"))
			_ = mw.Close()
			for _, r := range []*testkit.Response{
				s.Do(t, testkit.Request("POST", "/graphql", []byte(tc.ops), append([]string{"Content-Type", "application/json"}, auth...)...)),
				s.Do(t, testkit.Request("POST", "/graphql", b.Bytes(), append([]string{"Content-Type", mw.FormDataContentType()}, auth...)...)),
			} {
				var g gqlResponse
				if err := json.Unmarshal(r.Body, &g); err != nil || r.StatusCode != 422 || g.code() != tc.code {
					t.Fatalf("%d %s", r.StatusCode, r.Body)
				}
			}
		})
	}
	// The multipart transport's own refusals of a malformed request keep
	// their code.
	r := s.Do(t, testkit.Request("POST", "/graphql", []byte("--b\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{}\r\n--b--\r\n"),
		append([]string{"Content-Type", "multipart/form-data; boundary=b"}, auth...)...))
	var g gqlResponse
	if err := json.Unmarshal(r.Body, &g); err != nil || r.StatusCode != 400 || g.code() != "BAD_REQUEST" {
		t.Fatalf("no operations part: %d %s", r.StatusCode, r.Body)
	}
}

// TestMutationOverGET: GET runs queries only; a mutation sent with GET
// is refused before it runs, 405 with Allow: POST and a code.
func TestMutationOverGET(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	tenant := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	for _, q := range []string{
		`mutation { createApplication(input: {jobId: "1", firstName: "a", lastName: "b", email: "a@example.com", disclaimer: true}) { id } }`,
		`query A { company { name } } mutation B { revokeApiKey(id: "1") { id } }&operationName=B`,
	} {
		target := "/graphql?query=" + url.QueryEscape(q)
		if before, name, ok := strings.Cut(q, "&operationName="); ok {
			target = "/graphql?query=" + url.QueryEscape(before) + "&operationName=" + name
		}
		r := s.Do(t, testkit.Request("GET", target, nil, "Authorization", "Bearer "+tenant.Key))
		var g gqlResponse
		if err := json.Unmarshal(r.Body, &g); err != nil || r.StatusCode != 405 || g.code() != "METHOD_NOT_ALLOWED" ||
			r.Header.Get("Allow") != "POST" {
			t.Fatalf("%d Allow %q: %s", r.StatusCode, r.Header.Get("Allow"), r.Body)
		}
	}
	// The query of the same document runs.
	r := s.Do(t, testkit.Request("GET", "/graphql?operationName=A&query="+
		url.QueryEscape(`query A { company { name } } mutation B { revokeApiKey(id: "1") { id } }`), nil, "Authorization", "Bearer "+tenant.Key))
	if r.StatusCode != 200 || !strings.Contains(string(r.Body), `"company"`) {
		t.Fatalf("query A: %d %s", r.StatusCode, r.Body)
	}
}
