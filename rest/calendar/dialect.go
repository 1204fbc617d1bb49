package calendar

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"corkboard/modules"
	"corkboard/modules/calendar"
)

// The WordPress dialect of the calendar API: dates as PHP's strtotime
// reads them, flags as The Events Calendar reads them, and the one table
// from the calendar's problems (modules/calendar.Problem: a reason, a
// subject, fields in the calendar's terms) to WordPress's error codes,
// statuses, messages and parameter names.

// phpDate is a date parameter: strtotime text, read in the zone the
// calendar applies (utc: always in UTC, as date_utc).
type phpDate struct {
	s   string
	utc bool
}

func (d phpDate) In(loc *time.Location, now time.Time) (time.Time, bool) {
	if d.utc {
		loc = time.UTC
	}
	return parseDate(d.s, now, loc)
}

// date reads a date parameter (nil when absent).
func (p *params) date(name string) calendar.When {
	s := p.text(name)
	if s == nil {
		return nil
	}
	return phpDate{s: *s, utc: name == "date_utc"}
}

// truthy reads a flag sent as text as The Events Calendar does: 1, true,
// yes and on (any case) are true, anything else false.
func truthy(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

// paramError is one rejected request parameter.
type paramError struct {
	// Name is the parameter ("start_date", "venue").
	Name string
	// Message is "Invalid parameter." for a failed validation, or a type
	// message such as "featured is not of type boolean.".
	Message string
	// Code, when set, adds a details entry {code, message, data:{param}}
	// (WordPress's rest_invalid_type for type errors).
	Code string
}

const invalidMessage = "Invalid parameter."

func invalidParam(name string) paramError { return paramError{Name: name, Message: invalidMessage} }

// typeError is the paramError of a value of the wrong JSON type.
func typeError(name, typ string) paramError {
	return paramError{Name: name, Message: name + " is not of type " + typ + ".", Code: "rest_invalid_type"}
}

// invalidParams is the 400 rest_invalid_param error for errs (not empty):
// data.params maps each name to its message, data.details holds the
// typed entries ([] when none).
func invalidParams(errs []paramError) *modules.Error {
	names := make([]string, 0, len(errs))
	params := make(map[string]any, len(errs))
	details := make(map[string]any)
	fields := make([]modules.FieldError, 0, len(errs))
	for _, e := range errs {
		if _, dup := params[e.Name]; dup {
			continue
		}
		names = append(names, e.Name)
		params[e.Name] = e.Message
		fields = append(fields, modules.FieldError{Field: e.Name, Message: e.Message})
		if e.Code != "" {
			details[e.Name] = map[string]any{"code": e.Code, "message": e.Message, "data": map[string]any{"param": e.Name}}
		}
	}
	data := map[string]any{"params": params, "details": []any{}}
	if len(details) > 0 {
		data["details"] = details
	}
	return &modules.Error{Code: modules.CodeValidation, Status: 400, Reason: "rest_invalid_param",
		Message: "Invalid parameter(s): " + strings.Join(names, ", "), Fields: fields, Data: data}
}

// missingParams is the 400 rest_missing_callback_param error naming
// required parameters that were not sent.
func missingParams(names ...string) *modules.Error {
	fields := make([]modules.FieldError, len(names))
	for i, n := range names {
		fields[i] = modules.FieldError{Field: n, Message: "is required"}
	}
	return &modules.Error{Code: modules.CodeValidation, Status: 400, Reason: "rest_missing_callback_param",
		Message: "Missing parameter(s): " + strings.Join(names, ", "), Fields: fields,
		Data: map[string]any{"params": names}}
}

// paramNames maps the calendar's field names to WordPress parameters, by
// subject; a name not listed is the same in both.
var paramNames = map[calendar.Subject]map[string]string{
	calendar.SubjectEvent: {"start": "start_date", "end": "end_date", "organizers": "organizer", "venues": "venue",
		"statuses": "status", "ids": "include", "parent": "post_parent", "near_lat": "geoloc_lat", "near_lng": "geoloc_lng"},
	calendar.SubjectVenue:     {"title": "venue", "statuses": "status"},
	calendar.SubjectOrganizer: {"title": "organizer", "statuses": "status"},
	calendar.SubjectCategory:  {"ids": "include", "exclude_ids": "exclude"},
	calendar.SubjectTag:       {"ids": "include", "exclude_ids": "exclude"},
}

// leadingFields are the event fields WordPress validates before the
// others (the event's zone and dates).
var leadingFields = map[string]bool{"timezone": true, "start": true, "end": true}

// param is the WordPress parameter of a calendar field; r (nil outside a
// request) tells which of date and date_utc was sent.
func param(r *request, subject calendar.Subject, field string) string {
	if field == "published" {
		if r != nil && r.p != nil && r.p.has("date_utc") {
			return "date_utc"
		}
		return "date"
	}
	if n, ok := paramNames[subject][field]; ok {
		return n
	}
	return field
}

// refuse is the error of a request whose parameters did not all decode
// (r.p.errs) or that the service refused (err, nil when it found nothing
// more): the decoding errors with the service's validation. Another
// error of the service is dropped when decoding failed (WordPress
// validates before anything else).
func (r *request) refuse(err error) error {
	var p *calendar.Problem
	if err != nil && (!errors.As(err, &p) || p.Reason != calendar.ReasonInvalidInput) {
		if len(r.p.errs) == 0 {
			return wpError(r, modules.As(err))
		}
		p = nil
	}
	if e := validationError(r, r.p.errs, p); e != nil {
		return e
	}
	return nil
}

// validationError is WordPress's answer to invalid parameters: decoded
// (the transport's own errors) and the fields of p (may be nil). Missing
// required parameters are reported first, alone; then every invalid one.
func validationError(r *request, decoded []paramError, p *calendar.Problem) *modules.Error {
	var missing []string
	var lead, rest []paramError
	if p != nil {
		for _, f := range p.Fields {
			name := param(r, p.Subject, f.Field)
			switch f.Reason {
			case calendar.ReasonRequired:
				if !named(decoded, name) { // sent with a wrong type is not missing
					missing = append(missing, name)
				}
			case calendar.ReasonUnsupported: // ticketed: no ticketing
				rest = append(rest, paramError{Name: name, Message: "Event Tickets plugin is not activated.", Code: "event-tickets-not-active"})
			default:
				if p.Subject == calendar.SubjectEvent && leadingFields[f.Field] {
					lead = append(lead, invalidParam(name))
				} else {
					rest = append(rest, invalidParam(name))
				}
			}
		}
	}
	if len(missing) > 0 {
		return missingParams(missing...)
	}
	all := append(append(lead, decoded...), rest...)
	if len(all) == 0 {
		return nil
	}
	return invalidParams(all)
}

func named(errs []paramError, name string) bool {
	for _, e := range errs {
		if e.Name == name {
			return true
		}
	}
	return false
}

// wpError translates an error of the calendar services into WordPress's
// code, status and message (e unchanged when it carries no Problem).
func wpError(r *request, e *modules.Error) *modules.Error {
	var p *calendar.Problem
	if !errors.As(e, &p) {
		return e
	}
	if p.Reason == calendar.ReasonInvalidInput {
		if v := validationError(r, nil, p); v != nil {
			return v
		}
		return e
	}
	subject := string(p.Subject)
	out := &modules.Error{Code: e.Code, Fields: e.Fields, Err: e.Err}
	set := func(status int, reason, format string, args ...any) {
		out.Status, out.Reason, out.Message = status, reason, fmt.Sprintf(format, args...)
	}
	switch p.Reason {
	case calendar.ReasonNotAllowed:
		set(0, "rest_forbidden", "Sorry, you are not allowed to do that.")
	case calendar.ReasonOthersPosts:
		verb := "update"
		if p.Create {
			verb = "create"
		}
		set(403, "rest_cannot_edit_others", "Sorry, you are not allowed to %s posts as this user.", verb)
	case calendar.ReasonTermNotCreatable:
		set(403, "rest_cannot_create", "Sorry, you are not allowed to create terms in this taxonomy.")
	case calendar.ReasonTrashed:
		if e.Code == modules.CodeGone {
			set(410, subject+"-is-in-trash", "The %s is already trashed", subject)
		} else {
			set(403, "event-no-longer-available", "This event is no longer available")
		}
	case calendar.ReasonNotAccessible:
		set(403, subject+"-not-accessible", "The requested %s is not accessible", subject)
	case calendar.ReasonPasswordProtected:
		set(403, "event-password-protected", "The requested event is not accessible without a password")
	case calendar.ReasonPageOutOfRange:
		set(404, subject+"-archive-page-not-found", "The requested %s archive page does not exist", subject)
	case calendar.ReasonWrongKind:
		set(400, "rest-invalid-event-id", "The specified ID is not a valid event.")
	case calendar.ReasonNotFound:
		set(404, "rest-event-not-found", "Event with ID %d does not exist.", p.ID)
	case calendar.ReasonNotCreated:
		set(400, "could-not-create-"+subject, "The %s could not be created from the provided data", subject)
	case calendar.ReasonNotUpdated:
		set(400, "could-not-update-"+subject, "The %s could not be updated", subject)
	case calendar.ReasonNotDeleted:
		set(500, "could-not-delete-"+subject, "The %s could not be deleted", subject)
	case calendar.ReasonNotHierarchical:
		set(400, "rest_taxonomy_not_hierarchical", "Cannot set parent term, taxonomy is not hierarchical.")
	case calendar.ReasonDuplicateSlug:
		set(400, "duplicate_term_slug", "The slug \u201c%s\u201d is already in use by another term.", p.Value)
	case calendar.ReasonTermExists:
		if p.Hierarchical {
			set(400, "term_exists", "A term with the name provided already exists with this parent.")
		} else {
			set(400, "term_exists", "A term with the name provided already exists in this taxonomy.")
		}
		out.Data = map[string]any{"term_id": p.ID}
	default:
		return e
	}
	return out
}
