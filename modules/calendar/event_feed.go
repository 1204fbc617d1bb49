package calendar

import (
	"context"

	"corkboard/modules"
)

// DefaultFeedMaxEvents bounds a calendar feed when the configuration does
// not (modules.Config.FeedMaxEvents).
const DefaultFeedMaxEvents = 500

// FeedMaxEvents is the most events one feed holds.
func (s *EventService) FeedMaxEvents() int {
	if n := s.store.deps.Config.FeedMaxEvents; n > 0 {
		return n
	}
	return DefaultFeedMaxEvents
}

// Feed returns the events of a calendar feed (the iCalendar events.ics):
// the archive of List with the same filters, defaults and visibility
// (password-protected events are marked Protected), in pages of
// FeedMaxEvents: PerPage is capped at it and defaults to it. The total is
// not counted. Errors: as List.
func (s *EventService) Feed(ctx context.Context, q EventQuery) (*EventPage, error) {
	page := modules.PageRequest{Page: 1, PerPage: s.FeedMaxEvents()}
	if q.Page != nil {
		page.Page = *q.Page
	}
	if q.PerPage != nil {
		page.PerPage = min(*q.PerPage, page.PerPage)
	}
	q.SkipTotal = true
	return s.list(ctx, q, page)
}

// CheckQuery validates an archive query as List would, without reading
// any event (a feed URL is checked before it is handed out). Errors: as
// List's validation_failed.
func (s *EventService) CheckQuery(ctx context.Context, q EventQuery) error {
	_, err := s.filter(ctx, callerFrom(ctx), q)
	return err
}
