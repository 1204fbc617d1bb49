package calendar

import (
	"context"
	"strings"
	"time"
)

// eventPlan is a validated EventInput, its values parsed.
type eventPlan struct {
	post       postPlan
	loc        *time.Location // the event's zone after the write
	start, end *time.Time     // wall times in loc, when sent
}

// checkEvent validates an event write into v. existing is the event an
// update changes (nil on create).
func (s *store) checkEvent(ctx context.Context, c caller, in *EventInput, existing *Event, v *validation) (eventPlan, error) {
	var plan eventPlan
	plan.loc = s.site.Timezone
	if existing != nil {
		plan.loc = existing.Location()
	}
	if in.Timezone != nil {
		name := strings.TrimSpace(*in.Timezone)
		switch loc, ok := loadLocation(name); {
		case name == "":
			plan.loc = s.site.Timezone
		case ok:
			plan.loc = loc
		default:
			v.add("timezone", ReasonInvalid)
		}
	}
	for _, d := range []struct {
		name string
		in   When
		out  **time.Time
	}{{"start", in.Start, &plan.start}, {"end", in.End, &plan.end}} {
		if d.in == nil {
			continue
		}
		t, ok := d.in.In(plan.loc, s.now())
		v.check(d.name, ok)
		if ok {
			*d.out = &t
		}
	}
	var err error
	plan.post, err = s.checkPost(ctx, c, &in.PostInput, postRules{hasSlugExcerpt: true, publishLocation: plan.loc}, v)
	if err != nil {
		return plan, err
	}
	plain(&in.Website, &in.CurrencySymbol, &in.CurrencyCode)
	trim(&in.CurrencyPosition)
	if in.Cost != nil { // plain text too; what stripping empties goes
		cost := make([]string, 0, len(*in.Cost))
		for _, c := range *in.Cost {
			if c = PlainText(c); c != "" {
				cost = append(cost, c)
			}
		}
		in.Cost = &cost
	}
	if in.Website != nil {
		v.check("website", validWebsite(in.Website))
	}
	if in.CurrencyPosition != nil {
		p := *in.CurrencyPosition
		v.check("currency_position", p == "" || p == "prefix" || p == "postfix")
	}
	if in.Venue != nil && in.Venue.ID != 0 {
		ok, err := s.isPost(ctx, PostVenue, in.Venue.ID)
		if err != nil {
			return plan, err
		}
		v.check("venue", ok)
	}
	if in.UnpublishAt != nil && !in.UnpublishAt.IsZero() {
		published := s.now()
		switch {
		case plan.post.published != nil:
			published = *plan.post.published
		case existing != nil:
			published = existing.PublishedAt
		}
		u := in.UnpublishAt.UTC().Truncate(time.Second)
		in.UnpublishAt = &u
		v.check("unpublish", u.After(published) && u.Year() <= 9999)
	}
	if in.Organizers != nil {
		for _, o := range *in.Organizers {
			if o.ID == 0 {
				continue
			}
			ok, err := s.isPost(ctx, PostOrganizer, o.ID)
			if err != nil {
				return plan, err
			}
			if !ok {
				v.add("organizers", ReasonInvalid)
				break
			}
		}
	}
	return plan, nil
}

// apply writes the event's own members of a validated input into e.
func (in *EventInput) apply(e *Event, plan eventPlan, create bool) {
	allDay := e.AllDay
	if in.AllDay != nil {
		allDay = *in.AllDay
	}
	start, end := e.Start(), e.End()
	if !create { // re-read the stored wall times in the (maybe new) zone
		start = wallTime(e.StartLocal, plan.loc, start)
		end = wallTime(e.EndLocal, plan.loc, end)
	}
	if plan.start != nil {
		start = *plan.start
	}
	if plan.end != nil {
		end = *plan.end
	}
	e.setTimes(start, end, plan.loc, allDay)
	if in.Cost != nil {
		e.Cost = append([]string{}, *in.Cost...)
	}
	if in.UnpublishAt != nil {
		e.UnpublishAt = nil
		if !in.UnpublishAt.IsZero() {
			u := *in.UnpublishAt
			e.UnpublishAt = &u
		}
	}
	for dst, src := range map[*string]*string{&e.CurrencySymbol: in.CurrencySymbol, &e.CurrencyCode: in.CurrencyCode,
		&e.CurrencyPosition: in.CurrencyPosition, &e.Website: in.Website, &e.Password: in.Password} {
		if src != nil {
			*dst = *src
		}
	}
	for dst, src := range map[*bool]*bool{&e.ShowMap: in.ShowMap, &e.ShowMapLink: in.ShowMapLink,
		&e.HideFromListings: in.HideFromListings, &e.Sticky: in.Sticky, &e.Featured: in.Featured} {
		if src != nil {
			*dst = *src
		}
	}
	if e.Cost == nil {
		e.Cost = []string{}
	}
}

// wallTime reads a stored local time in loc (fallback when unreadable).
func wallTime(local string, loc *time.Location, fallback time.Time) time.Time {
	t, err := time.ParseInLocation(DateLayout, local, loc)
	if err != nil {
		return fallback
	}
	return t
}
