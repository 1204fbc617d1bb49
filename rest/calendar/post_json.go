package calendar

import (
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"corkboard/modules/calendar"
)

// imageJSON is a featured image; empty members are dropped.
type imageJSON struct {
	URL       string         `json:"url"`
	ID        int64          `json:"id,omitempty"`
	Extension string         `json:"extension,omitempty"`
	Width     int            `json:"width,omitempty"`
	Height    int            `json:"height,omitempty"`
	Filesize  int64          `json:"filesize,omitempty"`
	Sizes     map[string]any `json:"sizes,omitempty"`
}

// image returns the featured image of p, or nil.
func (a *api) image(p *calendar.Post) *imageJSON {
	switch {
	case p.Image != nil:
		img := p.Image
		return &imageJSON{URL: a.images.URL(img), ID: img.ID, Extension: img.Extension(),
			Width: img.Width, Height: img.Height, Filesize: img.Size}
	case p.ImageURL != "":
		j := &imageJSON{URL: p.ImageURL}
		if u, err := url.Parse(p.ImageURL); err == nil {
			j.Extension = strings.ToLower(strings.TrimPrefix(path.Ext(u.Path), "."))
		}
		return j
	}
	return nil
}

// postDates are the publication and modification dates of a post in the
// site time zone and in UTC.
type postDates struct {
	Date, DateUTC, Modified, ModifiedUTC string
}

func (a *api) dates(p *calendar.Post) postDates {
	tz := a.cal.Site.Timezone
	return postDates{
		Date: formatDate(p.PublishedAt.In(tz)), DateUTC: formatDate(p.PublishedAt.UTC()),
		Modified: formatDate(p.ModifiedAt.In(tz)), ModifiedUTC: formatDate(p.ModifiedAt.UTC()),
	}
}

// globalID is "<host><path>?id=<id>" of the site URL, as The Events
// Calendar identifies posts across sites.
func (a *api) globalID(id int64) string {
	return a.globalHost + "?id=" + strconv.FormatInt(id, 10)
}

// globalHost is the host and path of the site URL site.
func globalHost(site string) string {
	if u, err := url.Parse(site); err == nil {
		return u.Hostname() + strings.TrimRight(u.Path, "/")
	}
	return site
}

// pageURL is the public page of a post: <site>/<kind>/<slug>/.
func (a *api) pageURL(r *request, kind, slug string) string {
	return a.cal.Site.PostURL(r.lang, calendar.PostType(kind), slug)
}

// uidHost is the host of the site URL site.
func uidHost(site string) string {
	if u, err := url.Parse(site); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "corkboard"
}

func author(id int64) string { return strconv.FormatInt(id, 10) }

// dateDetails splits a date as the *_date_details objects show it.
type dateDetails struct {
	Year    string `json:"year"`
	Month   string `json:"month"`
	Day     string `json:"day"`
	Hour    string `json:"hour"`
	Minutes string `json:"minutes"`
	Seconds string `json:"seconds"`
}

func details(t time.Time) dateDetails {
	s := formatDate(t) // 2006-01-02 15:04:05
	if len(s) != len(calendar.DateLayout) {
		f := strings.Fields(t.Format("2006 01 02 15 04 05"))
		return dateDetails{f[0], f[1], f[2], f[3], f[4], f[5]}
	}
	return dateDetails{s[0:4], s[5:7], s[8:10], s[11:13], s[14:16], s[17:19]}
}

// formatDate is t.Format(calendar.DateLayout), written directly (the
// layout is read anew on every Format call, and responses carry many
// dates).
func formatDate(t time.Time) string {
	y, mo, d := t.Date()
	if y < 0 || y > 9999 {
		return t.Format(calendar.DateLayout)
	}
	h, mi, s := t.Clock()
	var b [19]byte
	two := func(at, n int) { b[at], b[at+1] = byte('0'+n/10), byte('0'+n%10) }
	two(0, y/100)
	two(2, y%100)
	two(5, int(mo))
	two(8, d)
	two(11, h)
	two(14, mi)
	two(17, s)
	b[4], b[7], b[10], b[13], b[16] = '-', '-', ' ', ':', ':'
	return string(b[:])
}

// postInput reads the shared members of event, venue and organizer
// writes; titleParam names the title ("title", "venue", "organizer").
func postInput(p *params, lang, titleParam string) calendar.PostInput {
	in := calendar.PostInput{
		Author: p.integer("author"), Published: publishDate(p),
		Title: p.str(titleParam), Description: p.str("description"), Status: p.status(),
		Image: p.text("image"), Language: lang,
	}
	return in
}

// status reads a post status (nil when absent).
func (p *params) status() *calendar.Status {
	s := p.str("status")
	if s == nil {
		return nil
	}
	st := calendar.Status(*s)
	return &st
}

// statuses reads the status filter of an archive: a list, nil when
// absent.
func (p *params) statuses() []calendar.Status {
	l := p.list("status")
	if l == nil {
		return nil
	}
	out := make([]calendar.Status, len(l))
	for i, s := range l {
		out[i] = calendar.Status(s)
	}
	return out
}

// publishDate reads date (in the event's or the site's zone) and
// date_utc, which wins when both are sent; the other must still be a
// date.
func publishDate(p *params) calendar.When {
	local, utc := p.date("date"), p.date("date_utc")
	if utc == nil {
		return local
	}
	if d, ok := local.(phpDate); ok {
		if _, ok := parseDate(d.s, time.Now(), time.UTC); !ok {
			p.errs = append(p.errs, invalidParam("date"))
		}
	}
	return utc
}

// stringFlag reads a venue flag declared as a string ("true", "false").
func (p *params) stringFlag(name string) *bool {
	s := p.str(name)
	if s == nil {
		return nil
	}
	b := truthy(*s)
	return &b
}

func valueOf(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func joinStatuses(list []calendar.Status) string {
	parts := make([]string, len(list))
	for i, s := range list {
		parts[i] = string(s)
	}
	return strings.Join(parts, ",")
}
