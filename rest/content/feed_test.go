package content_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
)

// xmlFeed is the job feed as an independent parser (encoding/xml's
// decoder) reads it.
type xmlFeed struct {
	XMLName       xml.Name `xml:"source"`
	Publisher     string   `xml:"publisher"`
	PublisherURL  string   `xml:"publisherurl"`
	LastBuildDate string   `xml:"lastBuildDate"`
	Jobs          []xmlJob `xml:"job"`
}

type xmlJob struct {
	Title           string `xml:"title"`
	Date            string `xml:"date"`
	ReferenceNumber string `xml:"referencenumber"`
	RequisitionID   string `xml:"requisitionid"`
	URL             string `xml:"url"`
	Company         string `xml:"company"`
	City            string `xml:"city"`
	State           string `xml:"state"`
	Country         string `xml:"country"`
	PostalCode      string `xml:"postalcode"`
	StreetAddress   string `xml:"streetaddress"`
	Description     string `xml:"description"`
	Salary          string `xml:"salary"`
	JobType         string `xml:"jobtype"`
	Category        string `xml:"category"`
	ExpirationDate  string `xml:"expirationdate"`
	RemoteType      string `xml:"remotetype"`
}

// feedKey creates a feed key (feeds:read) of company cid.
func feedKey(t testing.TB, s *testkit.Server, cid int64) string {
	t.Helper()
	k, _, err := s.Modules.Accounts.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: cid, Name: "indeed", Scopes: []string{modules.ScopeFeedsRead}})
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// parseFeed checks a feed is well-formed XML (libxml2's xmllint, and
// encoding/xml) and decodes it.
func parseFeed(t *testing.T, body []byte) xmlFeed {
	t.Helper()
	xmllint(t, body)
	var f xmlFeed
	dec := xml.NewDecoder(bytes.NewReader(body))
	dec.Strict = true
	if err := dec.Decode(&f); err != nil {
		t.Fatalf("feed does not parse: %v\n%s", err, body)
	}
	return f
}

// xmllint runs libxml2's parser on body (scripts/install-deps.sh installs
// it: Debian's libxml2-utils).
func xmllint(t *testing.T, body []byte) {
	t.Helper()
	path, err := exec.LookPath("xmllint")
	if err != nil {
		testkit.SkipOrFail(t, "xmllint (apt-get install libxml2-utils)")
		return
	}
	file := filepath.Join(t.TempDir(), "feed.xml")
	if err := os.WriteFile(file, body, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(path, "--noout", "--nonet", file).CombinedOutput(); err != nil {
		t.Fatalf("xmllint: %v\n%s", err, out)
	}
}

func TestJobFeed(t *testing.T) {
	w := newJobsWorld(t)
	key := feedKey(t, w.s, w.acme.Company.ID)
	r := get(t, w.s, "/content/v1/jobs.xml?key="+key, "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "application/xml; charset=utf-8" ||
		r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("X-RateLimit-Limit") == "" {
		t.Fatalf("%d %v %s", r.StatusCode, r.Header, r.Body)
	}
	if !bytes.HasPrefix(r.Body, []byte(`<?xml version="1.0" encoding="UTF-8"?>`+"\n<source><publisher><![CDATA[Acme]]></publisher>")) {
		t.Errorf("head: %.200s", r.Body)
	}
	goldenXML(t, "feed", r.Body)
	f := parseFeed(t, r.Body)
	if f.Publisher != "Acme" || f.PublisherURL != "https://careers.acme.example" || f.LastBuildDate != "2026-11-21T09:02:00Z" {
		t.Errorf("source: %+v", f)
	}
	// Newest first; the Go developer is at two offices: two entries.
	var got []string
	for _, j := range f.Jobs {
		got = append(got, j.ReferenceNumber+" "+j.Title+" "+j.City)
	}
	want := []string{
		fmt.Sprintf("%d Afstandsondersteuning ", w.remote.ID),
		fmt.Sprintf("%d-%d Account Manager Antwerp", w.sales1.ID, w.antwerp.ID),
		fmt.Sprintf("%d-%d Go Developer Brussels", w.goDev.ID, w.brussels.ID),
		fmt.Sprintf("%d-%d Go Developer Antwerp", w.goDev.ID, w.antwerp.ID),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("jobs:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	goDev := f.Jobs[2]
	wantGo := xmlJob{Title: "Go Developer", Date: "2026-11-21T08:00:00Z", ReferenceNumber: goDev.ReferenceNumber,
		RequisitionID: "ENG-42", URL: fmt.Sprintf("https://careers.acme.example/jobs/%d-go-developer", w.goDev.ID),
		Company: "Acme", City: "Brussels", Country: "BE", PostalCode: "1000", StreetAddress: "Rue de la Loi 16",
		Description: "<p>About Go Developer</p>\n<ul><li>Go</li></ul>\n<p>A good salary</p>",
		Salary:      "EUR 4200 - 5600.5 per month", JobType: "fulltime, parttime", Category: "Engineering",
		ExpirationDate: "2026-12-21T09:00:00Z", RemoteType: "Hybrid remote"}
	if goDev != wantGo {
		t.Errorf("Go developer:\n%+v\nwant\n%+v", goDev, wantGo)
	}
	if f.Jobs[0].RemoteType != "Fully remote" || f.Jobs[0].JobType != "contract" || f.Jobs[1].RemoteType != "" {
		t.Errorf("types: %+v / %+v", f.Jobs[0], f.Jobs[1])
	}

	// ?language= serves each job in that language when it has it.
	r = get(t, w.s, "/content/v1/jobs.xml?language=fr&key="+key, "")
	f = parseFeed(t, r.Body)
	if r.Header.Get("Content-Language") != "fr" || f.Jobs[0].Title != "Ingénieur support à distance" || f.Jobs[1].Title != "Account Manager" {
		t.Errorf("fr: %q %+v", r.Header.Get("Content-Language"), f.Jobs[:2])
	}
	expectError(t, get(t, w.s, "/content/v1/jobs.xml?language=de&key="+key, ""), 400, "bad_request", "language")

	// ETag: a repeat is 304 until something in the feed changes.
	r = get(t, w.s, "/content/v1/jobs.xml?key="+key, "")
	etag := r.Header.Get("ETag")
	if !strings.HasPrefix(etag, `W/"`) {
		t.Fatalf("ETag %q", etag)
	}
	if r := get(t, w.s, "/content/v1/jobs.xml?key="+key, "", "If-None-Match", etag); r.StatusCode != 304 || len(r.Body) != 0 {
		t.Fatalf("revalidation: %d %s", r.StatusCode, r.Body)
	}
	if r := get(t, w.s, "/content/v1/jobs.xml?language=nl&key="+key, "", "If-None-Match", etag); r.StatusCode != 200 {
		t.Fatalf("another language, same ETag: %d", r.StatusCode)
	}
	ctx := testkit.System()
	if _, err := careersOf(w.s).Categories.Update(ctx, w.acme.Company.ID, w.engineering.ID, careers.CategoryInput{Name: map[string]string{"en": "R&D"}}); err != nil {
		t.Fatal(err)
	}
	if r := get(t, w.s, "/content/v1/jobs.xml?key="+key, "", "If-None-Match", etag); r.StatusCode != 200 || !strings.Contains(string(r.Body), "<![CDATA[R&D]]>") {
		t.Fatalf("after a category rename: %d", r.StatusCode)
	}
	// The scheduled job going live changes the feed too.
	w.s.Clock.Advance(49 * 60 * 60e9)
	r2 := get(t, w.s, "/content/v1/jobs.xml?key="+key, "")
	if r2.Header.Get("ETag") == r.Header.Get("ETag") || !strings.Contains(string(r2.Body), "Scheduled job") {
		t.Errorf("after publication: same ETag or no new job")
	}
	// HEAD: the headers without the feed.
	h := w.s.Do(t, testkit.Request("HEAD", "/content/v1/jobs.xml?key="+key, nil))
	if h.StatusCode != 200 || len(h.Body) != 0 || h.Header.Get("ETag") == "" {
		t.Errorf("HEAD: %d %v %d bytes", h.StatusCode, h.Header, len(h.Body))
	}
}

// TestJobFeedKeys: the feed takes a feed key in its URL and nothing else;
// a feed key opens nothing else (the authorization matrix checks every
// route; these are the messages).
func TestJobFeedKeys(t *testing.T) {
	w := newJobsWorld(t)
	key := feedKey(t, w.s, w.acme.Company.ID)
	otherFeed := feedKey(t, w.s, w.other.Company.ID)
	expectError(t, get(t, w.s, "/content/v1/jobs.xml", ""), 401, "unauthenticated")
	expectError(t, get(t, w.s, "/content/v1/jobs.xml", w.acme.Key), 401, "unauthenticated") // a header is not read
	expectError(t, get(t, w.s, "/content/v1/jobs.xml?key=cbk_nope", ""), 401, "unauthenticated")
	e := expectError(t, get(t, w.s, "/content/v1/jobs.xml?key="+w.acme.Key, ""), 403, "forbidden")
	if !strings.Contains(e.Errors[0].Detail, "feeds:read") {
		t.Errorf("detail: %s", e.Errors[0].Detail)
	}
	for _, path := range []string{"/content/v1/jobs", "/content/v1/company", fmt.Sprintf("/content/v1/jobs/%d", w.goDev.ID)} {
		e := expectError(t, get(t, w.s, path, key), 403, "forbidden")
		if !strings.Contains(e.Errors[0].Detail, "key parameter of a feed") {
			t.Errorf("%s: %s", path, e.Errors[0].Detail)
		}
		expectError(t, get(t, w.s, path+"?key="+key, ""), 401, "unauthenticated") // ?key= is read by the feed only
	}
	// Each company's feed key reads its own company's jobs.
	r := get(t, w.s, "/content/v1/jobs.xml?key="+otherFeed, "")
	if f := parseFeed(t, r.Body); len(f.Jobs) != 1 || f.Jobs[0].Title != "Foreign job" {
		t.Errorf("other company's feed: %+v", f.Jobs)
	}
	// A feed key cannot be made with other scopes.
	_, _, err := w.s.Modules.Accounts.Keys.Create(testkit.System(), accounts.CreateAPIKey{CompanyID: w.acme.Company.ID,
		Scopes: []string{modules.ScopeFeedsRead, modules.ScopeContentRead}})
	if modules.As(err).Code != modules.CodeValidation {
		t.Errorf("feeds:read with content:read: %v", err)
	}
}

// TestJobFeedEscaping: "]]>" inside a text cannot end its CDATA section,
// and characters XML 1.0 cannot carry (control characters, U+FFFE,
// U+FFFF) are dropped, wherever they come from (here written to the
// database directly, past the service's cleaning). Invalid UTF-8, which
// PostgreSQL refuses to store, is dropped too (TestXMLText).
func TestJobFeedEscaping(t *testing.T) {
	w := newJobsWorld(t)
	key := feedKey(t, w.s, w.acme.Company.ID)
	title := "Ops ]]> <b>lead</b> \x01\x0b\x1f\ufffe\uffff end"
	desc := "<p>Use <![CDATA[x]]> and ]]]]>> in code\x00\x08 — ok</p>"
	if _, err := w.s.DB.NewUpdate().Table("careers_job_translations").Set("title = ?, description = ?", title, desc).
		Where("job_id = ? AND language = 'en'", w.goDev.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := w.s.DB.NewUpdate().Table("companies").Set("name = ?", "Acme ]]> \x02Co").
		Where("id = ?", w.acme.Company.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	r := get(t, w.s, "/content/v1/jobs.xml?key="+key, "")
	f := parseFeed(t, r.Body)
	var got *xmlJob
	for i := range f.Jobs {
		if strings.HasPrefix(f.Jobs[i].ReferenceNumber, fmt.Sprint(w.goDev.ID)+"-") {
			got = &f.Jobs[i]
			break
		}
	}
	if got == nil {
		t.Fatalf("no Go developer in %s", r.Body)
	}
	if want := "Ops ]]> <b>lead</b>  end"; got.Title != want {
		t.Errorf("title %q, want %q", got.Title, want)
	}
	if want := "<p>Use <![CDATA[x]]> and ]]]]>> in code — ok</p>"; !strings.HasPrefix(got.Description, want) {
		t.Errorf("description %q, want %q…", got.Description, want)
	}
	if f.Publisher != "Acme ]]> Co" || got.Company != "Acme ]]> Co" {
		t.Errorf("publisher %q, company %q", f.Publisher, got.Company)
	}
}

// goldenXML compares an XML body with testdata/<name>.xml; -update
// rewrites it.
func goldenXML(t *testing.T, name string, body []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".xml")
	if *update {
		if err := os.WriteFile(path, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if !bytes.Equal(body, want) {
		t.Errorf("%s differs from %s (run with -update to accept):\n%s", name, path, body)
	}
}
