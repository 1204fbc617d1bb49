// Package loadtest drives a running Corkboard over HTTP the way jobsites,
// calendar clients and the admin do: the fault tests, the two-instance
// tests and the soak test (make soak) use it. It only speaks the public
// interfaces.
package loadtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"strings"
	"time"
)

// Client calls one server with one API key.
type Client struct {
	Base string
	Key  string
	HTTP *http.Client
}

// New returns a client of base (http://host:port) using key.
func New(base, key string) *Client { return NewFrom(base, key, "") }

// NewFrom is New with connections from the local address ip (e.g.
// 127.0.0.2, any 127/8 address works on loopback), so that the server
// sees another client IP; "" is any.
func NewFrom(base, key, ip string) *Client {
	d := &net.Dialer{Timeout: 5 * time.Second}
	if ip != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(ip)}
	}
	tr := &http.Transport{
		Proxy:               nil,
		DialContext:         d.DialContext,
		MaxIdleConns:        256,
		MaxIdleConnsPerHost: 256,
		IdleConnTimeout:     30 * time.Second,
	}
	return &Client{Base: strings.TrimRight(base, "/"), Key: key, HTTP: &http.Client{Transport: tr, Timeout: 60 * time.Second}}
}

// Close drops idle connections.
func (c *Client) Close() { c.HTTP.CloseIdleConnections() }

// Result is the outcome of one request.
type Result struct {
	Op     string
	Status int // 0 when no answer came (Err says why)
	Err    error
	Header http.Header
	Body   []byte
	Took   time.Duration
	// ID is the id of what a write created (0 otherwise).
	ID int64
}

// OK reports a 2xx answer.
func (r Result) OK() bool { return r.Status >= 200 && r.Status < 300 }

func (r Result) String() string {
	if r.Err != nil {
		return fmt.Sprintf("%s: %v", r.Op, r.Err)
	}
	return fmt.Sprintf("%s: %d %.200s", r.Op, r.Status, r.Body)
}

// Do sends one request. body is sent with content type ct; headers are
// name/value pairs.
func (c *Client) Do(op, method, path string, body []byte, ct string, headers ...string) Result {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, c.Base+path, rd)
	if err != nil {
		return Result{Op: op, Err: err}
	}
	if c.Key != "" {
		req.Header.Set("Authorization", "Bearer "+c.Key)
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	start := time.Now()
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return Result{Op: op, Err: err, Took: time.Since(start)}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	res := Result{Op: op, Status: resp.StatusCode, Header: resp.Header, Body: b, Took: time.Since(start), Err: err}
	var v struct {
		ID json.RawMessage `json:"id"`
	}
	if res.OK() && json.Unmarshal(b, &v) == nil {
		_, _ = fmt.Sscan(string(v.ID), &res.ID)
	}
	return res
}

// JSON sends v as a JSON body.
func (c *Client) JSON(op, method, path string, v any, headers ...string) Result {
	b, err := json.Marshal(v)
	if err != nil {
		return Result{Op: op, Err: err}
	}
	return c.Do(op, method, path, b, "application/json", headers...)
}

// ListJobs reads a page of jobs.
func (c *Client) ListJobs(query string) Result {
	return c.Do("list jobs", "GET", "/content/v1/jobs?"+query, nil, "")
}

// GetJob reads one job.
func (c *Client) GetJob(id int64) Result {
	return c.Do("get job", "GET", fmt.Sprintf("/content/v1/jobs/%d", id), nil, "")
}

// Upload queues a file (kind image or document).
func (c *Client) Upload(kind, name string, data []byte) Result {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("type", kind)
	fw, _ := w.CreateFormFile("file", name)
	_, _ = fw.Write(data)
	_ = w.Close()
	return c.Do("upload "+kind, "POST", "/content/v1/file", b.Bytes(), w.FormDataContentType())
}

// Application is what Apply sends; the load uses one education and one
// experience entry, so a complete application has both.
func Application(jobID, cvID, photoID int64, who string) map[string]any {
	attrs := map[string]any{
		"job_id": jobID, "first_name": who, "last_name": "Load", "email": strings.ToLower(who) + "@example.com",
		"curriculum_vitae": cvID, "disclaimer": true, "motivation": "Sent by the load test.",
		"education":  []map[string]any{{"title": "MSc", "institution": "KU Leuven", "short_description": "", "date_from": "2015", "date_to": "2020"}},
		"experience": []map[string]any{{"company": "Initech", "job_title": "Developer", "job_description": "", "tasks": "APIs", "date_from": "2020", "date_to": ""}},
	}
	if photoID != 0 {
		attrs["photo"] = photoID
	}
	return map[string]any{"data": map[string]any{"type": "application", "attributes": attrs}}
}

// Apply sends an application with an idempotency key.
func (c *Client) Apply(app map[string]any, idempotencyKey string) Result {
	return c.JSON("apply", "POST", "/content/v1/applications", app, "Idempotency-Key", idempotencyKey)
}

// ListEvents reads a page of the calendar archive.
func (c *Client) ListEvents(query string) Result {
	return c.Do("list events", "GET", "/calendar/events/v1/events?"+query, nil, "")
}

// CreateEvent creates a published event in category "load".
func (c *Client) CreateEvent(title string) Result {
	return c.JSON("create event", "POST", "/calendar/events/v1/events", map[string]any{
		"title": title, "start_date": "2027-03-01 10:00:00", "end_date": "2027-03-01 12:00:00",
		"status": "publish", "categories": []string{"load"}, "description": "<p>Created by the load test.</p>",
	})
}

// GraphQLCompany asks GraphQL for the key's company.
func (c *Client) GraphQLCompany() Result {
	return c.JSON("graphql", "POST", "/graphql", map[string]any{"query": "{ company { id name subdomain } }"})
}
