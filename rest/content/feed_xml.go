package content

import (
	"bufio"
	"context"
	"encoding/xml"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"corkboard/modules/careers"
)

// feedSource is what the feed's header says and how its jobs are served.
type feedSource struct {
	Company *careers.Company
	// Prefs are the languages asked for, best first (none: each job in
	// its default language).
	Prefs []string
}

// cdata is an element whose text is written as CDATA (as Indeed asks of
// every job field); encoding/xml splits a "]]>" inside it.
type cdata struct {
	Text string `xml:",cdata"`
}

func cd(s string) cdata { return cdata{xmlText(s)} }

// opt is an optional element: absent when s is empty.
func opt(s string) *cdata {
	if s = xmlText(s); s == "" {
		return nil
	}
	return &cdata{s}
}

// feedJob is one <job> of the feed: a job at one of its locations (a job
// at two offices is two entries, as Indeed asks, each with its own
// referencenumber).
type feedJob struct {
	XMLName         xml.Name `xml:"job"`
	Title           cdata    `xml:"title"`
	Date            cdata    `xml:"date"`
	ReferenceNumber cdata    `xml:"referencenumber"`
	RequisitionID   *cdata   `xml:"requisitionid,omitempty"`
	URL             *cdata   `xml:"url,omitempty"`
	Company         cdata    `xml:"company"`
	City            *cdata   `xml:"city,omitempty"`
	State           *cdata   `xml:"state,omitempty"`
	Country         *cdata   `xml:"country,omitempty"`
	PostalCode      *cdata   `xml:"postalcode,omitempty"`
	StreetAddress   *cdata   `xml:"streetaddress,omitempty"`
	Description     cdata    `xml:"description"`
	Salary          *cdata   `xml:"salary,omitempty"`
	JobType         *cdata   `xml:"jobtype,omitempty"`
	Category        *cdata   `xml:"category,omitempty"`
	ExpirationDate  *cdata   `xml:"expirationdate,omitempty"`
	RemoteType      *cdata   `xml:"remotetype,omitempty"`
}

// feedTime is the feed's date format: ISO 8601 in UTC, as Indeed
// recommends.
const feedTime = "2006-01-02T15:04:05Z"

// indeedJobTypes maps careers.EmploymentTypes to Indeed's job types.
var indeedJobTypes = map[string]string{
	"fulltime": "fulltime", "parttime": "parttime", "freelance": "contract", "internship": "internship",
	"student": "parttime", "temporary": "temporary", "volunteer": "volunteer",
}

// indeedRemoteTypes maps careers.WorkplaceTypes to Indeed's remote types
// (an on-site job has none).
var indeedRemoteTypes = map[string]string{"remote": "Fully remote", "hybrid": "Hybrid remote"}

// writeFeed writes the whole feed to w: the declaration, <source> with
// publisher, publisherurl and lastBuildDate, then one <job> per job and
// location, token by token, flushing after each job: w never holds more
// than a job, and feed.Each holds a batch. On an error it stops without
// closing <source>.
func writeFeed(ctx context.Context, w *bufio.Writer, feed *careers.JobFeed, src feedSource) error {
	if _, err := w.WriteString(xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	source := xml.StartElement{Name: xml.Name{Local: "source"}}
	if err := enc.EncodeToken(source); err != nil {
		return err
	}
	c := src.Company
	publisherURL := c.Website
	if publisherURL == "" {
		publisherURL = c.JobsiteURL
	}
	for _, f := range []struct{ name, value string }{
		{"publisher", c.Name}, {"publisherurl", publisherURL}, {"lastBuildDate", feed.At.UTC().Format(feedTime)},
	} {
		if f.value == "" {
			continue
		}
		if err := enc.EncodeElement(cd(f.value), xml.StartElement{Name: xml.Name{Local: f.name}}); err != nil {
			return err
		}
	}
	err := feed.Each(ctx, func(j *careers.Job) error {
		for _, e := range feedJobs(j, feed, src) {
			if err := enc.Encode(e); err != nil {
				return err
			}
		}
		if err := enc.Flush(); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := enc.EncodeToken(source.End()); err != nil {
		return err
	}
	if err := enc.Flush(); err != nil {
		return err
	}
	if _, err := w.WriteString("\n"); err != nil {
		return err
	}
	return w.Flush()
}

// feedJobs renders job j: one entry per location (one without location
// when it has none).
func feedJobs(j *careers.Job, feed *careers.JobFeed, src feedSource) []feedJob {
	lang, t := j.Text(src.Prefs)
	if t == nil {
		t = &careers.JobTranslation{}
	}
	e := feedJob{
		Title:           cd(t.Title),
		ReferenceNumber: cd(strconv.FormatInt(j.ID, 10)),
		Company:         cd(src.Company.Name),
		Description:     cd(j.FullDescription(lang)),
		URL:             opt(j.JobsiteLink(lang)),
		RemoteType:      opt(indeedRemoteTypes[j.WorkplaceType]),
	}
	if j.PublishedAt != nil {
		e.Date = cd(j.PublishedAt.UTC().Format(feedTime))
	}
	if j.Reference != nil {
		e.RequisitionID = opt(*j.Reference)
	}
	if j.ClosesAt != nil {
		e.ExpirationDate = opt(j.ClosesAt.UTC().Format(feedTime))
	}
	var types []string
	for _, et := range j.EmploymentTypes {
		if it := indeedJobTypes[et]; it != "" && !slices.Contains(types, it) {
			types = append(types, it)
		}
	}
	e.JobType = opt(strings.Join(types, ", "))
	cats := make([]string, len(j.Categories))
	for i := range j.Categories {
		cats[i] = j.Categories[i].NameIn(src.Prefs, lang)
	}
	e.Category = opt(strings.Join(cats, ", "))
	if s := j.Salary; s != nil {
		amount := strconv.FormatFloat(s.Min, 'f', -1, 64)
		if s.Max != s.Min {
			amount += " - " + strconv.FormatFloat(s.Max, 'f', -1, 64)
		}
		e.Salary = opt(s.Currency + " " + amount + " per " + s.Period)
	}
	out := make([]feedJob, 0, max(1, len(j.LocationIDs)))
	for _, id := range j.LocationIDs {
		l, ok := feed.Locations[id]
		if !ok {
			continue
		}
		at := e
		at.ReferenceNumber = cd(strconv.FormatInt(j.ID, 10) + "-" + strconv.FormatInt(l.ID, 10))
		at.City, at.Country, at.PostalCode, at.StreetAddress = opt(l.City), opt(l.Country), opt(l.PostalCode), opt(l.Street)
		out = append(out, at)
	}
	if len(out) == 0 {
		out = append(out, e)
	}
	return out
}

// xmlText returns s without what XML 1.0 cannot carry: invalid UTF-8 and
// the characters outside its Char production (control characters but tab,
// newline and carriage return; U+FFFE and U+FFFF). CDATA has no escape for
// them, so they are dropped.
func xmlText(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, func(r rune) bool { return !xmlChar(r) }) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if xmlChar(r) {
			return r
		}
		return -1
	}, strings.ToValidUTF8(s, ""))
}

// xmlChar is XML 1.0's Char production.
func xmlChar(r rune) bool {
	switch {
	case r == 0x09 || r == 0x0A || r == 0x0D:
		return true
	case r >= 0x20 && r <= 0xD7FF:
		return true
	case r >= 0xE000 && r <= 0xFFFD:
		return true
	case r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}
