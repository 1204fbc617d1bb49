package calendar

import (
	"context"
	"strconv"

	"corkboard/modules/calendar"
)

// linkedAPI serves the routes of venues or organizers, which work alike.
type linkedAPI[T any, In any] struct {
	svc interface {
		List(context.Context, calendar.LinkedQuery) (*calendar.Page[T], error)
		Get(context.Context, calendar.Ref, string) (T, error)
		Create(context.Context, In) (T, error)
		Check(context.Context, In, bool) error
		Update(context.Context, calendar.Ref, In) (T, error)
		Delete(context.Context, calendar.Ref, string) (T, error)
	}
	key    string // the archive key and path: "venues", "organizers"
	render func(r *request, item T, single bool) any
	input  func(p *params, lang string) In
}

func (l linkedAPI[T, In]) list(r *request) error {
	p := r.p
	q := calendar.LinkedQuery{
		Paging: calendar.Paging{Page: p.intArg("page"), PerPage: p.intArg("per_page")},
		Search: p.text("search"), Event: p.integer("event"),
		Statuses: p.statuses(), Language: r.lang,
	}
	for name, dst := range map[string]**bool{"has_events": &q.HasEvents, "only_with_upcoming": &q.OnlyWithUpcoming} {
		if s := p.text(name); s != nil {
			b := truthy(*s)
			*dst = &b
		}
	}
	page, err := l.svc.List(r.ctx(), q)
	if err != nil || len(r.p.errs) > 0 {
		return r.refuse(err)
	}
	items := make([]any, 0, len(page.Items))
	for _, it := range page.Items {
		items = append(items, l.render(r, it, false))
	}
	link := archiveLink{base: r.root + l.key + "/"}
	link.add("per_page", strconv.Itoa(page.PerPage))
	for _, name := range []string{"search", "event", "has_events", "only_with_upcoming"} {
		link.add(name, valueOf(r.p.text(name)))
	}
	link.add("status", joinStatuses(page.Status))
	totalPages := pageCount(page.Total, page.PerPage)
	body := map[string]any{l.key: items, "rest_url": link.restURL(page.Number), "total": page.Total, "total_pages": totalPages}
	link.links(body, page.Number, totalPages)
	setTotals(r, page.Total, totalPages)
	return writeJSON(r.c, 200, body)
}

func (l linkedAPI[T, In]) get(r *request) error {
	item, err := l.svc.Get(r.ctx(), r.ref(), r.lang)
	if err != nil {
		return err
	}
	return writeJSON(r.c, 200, l.render(r, item, true))
}

func (l linkedAPI[T, In]) create(r *request) error {
	in := l.input(r.p, r.lang)
	if len(r.p.errs) > 0 {
		return r.refuse(l.svc.Check(r.ctx(), in, true))
	}
	item, err := l.svc.Create(r.ctx(), in)
	if err != nil {
		return r.refuse(err)
	}
	return writeJSON(r.c, 201, l.render(r, item, false))
}

func (l linkedAPI[T, In]) update(r *request) error {
	in := l.input(r.p, r.lang)
	if len(r.p.errs) > 0 {
		return r.refuse(l.svc.Check(r.ctx(), in, false))
	}
	item, err := l.svc.Update(r.ctx(), r.ref(), in)
	if err != nil {
		return r.refuse(err)
	}
	return writeJSON(r.c, 200, l.render(r, item, false))
}

func (l linkedAPI[T, In]) delete(r *request) error {
	item, err := l.svc.Delete(r.ctx(), r.ref(), r.lang)
	if err != nil {
		return err
	}
	return writeJSON(r.c, 200, l.render(r, item, false))
}
