package rest_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
	"corkboard/rest/calendar"
)

// envelope checks that an error response is in the envelope of the
// interface its path belongs to, and returns a description of what is
// wrong ("" when it is right).
func envelope(path string, r *testkit.Response) string {
	if r.StatusCode < 400 {
		return ""
	}
	if r.StatusCode == 431 {
		// A request whose head does not fit the read buffer has no path
		// yet: it is answered in the default (JSON:API) envelope.
		path = "/"
	}
	if !strings.Contains(r.Header.Get("Content-Type"), "json") {
		return "Content-Type " + r.Header.Get("Content-Type")
	}
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		return "body is not a JSON object"
	}
	switch {
	case calendar.IsPath(path):
		data, _ := m["data"].(map[string]any)
		code, _ := m["code"].(string)
		if code == "" || data == nil || data["status"] != float64(r.StatusCode) {
			return "not the calendar envelope {code, message, data:{status}}"
		}
	case path == "/graphql" || strings.HasPrefix(path, "/graphql?") || strings.HasPrefix(path, "/graphql/"):
		errs, _ := m["errors"].([]any)
		if len(errs) == 0 {
			return "no GraphQL errors[]"
		}
		e, _ := errs[0].(map[string]any)
		ext, _ := e["extensions"].(map[string]any)
		if _, ok := e["message"].(string); !ok || ext == nil || ext["code"] == nil {
			return "GraphQL error without message or extensions.code"
		}
	default:
		errs, _ := m["errors"].([]any)
		if len(errs) == 0 {
			return "no JSON:API errors[]"
		}
		e, _ := errs[0].(map[string]any)
		if e["status"] != fmt.Sprint(r.StatusCode) || e["code"] == nil {
			return "JSON:API error without the status or code"
		}
	}
	return ""
}

// mutation turns a valid request into a hostile one.
type mutation struct {
	name string
	// applies says whether the mutation makes sense for the request (nil:
	// always).
	applies func(req *http.Request) bool
	mutate  func(req *http.Request) *http.Request
	// want, when set, lists the statuses every route may answer.
	want []int
}

func hasBody(req *http.Request) bool {
	return req.Method == "POST" || req.Method == "PUT" || req.Method == "PATCH"
}

var numericSegment = regexp.MustCompile(`/\d+(/|$)`)

func withBody(req *http.Request, ct string, body []byte) *http.Request {
	out := req.Clone(req.Context())
	out.Body = io.NopCloser(bytes.NewReader(body))
	out.ContentLength = int64(len(body))
	out.Header.Set("Content-Type", ct)
	return out
}

func withQuery(req *http.Request, q string) *http.Request {
	out := req.Clone(req.Context())
	if out.URL.RawQuery != "" {
		q = out.URL.RawQuery + "&" + q
	}
	out.URL.RawQuery = q
	out.RequestURI = ""
	return out
}

// pathOf is the request's path as sent.
func pathOf(req *http.Request) string {
	if req.URL.Opaque != "" {
		return req.URL.Opaque
	}
	return req.URL.Path
}

func withPath(req *http.Request, path string) *http.Request {
	out := req.Clone(req.Context())
	out.URL.Path, out.URL.RawPath = "", ""
	u := *out.URL
	u.Opaque = path
	out.URL = &u
	return out
}

// tooLarge: 413, unless the request is refused before its body is read
// (the upload route checks credentials and the content type first).
var tooLarge = []int{413, 403, 415}

// hostileMutations are applied to a valid request of every route.
func hostileMutations() []mutation {
	// Over the 1 MiB body limit; uploads (10 MiB) get more.
	big := bytes.Repeat([]byte("x"), 2<<20)
	bigFor := func(r *http.Request) []byte {
		if strings.HasSuffix(r.URL.Path, "/content/v1/file") || r.URL.Path == "/graphql" {
			return bytes.Repeat([]byte("x"), 11<<20)
		}
		return big
	}
	deep := []byte(strings.Repeat("[", 200000) + strings.Repeat("]", 200000))
	deepObj := []byte(strings.Repeat(`{"a":`, 100000) + "1" + strings.Repeat("}", 100000))
	return []mutation{
		{name: "oversized JSON body", applies: hasBody, want: tooLarge, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", append(append([]byte(`{"data":"`), bigFor(r)...), `"}`...))
		}},
		{name: "oversized form body", applies: hasBody, want: tooLarge, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/x-www-form-urlencoded", append([]byte("title="), bigFor(r)...))
		}},
		{name: "oversized multipart body", applies: hasBody, want: tooLarge, mutate: func(r *http.Request) *http.Request {
			body := append(append([]byte("--b\r\nContent-Disposition: form-data; name=\"type\"\r\n\r\ndocument\r\n--b\r\n"+
				"Content-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\n"), bigFor(r)...), "\r\n--b--\r\n"...)
			return withBody(r, "multipart/form-data; boundary=b", body)
		}},
		{name: "body on a GET", applies: func(r *http.Request) bool { return r.Method == "GET" }, mutate: func(r *http.Request) *http.Request {
			out := withBody(r, "application/json", []byte(`{"a":1}`))
			return out
		}},
		{name: "deeply nested JSON array", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", deep)
		}},
		{name: "deeply nested JSON object", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", deepObj)
		}},
		{name: "deeply nested form keys", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/x-www-form-urlencoded", []byte("title"+strings.Repeat("[a]", 50000)+"=1"))
		}},
		{name: "wrong content type", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/xml", []byte(`<?xml version="1.0"?><a>1</a>`))
		}},
		{name: "malformed content type", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "multipart/form-data; boundary=", []byte(`--\r\n`))
		}},
		{name: "JSON with invalid UTF-8", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", []byte("{\"title\":\"\xff\xfe\xfd\",\"name\":\"\xc3\x28\",\"query\":\"{ __typename }\",\"data\":{\"type\":\"application\",\"attributes\":{\"first_name\":\"\xff\"}}}"))
		}},
		{name: "JSON of the wrong shape", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", []byte(`[1,"two",{"three":null},true]`))
		}},
		{name: "JSON with wrong types", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", []byte(`{"title":{"a":[1]},"start_date":[],"venue":1.5e308,"organizer":"x","categories":{"":""},"query":7,"variables":"x","data":{"type":"application","attributes":{"job_id":"1","education":"x","disclaimer":"yes"}},"email":[],"password":{}}`))
		}},
		{name: "truncated JSON", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			return withBody(r, "application/json", []byte(`{"title":"abc`))
		}},
		{name: "script injection strings", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			x := `<script>alert(1)</script><img src=x onerror=alert(1)></script><script>alert(1)</script>`
			return withBody(r, "application/json", []byte(`{"title":"`+x+`","description":"`+x+`","name":"`+x+`","venue":"`+x+`","organizer":"`+x+`","email":"`+x+`","password":"`+x+
				`","address":"`+x+`","city":"`+x+`","phone":"`+x+`","cost":"`+x+`","currency_symbol":"`+x+`","website":"https://x.example/`+x+`"}`))
		}},
		{name: "SQL injection strings in the body", applies: hasBody, mutate: func(r *http.Request) *http.Request {
			x := `x' OR '1'='1'; DROP TABLE companies; --`
			return withBody(r, "application/x-www-form-urlencoded", []byte("title="+x+"&name="+x+"&slug="+x+"&status="+x+"&categories="+x+"&venue="+x))
		}},
		{name: "SQL injection in the query", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "search=%27%20OR%201%3D1--&slug=%27%3BDROP%20TABLE%20companies--&categories=1%20OR%201%3D1&orderby=id;DROP&order=desc;--&sort=title;DROP&location=1%29%20OR%20%281=1")
		}},
		{name: "script injection in the query", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "search=%3Cscript%3Ealert(1)%3C/script%3E&query=%3Cscript%3E&callback=alert")
		}},
		{name: "invalid UTF-8 in the query", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "search=%ff%fe&title=%c3%28&categories=%ff&site_language=%ff&Accept-Language=%ff")
		}},
		{name: "malformed query escapes", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "search=%zz&per_page=%&page=%%")
		}},
		{name: "huge per_page", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "per_page=99999999999999999999999")
		}},
		{name: "large per_page", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "per_page=1000000")
		}},
		{name: "negative page", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "page=-1&per_page=-5&offset=-1")
		}},
		{name: "list index bomb", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "categories[]=a&categories[2147483647]=b&tags[]=1&tags[999999999]=2&organizer[]=1&organizer[99999999]=1")
		}},
		{name: "array and object forms of scalars", mutate: func(r *http.Request) *http.Request {
			return withQuery(r, "page[]=1&per_page[a]=2&search[]=x&categories[][]=1&featured[]=true&start_date[x]=now")
		}},
		{name: "many parameters", mutate: func(r *http.Request) *http.Request {
			var b strings.Builder
			for i := 0; i < 5000; i++ {
				fmt.Fprintf(&b, "p%d=%d&", i, i)
			}
			return withQuery(r, b.String())
		}},
		{name: "negative id", applies: func(r *http.Request) bool { return numericSegment.MatchString(r.URL.Path) }, mutate: func(r *http.Request) *http.Request {
			return withPath(r, numericSegment.ReplaceAllString(r.URL.Path, "/-1$1"))
		}},
		{name: "overflowing id", applies: func(r *http.Request) bool { return numericSegment.MatchString(r.URL.Path) }, mutate: func(r *http.Request) *http.Request {
			return withPath(r, numericSegment.ReplaceAllString(r.URL.Path, "/99999999999999999999999$1"))
		}},
		{name: "path traversal", mutate: func(r *http.Request) *http.Request {
			return withPath(r, strings.TrimRight(r.URL.Path, "/")+"/..%2F..%2F..%2Fetc%2Fpasswd")
		}},
		{name: "dot segments", mutate: func(r *http.Request) *http.Request {
			return withPath(r, strings.TrimRight(r.URL.Path, "/")+"/../../../../etc/passwd")
		}},
		{name: "NUL and invalid UTF-8 in the path", mutate: func(r *http.Request) *http.Request {
			return withPath(r, strings.TrimRight(r.URL.Path, "/")+"/%00%ff%fe")
		}},
		{name: "oversized header", want: []int{431}, mutate: func(r *http.Request) *http.Request {
			out := r.Clone(r.Context())
			out.Header.Set("X-Padding", strings.Repeat("a", 64<<10))
			return out
		}},
		{name: "oversized Authorization", mutate: func(r *http.Request) *http.Request {
			out := r.Clone(r.Context())
			out.Header.Set("Authorization", "Bearer cbk_"+strings.Repeat("a", 10000))
			return out
		}},
		{name: "malformed Authorization", mutate: func(r *http.Request) *http.Request {
			out := r.Clone(r.Context())
			out.Header.Set("Authorization", "Basic %%%not-base64\xff")
			return out
		}},
		{name: "hostile headers", mutate: func(r *http.Request) *http.Request {
			out := r.Clone(r.Context())
			out.Header.Set("Accept-Language", strings.Repeat("en;q=0.5,", 500))
			out.Header.Set("If-None-Match", strings.Repeat(`W/"x",`, 500))
			out.Header.Set("Idempotency-Key", "\xff\x00key")
			out.Header.Set("X-Request-ID", "<script>")
			out.Header.Set("Origin", "null")
			out.Header.Set("Cookie", "corkboard_session=%ff%00; corkboard_session=x")
			return out
		}},
	}
}

// send sends req through the app like Server.Do; when fasthttp itself
// refuses the request (app.Test then reports its parse error instead of
// the answer), it sends it again to the app on a real loopback listener
// and reads the answer a client would get.
func send(t *testing.T, w *secWorld, req *http.Request) *testkit.Response {
	t.Helper()
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
	}
	req.Body = io.NopCloser(bytes.NewReader(body))
	resp, err := w.App.Test(req, -1)
	if err == nil {
		b, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		return &testkit.Response{Response: resp, Body: b}
	}
	if w.addr == "" {
		w.addr = w.Listen(w.t) // for the whole world, not this subtest
	}
	conn, err := net.Dial("tcp", w.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.Host = w.addr
	// The server may answer and close before it has read everything: write
	// while reading.
	go func() { _ = req.Write(conn) }()
	resp, err = http.ReadResponse(bufio.NewReader(conn), req)
	if err != nil {
		t.Fatalf("%s %.200s: no answer: %v", req.Method, req.URL, err)
	}
	b, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	return &testkit.Response{Response: resp, Body: b}
}

// TestHostileRequests sends every route of the authorization matrix, as a
// caller with every right (acme's key, then the admin's session), with
// each hostile change: every answer is below 500, errors come in the
// envelope of the interface called, and changes with a fixed answer (too
// large) get it.
func TestHostileRequests(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	tried := 0
	for _, rt := range matrixRoutes() {
		who := []string{foreignKey, admin}
		if strings.Contains(rt.name, "logout") || strings.Contains(rt.name, "login") {
			who = who[:1] // they would end the admin session
		}
		for _, caller := range who {
			// One valid request per route and caller, changed by each
			// mutation in turn (a write that succeeds despite the change
			// leaves the next one a changed target: still no 5xx).
			base := w.as(rt.req(w), caller, "")
			if caller == foreignKey {
				base.Header.Set("Authorization", "Bearer "+w.acme.Key)
			}
			var body []byte
			if base.Body != nil {
				body, _ = io.ReadAll(base.Body)
			}
			for _, m := range hostileMutations() {
				req := base.Clone(base.Context())
				req.Body = io.NopCloser(bytes.NewReader(body))
				if m.applies != nil && !m.applies(req) {
					continue
				}
				req = m.mutate(req)
				tried++
				r := send(t, w, req)
				where := fmt.Sprintf("%s, %s, as %s", rt.name, m.name, caller)
				if r.StatusCode >= 500 {
					t.Errorf("%s: %d %.300s", where, r.StatusCode, r.Body)
					continue
				}
				if len(m.want) > 0 && !slices.Contains(m.want, r.StatusCode) {
					t.Errorf("%s: %d, want %d: %.300s", where, r.StatusCode, m.want, r.Body)
				}
				if bad := envelope(pathOf(req), r); bad != "" {
					t.Errorf("%s: %d %s: %.300s", where, r.StatusCode, bad, r.Body)
				}
			}
		}
	}
	t.Logf("%d hostile requests", tried)
}

// hostileCase is one hand-written hostile request and its exact answer.
type hostileCase struct {
	name   string
	req    func(w *secWorld) *http.Request
	status int
	code   string // the error code in the interface's envelope ("" for 2xx)
}

// TestHostileTable pins the exact answer to the classic attacks on each
// interface.
func TestHostileTable(t *testing.T) {
	t.Parallel()
	w := newSecWorld(t)
	key := func(r *http.Request) *http.Request { r.Header.Set("Authorization", "Bearer "+w.acme.Key); return r }
	sess := func(r *http.Request) *http.Request { return w.as(r, admin, "") }
	raw := func(method, path, ct string, body []byte) *http.Request {
		r := testkit.Request(method, path, body)
		if ct != "" {
			r.Header.Set("Content-Type", ct)
		}
		return r
	}
	deep := []byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))
	mb2 := bytes.Repeat([]byte("a"), 2<<20)
	cal := "/calendar/events/v1"
	cases := []hostileCase{
		// Careers content API.
		{"content: oversized application", func(*secWorld) *http.Request {
			return key(raw("POST", "/content/v1/applications", "application/json", append(append([]byte(`{"data":"`), mb2...), `"}`...)))
		}, 413, "too_large"},
		{"content: application as text/plain", func(*secWorld) *http.Request {
			return key(raw("POST", "/content/v1/applications", "text/plain", []byte(`{"data":{}}`)))
		}, 415, "unsupported_media_type"},
		{"content: deeply nested application", func(*secWorld) *http.Request {
			return key(raw("POST", "/content/v1/applications", "application/json", deep))
		}, 400, "bad_request"},
		{"content: application with invalid UTF-8", func(w *secWorld) *http.Request {
			return key(raw("POST", "/content/v1/applications", "application/json",
				[]byte(fmt.Sprintf(`{"data":{"type":"application","attributes":{"job_id":%d,"first_name":"\xff\xfe","last_name":"Doe","email":"jane@example.com","disclaimer":true}}}`, w.acmeJob.ID))))
		}, 400, "bad_request"},
		{"content: script in application names", func(w *secWorld) *http.Request {
			a := application(w.acmeJob.ID, w.queuedFile())
			a["data"].(map[string]any)["attributes"].(map[string]any)["first_name"] = "<script>alert(1)</script>"
			return key(testkit.Request("POST", "/content/v1/applications", a))
		}, 200, ""},
		{"content: SQL in search", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?search=%27%20OR%201%3D1%20--", nil))
		}, 200, ""},
		{"content: SQL in a filter id", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?location=1%20OR%201%3D1", nil))
		}, 400, "bad_request"},
		{"content: invalid UTF-8 in search", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?search=%ff%fe", nil))
		}, 400, "bad_request"},
		{"content: huge per_page is capped", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?per_page=1000000", nil))
		}, 200, ""},
		{"content: per_page overflowing int", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?per_page=99999999999999999999999", nil))
		}, 400, "bad_request"},
		{"content: negative page", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs?page=-1", nil))
		}, 400, "bad_request"},
		{"content: negative job id", func(*secWorld) *http.Request {
			return key(testkit.Request("GET", "/content/v1/jobs/-1", nil))
		}, 404, "not_found"},
		{"content: path traversal in an upload's name", func(*secWorld) *http.Request {
			return key(upload("document", "../../../etc/passwd", careerstest.PDF("x")))
		}, 200, ""},
		{"content: upload as JSON", func(*secWorld) *http.Request {
			return key(raw("POST", "/content/v1/file", "application/json", []byte(`{"file":"x"}`)))
		}, 415, "unsupported_media_type"},
		{"content: upload over its limit", func(*secWorld) *http.Request {
			return key(upload("document", "big.txt", bytes.Repeat([]byte("a"), 11<<20)))
		}, 413, "too_large"},

		// Calendar.
		{"calendar: oversized event", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/json", append(append([]byte(`{"title":"`), mb2...), `"}`...)))
		}, 413, "rest_request_too_large"},
		{"calendar: deeply nested event", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/json", deep))
		}, 400, "rest_invalid_json"},
		{"calendar: event with invalid UTF-8", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/json", []byte("{\"title\":\"\xff\",\"start_date\":\"2026-12-01\",\"end_date\":\"2026-12-01\"}")))
		}, 400, "rest_invalid_param"},
		{"calendar: form event with invalid UTF-8", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/x-www-form-urlencoded", []byte("title=%ff%fe&start_date=2026-12-01&end_date=2026-12-01")))
		}, 400, "rest_invalid_param"},
		{"calendar: deeply nested form keys", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/x-www-form-urlencoded", []byte("title"+strings.Repeat("[a]", 20000)+"=1")))
		}, 400, "rest_missing_callback_param"},
		{"calendar: list index bomb", func(*secWorld) *http.Request {
			return key(raw("POST", cal+"/events", "application/x-www-form-urlencoded",
				[]byte("title=x&start_date=2026-12-01&end_date=2026-12-01&categories[]=a&categories[2147483647]=b&tags[]=1&tags[999999999]=2")))
		}, 400, "rest_invalid_param"},
		// Stored-script payloads in plain fields: accepted, stored as plain
		// text (the answer shows the cleaned value; TestPlainFieldsAndJSONLDAreSafe
		// reads them back, json_ld included).
		{"calendar: stored script in a venue's plain fields", func(*secWorld) *http.Request {
			return key(testkit.Request("POST", cal+"/venues", map[string]any{"venue": "Hall <img src=x onerror=alert(1)>",
				"address": "Main St 1</script><script>alert(1)</script>", "city": "<img src=x onerror=alert(1)>Ghent", "phone": "<svg onload=alert(1)>+32"}))
		}, 201, `address":"Main St 1`},
		{"calendar: stored script in an event's cost and inline venue", func(*secWorld) *http.Request {
			return key(testkit.Request("POST", cal+"/events", map[string]any{"title": "Gig", "start_date": "2026-12-01 20:00", "end_date": "2026-12-01 22:00",
				"cost": "10 </script><script>alert(1)</script>", "currency_symbol": "<img src=x onerror=alert(1)>€",
				"venue": map[string]any{"venue": "Inline hall", "address": "<img src=x onerror=alert(1)>Main St 2"}}))
		}, 201, `address":"Main St 2`},
		{"calendar: stored script in an organizer's plain fields", func(*secWorld) *http.Request {
			return key(testkit.Request("POST", cal+"/organizers", map[string]any{"organizer": "Org", "email": "org@example.com<img src=x onerror=alert(1)>",
				"phone": "</script><script>alert(1)</script>+32"}))
		}, 201, `email":"org@example.com`},
		{"calendar: SQL in search", func(*secWorld) *http.Request {
			return testkit.Request("GET", cal+"/events?search=%27%20OR%201%3D1%20--", nil)
		}, 200, ""},
		{"calendar: SQL in a slug", func(*secWorld) *http.Request {
			return testkit.Request("GET", cal+"/events/by-slug/x%27%20OR%20%271%27%3D%271", nil)
		}, 400, "rest_invalid_param"},
		{"calendar: huge per_page", func(*secWorld) *http.Request {
			return testkit.Request("GET", cal+"/events?per_page=1000000", nil)
		}, 200, ""},
		{"calendar: negative id", func(*secWorld) *http.Request {
			return testkit.Request("GET", cal+"/events/-1", nil)
		}, 404, "rest_no_route"},
		{"calendar: path traversal in a slug", func(*secWorld) *http.Request { // decoded, it has slashes: no route, as in the original
			return testkit.Request("GET", cal+"/events/by-slug/..%2F..%2Fetc%2Fpasswd", nil)
		}, 404, "rest_no_route"},
		{"calendar: invalid UTF-8 in the query", func(*secWorld) *http.Request {
			return testkit.Request("GET", cal+"/events?search=%ff%fe", nil)
		}, 400, "rest_invalid_param"},

		// GraphQL.
		{"graphql: oversized body", func(*secWorld) *http.Request {
			return key(raw("POST", "/graphql", "application/json", append(append([]byte(`{"query":"`), mb2...), `"}`...)))
		}, 413, "too_large"},
		{"graphql: form body", func(*secWorld) *http.Request {
			return key(raw("POST", "/graphql", "application/x-www-form-urlencoded", []byte("query={__typename}")))
		}, 415, "unsupported_media_type"},
		{"graphql: deeply nested variables", func(*secWorld) *http.Request {
			return key(raw("POST", "/graphql", "application/json", []byte(`{"query":"{ __typename }","variables":{"a":`+string(deep)+`}}`)))
		}, 400, "bad_request"},
		{"graphql: variables of the wrong type", func(*secWorld) *http.Request {
			return sess(raw("POST", "/graphql", "application/json", []byte(`{"query":"mutation($id: ID!) { revokeApiKey(id: $id) { id } }","variables":{"id":{"a":1}}}`)))
		}, 422, "GRAPHQL_VALIDATION_FAILED"},
		{"graphql: negative id", func(*secWorld) *http.Request {
			return sess(testkit.Request("POST", "/graphql", map[string]any{"query": `mutation { revokeApiKey(id: "-1") { id } }`}))
		}, 200, "not_found"},
		{"graphql: SQL in an id", func(*secWorld) *http.Request {
			return sess(testkit.Request("POST", "/graphql", map[string]any{"query": `mutation { revokeApiKey(id: "1 OR 1=1") { id } }`}))
		}, 200, "not_found"},
		{"graphql: too deep", func(*secWorld) *http.Request {
			return sess(testkit.Request("POST", "/graphql", map[string]any{"query": "{ events { nodes {" + strings.Repeat(" venue { events {", 6) + " id" + strings.Repeat(" } }", 6) + " } } }"}))
		}, 200, "DEPTH_LIMIT_EXCEEDED"},
		// 1.2 KB whose fragments, each spreading the previous one twice,
		// expand to 2^30 fields: refused without being expanded.
		{"graphql: fragment bomb", func(*secWorld) *http.Request {
			var b strings.Builder
			b.WriteString("fragment F0 on Query { company { name } }\n")
			for i := 1; i <= 30; i++ {
				fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
			}
			b.WriteString("query { ...F30 }")
			return testkit.Request("POST", "/graphql", map[string]any{"query": b.String()})
		}, 200, "COMPLEXITY_LIMIT_EXCEEDED"},
		{"graphql: invalid UTF-8", func(*secWorld) *http.Request {
			return key(raw("POST", "/graphql", "application/json", []byte("{\"query\":\"{ company { name } } # \xff\"}")))
		}, 400, "bad_request"},

		// Admin API.
		{"admin: login as a form", func(*secWorld) *http.Request {
			return raw("POST", "/admin/api/login", "application/x-www-form-urlencoded", []byte("email=a&password=b"))
		}, 415, "unsupported_media_type"},
		{"admin: oversized login", func(*secWorld) *http.Request {
			return raw("POST", "/admin/api/login", "application/json", append(append([]byte(`{"email":"`), mb2...), `"}`...))
		}, 413, "too_large"},
		{"admin: SQL in the login", func(*secWorld) *http.Request {
			return testkit.Request("POST", "/admin/api/login", map[string]any{"email": "' OR 1=1 --", "password": "' OR 1=1 --"})
		}, 401, "unauthenticated"},
		{"admin: deeply nested login", func(*secWorld) *http.Request {
			return raw("POST", "/admin/api/login", "application/json", deep)
		}, 400, "bad_request"},

		// Files.
		{"files: traversal out of the storage", func(*secWorld) *http.Request {
			return testkit.Request("GET", "/files/..%2F..%2F..%2Fetc%2Fpasswd?expires=9999999999&name=x&inline=0&sig=00", nil)
		}, 403, "forbidden"},
		{"files: a signature for another key", func(w *secWorld) *http.Request {
			return testkit.Request("GET", strings.Replace(w.signedFile, "/files/careers/", "/files/careers/../", 1), nil)
		}, 403, "forbidden"},
		{"media: negative id", func(*secWorld) *http.Request { return testkit.Request("GET", "/media/-1/x.png", nil) }, 404, "not_found"},
		{"media: traversal in the name", func(w *secWorld) *http.Request {
			return testkit.Request("GET", idPath("/media/%d/..%%2F..%%2Fetc%%2Fpasswd", w.acmeImage.ID), nil)
		}, 200, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req := tc.req(w)
			r := send(t, w, req)
			if r.StatusCode != tc.status {
				t.Fatalf("%d, want %d: %.400s", r.StatusCode, tc.status, r.Body)
			}
			if bad := envelope(pathOf(req), r); bad != "" {
				t.Fatalf("%s: %.400s", bad, r.Body)
			}
			code := tc.code
			if strings.HasPrefix(pathOf(req), "/graphql") {
				code = strings.ToUpper(code) // GraphQL spells the codes in upper case
			}
			if code != "" && !strings.Contains(string(r.Body), `"`+code+`"`) {
				t.Fatalf("code %s missing: %.400s", code, r.Body)
			}
		})
	}
}
