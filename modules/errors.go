package modules

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"
)

// Code classifies an error. Transports map it to a status
// (internal/httpstatus) and render it in their own envelope; services
// never choose a status.
type Code string

// The error vocabulary shared by every module.
const (
	CodeBadRequest       Code = "bad_request"        // malformed input: JSON, query, wrong data.type
	CodeValidation       Code = "validation_failed"  // well-formed input that breaks a rule; Fields says where
	CodeUnauthenticated  Code = "unauthenticated"    // no or invalid credentials
	CodeForbidden        Code = "forbidden"          // credentials without the right
	CodeNotFound         Code = "not_found"          // unknown or foreign id
	CodeMethodNotAllowed Code = "method_not_allowed" // route exists, method does not
	CodeConflict         Code = "conflict"           // duplicate, already used
	CodeGone             Code = "gone"               // already deleted / trashed
	CodeTooLarge         Code = "too_large"          // body or file over its limit
	CodeUnsupportedType  Code = "unsupported_media_type"
	CodeRateLimited      Code = "rate_limited"
	CodeUnavailable      Code = "unavailable" // a dependency (database, storage) is down
	CodeInternal         Code = "internal"    // anything unexpected: logged, never shown
)

// FieldError names one invalid input field.
type FieldError struct {
	// Field is the input path in the caller's terms: a JSON pointer for
	// bodies ("/data/attributes/email") or a parameter name ("per_page").
	Field string `json:"field"`
	// Message is human readable.
	Message string `json:"message"`
}

// Error is the one error type services return.
type Error struct {
	Code    Code
	Message string
	// Reason is an optional interface-specific machine code (the calendar's
	// "rest-event-not-found"); transports that know it render it instead of
	// their default for Code.
	Reason string
	// Status overrides the code's status (httpstatus.Of) where an interface fixes an unusual
	// status for a reason (the calendar answers some not-found cases 400).
	Status int
	Fields []FieldError
	// Data carries extra machine-readable details (max_bytes, term_id, …).
	Data map[string]any
	// Err is the cause, logged but never shown.
	Err error
}

func (e *Error) Error() string {
	msg := string(e.Code) + ": " + e.Message
	if e.Reason != "" {
		msg = e.Reason + ": " + msg
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf builds an Error with a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// NotFound is the error for an unknown or foreign resource.
func NotFound(what string) *Error {
	return &Error{Code: CodeNotFound, Message: what + " not found"}
}

// Internal wraps an unexpected error. Its message is never shown.
func Internal(err error) *Error {
	return &Error{Code: CodeInternal, Message: "internal error", Err: err}
}

// Validation builds a CodeValidation error from field errors.
func Validation(fields ...FieldError) *Error {
	return &Error{Code: CodeValidation, Message: "the request has invalid fields", Fields: fields}
}

// As returns err as *Error. Call it only with a non-nil err: a nil
// *Error returned as error is a non-nil interface. Errors that are not *Error become Internal,
// except the ones that classify themselves (see Classify).
func As(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if c := Classify(err); c != nil {
		return c
	}
	return Internal(err)
}

// Classify recognises infrastructure failures that are not the caller's
// fault and not a bug: a database or storage backend that cannot be reached
// is CodeUnavailable (503, with Retry-After). It returns nil otherwise.
//
// Besides network errors and closed connections, that includes what
// PostgreSQL answers while it shuts down, restarts or is overloaded (see
// outageSQLState): a restart is an outage like a cut cable.
func Classify(err error) *Error {
	var netErr net.Error
	switch {
	case errors.Is(err, driver.ErrBadConn),
		errors.Is(err, sql.ErrConnDone),
		errors.Is(err, syscall.ECONNREFUSED),
		errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.ECONNABORTED),
		errors.Is(err, syscall.EPIPE),
		errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, io.EOF), // a database connection closed under a query
		errors.As(err, &netErr),
		outageSQLState(sqlState(err)):
		return &Error{Code: CodeUnavailable, Message: "a backing service is unavailable, retry later", Err: err}
	}
	return nil
}

// sqlState returns the SQLSTATE of a PostgreSQL error ("" for others).
// The driver's error type is recognised by its method (pgdriver.Error has
// Field('C')), so the kernel does not import a driver.
func sqlState(err error) string {
	var pg interface{ Field(byte) string }
	if errors.As(err, &pg) {
		return pg.Field('C')
	}
	return ""
}

// outageSQLState reports whether a SQLSTATE means the server cannot serve
// now but will again, with nothing wrong in the request:
//
//   - class 08, connection exceptions (the connection failed or was
//     refused, a protocol violation after a cut);
//   - class 53, insufficient resources (53300 too_many_connections, disk
//     full, out of memory);
//   - 57P01 admin_shutdown (the server is stopping or an operator ended
//     the session), 57P02 crash_shutdown (another backend crashed),
//     57P03 cannot_connect_now (starting up, shutting down, in recovery),
//     57P05 idle_session_timeout.
func outageSQLState(code string) bool {
	if len(code) != 5 {
		return false
	}
	switch {
	case strings.HasPrefix(code, "08"), strings.HasPrefix(code, "53"):
		return true
	}
	switch code {
	case "57P01", "57P02", "57P03", "57P05":
		return true
	}
	return false
}

// IsUniqueViolation recognises a unique-constraint failure on both
// databases: usually a lost race between an existence check and an insert.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE=23505") ||
		strings.Contains(msg, "duplicate key value")
}
