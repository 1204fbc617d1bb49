package calendar_test

import (
	"strings"
	"testing"

	"corkboard/internal/testkit"
)

// Anonymous GraphQL queries are answered from the response cache until a
// write; callers with credentials, mutations and answers with errors
// never are.
func TestGraphQLQueriesAreCachedForAnonymousCallers(t *testing.T) {
	f := newFixture(t)
	create := func(title, status string) {
		f.call("POST", root+"/events", map[string]any{"title": title, "status": status,
			"start_date": "2026-11-25 10:00", "end_date": "2026-11-25 12:00"}, f.admin)
	}
	create("Published talk", "publish")
	create("Draft talk", "draft")
	query := map[string]any{"query": `query ($s: [PostStatus!]) { events(filter: {statuses: $s}) { totalCount nodes { title } } }`}
	gql := func(body any, auth string) *testkit.Response {
		t.Helper()
		var headers []string
		if auth != "" {
			headers = []string{"Authorization", auth}
		}
		return f.Do(t, testkit.Request("POST", "/graphql", body, headers...))
	}

	first := gql(query, "")
	n := f.CountQueries()
	again := gql(query, "")
	if q := n(); q != 0 || string(again.Body) != string(first.Body) || !strings.Contains(string(first.Body), `"totalCount":1`) {
		t.Fatalf("kept answer: %d queries, %s then %s", q, first.Body, again.Body)
	}
	if etag := again.Header.Get("ETag"); etag == "" || again.Header.Get("Cache-Control") != "" {
		t.Errorf("headers of a kept answer: %v", again.Header)
	}
	// An editor asking the same sees the draft: credentials bypass the cache.
	if body := string(gql(query, f.editor).Body); !strings.Contains(body, "Draft talk") {
		t.Errorf("editor: %s", body)
	}
	if body := string(gql(query, "").Body); strings.Contains(body, "Draft talk") {
		t.Errorf("anonymous after the editor: %s", body)
	}
	// A write shows at once.
	create("Another talk", "publish")
	if body := string(gql(query, "").Body); !strings.Contains(body, `"totalCount":2`) {
		t.Fatalf("after a write: %s", body)
	}
	// An answer with errors (an anonymous caller asking for drafts) is
	// not kept, and says so.
	drafts := map[string]any{"query": query["query"], "variables": map[string]any{"s": []string{"DRAFT"}}}
	bad := gql(drafts, "")
	if !strings.Contains(string(bad.Body), `"errors"`) || bad.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("error answer: %v %s", bad.Header, bad.Body)
	}
	if r := gql(drafts, ""); r.Header.Get("ETag") != "" || r.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("an answer with errors was served from the cache: %v", r.Header)
	}
	// Mutations are never kept.
	mutation := map[string]any{"query": `mutation { createEvent(input: {title: "x"}) { id } }`}
	if r := gql(mutation, ""); r.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("mutation answer: %v %s", r.Header, r.Body)
	}
}
