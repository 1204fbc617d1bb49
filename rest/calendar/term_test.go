package calendar_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestTermShapesMatchTheReference(t *testing.T) {
	f := newFixture(t)
	r := f.call("POST", root+"/categories", map[string]any{"name": "Oracle Category", "description": "A category", "slug": "oracle-category"}, f.admin)
	if r.StatusCode != 201 {
		t.Fatalf("create category: %d %s", r.StatusCode, r.Body)
	}
	assertShape(t, "06-category-create", r.Body)
	catID := id(t, r)
	r = f.call("POST", root+"/tags", map[string]any{"name": "Oracle Tag", "slug": "oracle-tag"}, f.admin)
	if r.StatusCode != 201 {
		t.Fatalf("create tag: %d %s", r.StatusCode, r.Body)
	}
	assertShape(t, "07-tag-create", r.Body)
	tagID := id(t, r)

	r = f.call("GET", root+"/categories/"+catID, nil, "")
	assertShape(t, "30-category-get", r.Body)
	r = f.call("GET", root+"/tags/"+tagID, nil, "")
	assertShape(t, "32-tag-get", r.Body)

	r = f.call("GET", root+"/categories?hide_empty=false", nil, "")
	assertShape(t, "29-categories-list", r.Body)
	if r.Header.Get("X-TEC-Total") != "1" || r.Header.Get("X-TEC-TotalPages") != "1" {
		t.Errorf("headers %v", r.Header)
	}
	r = f.call("GET", root+"/tags?hide_empty=0", nil, "")
	assertShape(t, "31-tags-list", r.Body)
	if ct := r.Header.Get("Content-Type"); ct != "application/json; charset=UTF-8" {
		t.Errorf("Content-Type %q", ct)
	}
}

func TestTermRoutes(t *testing.T) {
	f := newFixture(t)
	mk := func(tax, name string, extra ...string) string {
		body := map[string]any{"name": name}
		for i := 0; i+1 < len(extra); i += 2 {
			body[extra[i]] = extra[i+1]
		}
		return id(t, f.call("POST", root+"/"+tax, body, f.editor))
	}
	music := mk("categories", "Music", "description", "Concerts and gigs")
	jazz := mk("categories", "Jazz", "parent", music)
	mk("categories", "Theatre")
	tag := mk("tags", "Outdoor")

	f.runCases(t, []apiCase{
		{"get category", "GET", "/categories/" + jazz, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			urls := m["urls"].(map[string]any)
			if m["parent"] != json.Number(music) || !strings.HasSuffix(urls["up"].(string), "/categories/"+music) {
				t.Errorf("parent/up: %v", m)
			}
			if m["url"] != "http://corkboard.test/events/category/music/jazz/" {
				t.Errorf("url %v", m["url"])
			}
		}},
		{"get tag has no parent", "GET", "/tags/" + tag, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if _, ok := m["parent"]; ok || m["taxonomy"] != "post_tag" || m["url"] != "http://corkboard.test/tag/outdoor/" {
				t.Errorf("tag: %v", m)
			}
		}},
		{"tag id on the category route", "GET", "/categories/" + tag + "0", nil, "", 400, "rest_invalid_param", nil},
		{"category id on the tag route", "GET", "/tags/" + music, nil, "", 400, "rest_invalid_param", nil},
		{"non-numeric id", "GET", "/categories/foo", nil, "", 404, "rest_no_route", nil},
		{"hide_empty default hides unused terms", "GET", "/categories", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if m["total"] != json.Number("0") || len(m["categories"].([]any)) != 0 {
				t.Errorf("%v", m)
			}
		}},
		{"all categories by name", "GET", "/categories?hide_empty=false", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Jazz,Music,Theatre" {
				t.Errorf("order %s", names(m["categories"]))
			}
		}},
		{"order desc by id", "GET", "/categories?hide_empty=false&orderby=id&order=desc", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Theatre,Jazz,Music" {
				t.Errorf("order %s", names(m["categories"]))
			}
		}},
		{"search name or slug", "GET", "/categories?hide_empty=false&search=THEA", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Theatre" {
				t.Errorf("%s", names(m["categories"]))
			}
		}},
		{"children of a parent", "GET", "/categories?hide_empty=false&parent=" + music, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Jazz" {
				t.Errorf("%s", names(m["categories"]))
			}
		}},
		{"include and exclude", "GET", "/categories?hide_empty=false&include=" + music + "," + jazz + "&exclude[]=" + jazz, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Music" {
				t.Errorf("%s", names(m["categories"]))
			}
		}},
		{"slug filter", "GET", "/categories?hide_empty=false&slug=jazz", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if names(m["categories"]) != "Jazz" {
				t.Errorf("%s", names(m["categories"]))
			}
		}},
		{"paging with links", "GET", "/categories?hide_empty=false&per_page=1&page=2", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if m["total_pages"] != json.Number("3") || !strings.HasSuffix(m["next_rest_url"].(string), "/categories/?page=3") ||
				!strings.HasSuffix(m["previous_rest_url"].(string), "/categories/") {
				t.Errorf("%v", m)
			}
		}},
		{"page past the end is empty", "GET", "/categories?hide_empty=false&page=9", nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if len(m["categories"].([]any)) != 0 || m["total"] != json.Number("3") {
				t.Errorf("%v", m)
			}
		}},
		{"per_page clamped to 50", "GET", "/tags?hide_empty=false&per_page=500", nil, "", 200, "", nil},
		{"bad per_page", "GET", "/tags?per_page=foo", nil, "", 400, "rest_invalid_param", nil},
		{"zero page", "GET", "/tags?page=0", nil, "", 400, "rest_invalid_param", nil},
		{"empty search", "GET", "/tags?search=", nil, "", 400, "rest_invalid_param", nil},
		{"empty order", "GET", "/tags?order=", nil, "", 400, "rest_invalid_param", nil},
		{"empty orderby", "GET", "/tags?orderby=", nil, "", 400, "rest_invalid_param", nil},
		{"empty slug", "GET", "/tags?slug=", nil, "", 400, "rest_invalid_param", nil},
		{"unknown parent", "GET", "/categories?parent=2389", nil, "", 400, "rest_invalid_param", nil},
		{"unknown include", "GET", "/categories?include=2389", nil, "", 400, "rest_invalid_param", nil},
		{"unknown event", "GET", "/categories?event=2389", nil, "", 400, "rest_invalid_param", nil},
		{"bad hide_empty", "GET", "/categories?hide_empty=maybe", nil, "", 400, "rest_invalid_param", func(t *testing.T, m map[string]any) {
			d := m["data"].(map[string]any)["details"].(map[string]any)["hide_empty"].(map[string]any)
			if d["code"] != "rest_invalid_type" || d["message"] != "hide_empty is not of type boolean." {
				t.Errorf("details %v", d)
			}
		}},

		{"create without name", "POST", "/categories", map[string]any{"description": "x"}, "", 400, "rest_missing_callback_param", func(t *testing.T, m map[string]any) {
			if m["message"] != "Missing parameter(s): name" || fmt.Sprint(m["data"].(map[string]any)["params"]) != "[name]" {
				t.Errorf("%v", m)
			}
		}},
		{"create with empty name, anonymous: 400 first", "POST", "/categories", map[string]any{"name": ""}, "", 400, "rest_invalid_param", nil},
		{"create with bad parent", "POST", "/categories", "name=Pop&parent=2389", "", 400, "rest_invalid_param", nil},
		{"create anonymous", "POST", "/categories", map[string]any{"name": "Pop"}, "", 401, "rest_forbidden", nil},
		{"create as contributor", "POST", "/categories", map[string]any{"name": "Pop"}, "contributor", 403, "rest_forbidden", nil},
		{"create with a key without calendar:write", "POST", "/tags", map[string]any{"name": "Pop"}, "keyNoScope", 403, "rest_forbidden", nil},
		{"create duplicate name", "POST", "/categories", map[string]any{"name": "music"}, "editor", 400, "term_exists", func(t *testing.T, m map[string]any) {
			if m["data"].(map[string]any)["term_id"] != json.Number(music) {
				t.Errorf("term_id: %v", m)
			}
		}},
		{"same name under another parent", "POST", "/categories", map[string]any{"name": "Jazz", "parent": music + "0"}, "editor", 400, "rest_invalid_param", nil},
		{"tag with parent", "POST", "/tags", map[string]any{"name": "Pop", "parent": 1}, "editor", 400, "rest_taxonomy_not_hierarchical", nil},
		{"duplicate slug", "POST", "/tags", map[string]any{"name": "Pop", "slug": "outdoor"}, "key", 400, "duplicate_term_slug", nil},
		{"create form-encoded with a key", "POST", "/tags", "name=Indoor+fun&description=Under+a+roof", "key", 201, "", func(t *testing.T, m map[string]any) {
			if m["slug"] != "indoor-fun" || m["count"] != json.Number("0") || m["description"] != "Under a roof" {
				t.Errorf("%v", m)
			}
		}},
		{"update with PUT", "PUT", "/categories/" + jazz, map[string]any{"description": "Smooth"}, "admin", 200, "", func(t *testing.T, m map[string]any) {
			if m["description"] != "Smooth" || m["name"] != "Jazz" {
				t.Errorf("%v", m)
			}
		}},
		{"update with PATCH, rename", "PATCH", "/categories/" + jazz, map[string]any{"name": "Free Jazz"}, "admin", 200, "", func(t *testing.T, m map[string]any) {
			if m["name"] != "Free Jazz" || m["slug"] != "jazz" {
				t.Errorf("%v", m)
			}
		}},
		{"update unknown id, anonymous: 400", "POST", "/categories/2389", map[string]any{"name": "x"}, "", 400, "rest_invalid_param", nil},
		{"update anonymous", "POST", "/categories/" + jazz, map[string]any{"name": "x"}, "", 401, "rest_forbidden", nil},
		{"update empty description", "POST", "/categories/" + jazz, map[string]any{"description": ""}, "admin", 400, "rest_invalid_param", nil},
		{"delete as contributor", "DELETE", "/tags/" + tag, nil, "contributor", 403, "rest_forbidden", nil},
		{"delete", "DELETE", "/tags/" + tag, nil, "editor", 200, "", func(t *testing.T, m map[string]any) {
			if m["name"] != "Outdoor" {
				t.Errorf("%v", m)
			}
		}},
		{"delete again", "DELETE", "/tags/" + tag, nil, "editor", 400, "rest_invalid_param", nil},
		{"delete parent moves children up", "DELETE", "/categories/" + music, nil, "editor", 200, "", nil},
		{"child is top level now", "GET", "/categories/" + jazz, nil, "", 200, "", func(t *testing.T, m map[string]any) {
			if m["parent"] != json.Number("0") {
				t.Errorf("%v", m)
			}
			if _, ok := m["urls"].(map[string]any)["up"]; ok {
				t.Errorf("up kept: %v", m)
			}
		}},
	})
}

func names(list any) string {
	var out []string
	for _, x := range list.([]any) {
		out = append(out, x.(map[string]any)["name"].(string))
	}
	return strings.Join(out, ",")
}
