package calendar

import (
	"fmt"
	"strings"

	"corkboard/modules"
)

// Reason says, in the calendar's own terms, why it refused a request.
// Transports that speak a dialect (the WordPress REST API of The Events
// Calendar) translate it, with the Subject, into their own codes and
// statuses; GraphQL shows it as extensions.reason.
type Reason string

// The calendar's reasons.
const (
	// Validation: see Problem.Fields.
	ReasonInvalidInput Reason = "invalid_input"
	// ReasonRequired: a field a create needs was not given.
	ReasonRequired Reason = "required"
	// ReasonInvalid: a field's value breaks a rule (or names nothing).
	ReasonInvalid Reason = "invalid"
	// ReasonUnsupported: a value asks for what the calendar does not do
	// (ticketed events: there is no ticketing).
	ReasonUnsupported Reason = "unsupported"

	ReasonNotFound          Reason = "not_found"          // no record has the id
	ReasonWrongKind         Reason = "wrong_kind"         // the id is a record of another kind
	ReasonTrashed           Reason = "trashed"            // the record is in the trash
	ReasonNotAccessible     Reason = "not_accessible"     // not published and not the caller's to read
	ReasonPasswordProtected Reason = "password_protected" // the password was not given
	ReasonPageOutOfRange    Reason = "page_out_of_range"  // a page past the last
	ReasonNotAllowed        Reason = "not_allowed"        // the caller may not do this
	ReasonOthersPosts       Reason = "others_posts"       // a contributor naming another author
	ReasonTermNotCreatable  Reason = "term_not_creatable" // a contributor naming a term that does not exist
	ReasonNotHierarchical   Reason = "not_hierarchical"   // a parent for a tag
	ReasonDuplicateSlug     Reason = "duplicate_slug"     // another term has the slug
	ReasonTermExists        Reason = "term_exists"        // another term has the name (and parent)
	ReasonNotCreated        Reason = "not_created"        // inline venue or organizer data that is not one
	ReasonNotUpdated        Reason = "not_updated"
	ReasonNotDeleted        Reason = "not_deleted"
)

// Subject is what a Problem is about.
type Subject string

// The calendar's subjects.
const (
	SubjectEvent     Subject = "event"
	SubjectVenue     Subject = "venue"
	SubjectOrganizer Subject = "organizer"
	SubjectCategory  Subject = "category"
	SubjectTag       Subject = "tag"
)

// Problem is the typed detail of every error the calendar services make:
// the cause (Err) of the *modules.Error they return; read it with
// errors.As.
type Problem struct {
	Reason  Reason
	Subject Subject
	// ID is the record concerned (not found, the term that exists).
	ID int64
	// Create is set when a create (not an update) was refused
	// (ReasonOthersPosts).
	Create bool
	// Value is the value refused (the slug of ReasonDuplicateSlug).
	Value string
	// Hierarchical is set for a term taxonomy with parents (categories).
	Hierarchical bool
	// Fields are the fields of ReasonInvalidInput, in the order found:
	// snake_case names of the input's members ("start", "title",
	// "organizers").
	Fields []FieldProblem
	// Cause is an underlying failure (logged, never shown).
	Cause error
}

// FieldProblem is one refused field.
type FieldProblem struct {
	Field  string
	Reason Reason
}

func (p *Problem) Error() string {
	s := string(p.Subject) + ": " + string(p.Reason)
	if p.Cause != nil {
		s += ": " + p.Cause.Error()
	}
	return s
}

func (p *Problem) Unwrap() error { return p.Cause }

// fail is the error of a problem.
func fail(code modules.Code, p Problem, message string) *modules.Error {
	e := &modules.Error{Code: code, Reason: string(p.Reason), Message: message, Err: &p}
	for _, f := range p.Fields {
		e.Fields = append(e.Fields, modules.FieldError{Field: f.Field, Message: fieldMessage(f.Reason)})
	}
	return e
}

func fieldMessage(r Reason) string {
	switch r {
	case ReasonRequired:
		return "is required"
	case ReasonUnsupported:
		return "is not supported"
	case ReasonNotFound:
		return "names nothing"
	}
	return "is invalid"
}

// validation collects field problems: required fields first, as found.
type validation struct {
	subject Subject
	fields  []FieldProblem
}

func (v *validation) require(name string, present bool) {
	if !present {
		v.add(name, ReasonRequired)
	}
}

func (v *validation) add(name string, r Reason) {
	for _, f := range v.fields {
		if f.Field == name {
			return
		}
	}
	v.fields = append(v.fields, FieldProblem{Field: name, Reason: r})
}

func (v *validation) check(name string, ok bool) {
	if !ok {
		v.add(name, ReasonInvalid)
	}
}

func (v *validation) err() error {
	if len(v.fields) == 0 {
		return nil
	}
	names := make([]string, len(v.fields))
	for i, f := range v.fields {
		names[i] = f.Field
	}
	return fail(modules.CodeValidation, Problem{Reason: ReasonInvalidInput, Subject: v.subject, Fields: v.fields},
		"invalid fields: "+strings.Join(names, ", "))
}

// invalidField is the validation error of one field.
func invalidField(subject Subject, name string, r Reason) error {
	v := validation{subject: subject}
	v.add(name, r)
	return v.err()
}

// forbidden refuses the caller: unauthenticated for an anonymous caller,
// forbidden for an authenticated one.
func forbidden(c caller, subject Subject) *modules.Error {
	p := Problem{Reason: ReasonNotAllowed, Subject: subject}
	if c.p == nil {
		return fail(modules.CodeUnauthenticated, p, "sign in to do that")
	}
	return fail(modules.CodeForbidden, p, "you are not allowed to do that")
}

// cannotCreateTerm refuses a caller who may not manage terms the creation
// of the term name of tax that an event write names (only editors create
// terms; existing ones may be linked). The field says which list named it.
func cannotCreateTerm(tax Taxonomy, name string) *modules.Error {
	field, what, subject := "categories", "category", SubjectCategory
	if tax == Tags {
		field, what, subject = "tags", "tag", SubjectTag
	}
	e := fail(modules.CodeForbidden, Problem{Reason: ReasonTermNotCreatable, Subject: subject, Value: name},
		"only editors create "+what+" terms")
	e.Fields = []modules.FieldError{{Field: field, Message: fmt.Sprintf("no %s is named %q, and only editors create them", what, name)}}
	return e
}
