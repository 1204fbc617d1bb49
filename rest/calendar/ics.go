package calendar

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/calendar"
	"corkboard/modules/calendar/icalendar"
	"corkboard/rest/respcache"
)

// The iCalendar feeds: GET /events.ics (the archive's filters, as many
// events as the feed's limit) and GET /events/{id}.ics (one event). They
// are read like the JSON routes (same services, same visibility, same
// errors, in JSON) and answered as text/calendar with an ETag.

// icsArchiveArgs are the archive's arguments, per_page up to the feed's
// limit.
func (a *api) icsArchiveArgs() []arg {
	limit := a.cal.Events.FeedMaxEvents()
	args := eventArchiveArgs()
	for i := range args {
		if args[i].Name == "per_page" {
			args[i].Default = limit
			args[i].Description = "The number of events in the feed (at most " + strconv.Itoa(limit) + ")"
		}
	}
	return args
}

func (a *api) listEventsICS(r *request) error {
	page, err := a.cal.Events.Feed(r.ctx(), eventQuery(r))
	if err != nil || len(r.p.errs) > 0 {
		return r.refuse(err)
	}
	return a.writeICS(r, "Events", page.Items, "")
}

func (a *api) getEventICS(r *request) error {
	opts := calendar.ReadOptions{Language: r.lang}
	if pw := r.p.text("password"); pw != nil {
		opts.Password = *pw
	}
	e, err := a.cal.Events.Get(r.ctx(), r.ref(), opts)
	if err != nil {
		return err
	}
	return a.writeICS(r, "", []*calendar.Event{e}, e.Slug+".ics")
}

// writeICS answers with events as one calendar, with a strong ETag of
// its bytes (304 when If-None-Match has it); filename, when given, is
// offered for saving.
func (a *api) writeICS(r *request, name string, events []*calendar.Event, filename string) error {
	var buf bytes.Buffer
	feed := icalendar.Feed{Site: a.cal.Site, Language: r.lang, Host: a.uidHost}
	if name != "" {
		feed.Name = name + " · " + a.globalHost
	}
	if err := icalendar.Write(&buf, feed, events); err != nil {
		return modules.Internal(err)
	}
	sum := sha256.Sum256(buf.Bytes())
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	c := r.c
	c.Set(fiber.HeaderETag, etag)
	if filename != "" {
		c.Set(fiber.HeaderContentDisposition, `attachment; filename="`+url.PathEscape(filename)+`"`)
	}
	if respcache.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	c.Set(fiber.HeaderContentType, icalendar.MediaType)
	return c.Status(200).Send(buf.Bytes())
}
