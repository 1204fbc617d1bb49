package graph_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
)

// gqlError is one GraphQL error with the extensions the presenter sets.
type gqlError struct {
	Message    string `json:"message"`
	Path       []any  `json:"path"`
	Extensions struct {
		Code   string               `json:"code"`
		Reason string               `json:"reason"`
		Fields []modules.FieldError `json:"fields"`
	} `json:"extensions"`
}

// api drives /graphql of a real server with gqlgen's client. The client
// calls an http.Handler; this one hands the request to the Fiber app with
// app.Test, so every request runs the production stack (request id,
// authentication, limits, the GraphQL handler).
type api struct {
	s *testkit.Server
	c *client.Client
}

func newAPI(s *testkit.Server) *api {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.RequestURI = "" // app.Test sends r.URL
		resp, err := s.App.Test(r, -1)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		for k, vs := range resp.Header {
			w.Header()[k] = vs
		}
		w.WriteHeader(resp.StatusCode)
		_, _ = io.Copy(w, resp.Body)
	})
	return &api{s: s, c: client.New(h, client.Path("/graphql"))}
}

// bearer authenticates as an API key.
func bearer(key string) client.Option { return client.AddHeader("Authorization", "Bearer "+key) }

// vars sets variables from name/value pairs.
func vars(kv ...any) client.Option {
	return func(r *client.Request) {
		for i := 0; i+1 < len(kv); i += 2 {
			client.Var(kv[i].(string), kv[i+1])(r)
		}
	}
}

// post runs an operation and returns its data (JSON) and errors. An HTTP
// error status (refused before execution) fails the test.
func (a *api) post(t testing.TB, query string, opts ...client.Option) (json.RawMessage, []gqlError) {
	t.Helper()
	resp, err := a.c.RawPost(query, opts...)
	if err != nil {
		t.Fatalf("%s: %v", firstLine(query), err)
	}
	data, err := json.Marshal(resp.Data)
	if err != nil {
		t.Fatal(err)
	}
	var errs []gqlError
	if len(resp.Errors) > 0 {
		if err := json.Unmarshal(resp.Errors, &errs); err != nil {
			t.Fatalf("errors %s: %v", resp.Errors, err)
		}
	}
	return data, errs
}

// data runs an operation that must succeed and decodes its data into out.
func (a *api) data(t testing.TB, query string, out any, opts ...client.Option) {
	t.Helper()
	data, errs := a.post(t, query, opts...)
	if len(errs) > 0 {
		t.Fatalf("%s: unexpected errors %+v", firstLine(query), errs)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("decode %s: %v", data, err)
		}
	}
}

// fail runs an operation that must fail and returns its first error.
func (a *api) fail(t testing.TB, query string, opts ...client.Option) gqlError {
	t.Helper()
	_, errs := a.post(t, query, opts...)
	if len(errs) == 0 {
		t.Fatalf("%s: succeeded, want an error", firstLine(query))
	}
	return errs[0]
}

// allErrors runs an operation that must fail and returns all its errors.
func (a *api) allErrors(t testing.TB, query string, opts ...client.Option) []gqlError {
	t.Helper()
	_, errs := a.post(t, query, opts...)
	if len(errs) == 0 {
		t.Fatalf("%s: succeeded, want an error", firstLine(query))
	}
	return errs
}

// sameSet reports whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// wantCode runs an operation that must fail with code.
func (a *api) wantCode(t testing.TB, code, query string, opts ...client.Option) gqlError {
	t.Helper()
	e := a.fail(t, query, opts...)
	if e.Extensions.Code != code {
		t.Fatalf("%s: code %q (%s), want %q", firstLine(query), e.Extensions.Code, e.Message, code)
	}
	return e
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i > 0 {
		s = s[:i]
	}
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return s
}

// fieldNames lists the field names of an error.
func fieldNames(e gqlError) []string {
	var out []string
	for _, f := range e.Extensions.Fields {
		out = append(out, f.Field)
	}
	return out
}

func mustJSON(t testing.TB, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("decode %s: %v", data, err)
	}
}
