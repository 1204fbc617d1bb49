package calendar

import (
	"fmt"
	"strings"

	"corkboard/modules"
)

// ParamError is one rejected request parameter, in the terms of the
// WordPress REST layer the calendar API imitates.
type ParamError struct {
	// Name is the parameter ("start_date", "venue").
	Name string
	// Message is "Invalid parameter." for a failed validation, or a type
	// message such as "featured is not of type boolean.".
	Message string
	// Code, when set, adds a details entry {code, message, data:{param}}
	// (WordPress's rest_invalid_type for type errors).
	Code string
}

// invalid is the ParamError of a value that failed validation.
func invalid(name string) ParamError { return ParamError{Name: name, Message: "Invalid parameter."} }

// TypeError is the ParamError of a value of the wrong JSON type.
func TypeError(name, typ string) ParamError {
	return ParamError{Name: name, Message: name + " is not of type " + typ + ".", Code: "rest_invalid_type"}
}

// InvalidParams is the 400 rest_invalid_param error for errs (not empty):
// data.params maps each name to its message, data.details holds the
// typed entries ([] when none).
func InvalidParams(errs []ParamError) *modules.Error {
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

// MissingParams is the 400 rest_missing_callback_param error naming
// required parameters that were not sent.
func MissingParams(names ...string) *modules.Error {
	fields := make([]modules.FieldError, len(names))
	for i, n := range names {
		fields[i] = modules.FieldError{Field: n, Message: "is required"}
	}
	return &modules.Error{Code: modules.CodeValidation, Status: 400, Reason: "rest_missing_callback_param",
		Message: "Missing parameter(s): " + strings.Join(names, ", "), Fields: fields,
		Data: map[string]any{"params": names}}
}

// validation collects parameter errors in the order WordPress reports
// them: missing required parameters first (alone), then invalid ones.
type validation struct {
	missing []string
	errs    []ParamError
}

func (v *validation) require(name string, present bool) {
	if !present {
		v.missing = append(v.missing, name)
	}
}

func (v *validation) add(e ...ParamError) { v.errs = append(v.errs, e...) }

func (v *validation) check(name string, ok bool) {
	if !ok {
		v.errs = append(v.errs, invalid(name))
	}
}

func (v *validation) err() error {
	var missing []string
	for _, name := range v.missing { // sent with a wrong type is not missing
		sent := false
		for _, e := range v.errs {
			sent = sent || e.Name == name
		}
		if !sent {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return MissingParams(missing...)
	}
	if len(v.errs) > 0 {
		return InvalidParams(v.errs)
	}
	return nil
}

// reasonError is an error of a calendar handler with its own code.
func reasonError(code modules.Code, status int, reason, format string, args ...any) *modules.Error {
	return &modules.Error{Code: code, Status: status, Reason: reason, Message: fmt.Sprintf(format, args...)}
}

// forbidden is rest_forbidden: 401 for an anonymous caller, 403 for an
// authenticated one.
func forbidden(c caller) *modules.Error {
	if c.p == nil {
		return &modules.Error{Code: modules.CodeUnauthenticated, Reason: "rest_forbidden", Message: "Sorry, you are not allowed to do that."}
	}
	return &modules.Error{Code: modules.CodeForbidden, Reason: "rest_forbidden", Message: "Sorry, you are not allowed to do that."}
}

// cannotCreateTerm refuses a caller who may not manage terms the creation
// of the term name of tax that an event write names: WordPress's answer to
// creating a term without the right to edit terms (403
// rest_cannot_create). The field says which list named it.
func cannotCreateTerm(tax Taxonomy, name string) *modules.Error {
	field, what := "categories", "category"
	if tax == Tags {
		field, what = "tags", "tag"
	}
	return &modules.Error{Code: modules.CodeForbidden, Status: 403, Reason: "rest_cannot_create",
		Message: "Sorry, you are not allowed to create terms in this taxonomy.",
		Fields:  []modules.FieldError{{Field: field, Message: fmt.Sprintf("no %s is named %q, and only editors create them", what, name)}}}
}
