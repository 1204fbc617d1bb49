// Package httpstatus is the one table from the kernel's error codes to
// the HTTP status the transports (rest, graph) send. The kernel speaks no
// HTTP.
package httpstatus

import (
	"net/http"

	"corkboard/modules"
)

// byCode is the single table from code to HTTP status.
var byCode = map[modules.Code]int{
	modules.CodeBadRequest:       http.StatusBadRequest,
	modules.CodeValidation:       http.StatusUnprocessableEntity,
	modules.CodeUnauthenticated:  http.StatusUnauthorized,
	modules.CodeForbidden:        http.StatusForbidden,
	modules.CodeNotFound:         http.StatusNotFound,
	modules.CodeMethodNotAllowed: http.StatusMethodNotAllowed,
	modules.CodeConflict:         http.StatusConflict,
	modules.CodeGone:             http.StatusGone,
	modules.CodeTooLarge:         http.StatusRequestEntityTooLarge,
	modules.CodeUnsupportedType:  http.StatusUnsupportedMediaType,
	modules.CodeRateLimited:      http.StatusTooManyRequests,
	modules.CodeUnavailable:      http.StatusServiceUnavailable,
	modules.CodeInternal:         http.StatusInternalServerError,
}

// OfCode returns the HTTP status for a code (500 for an unknown code).
func OfCode(c modules.Code) int {
	if s, ok := byCode[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Of is the status a transport sends for e: its Status where set, else
// that of its code.
func Of(e *modules.Error) int {
	if e.Status != 0 {
		return e.Status
	}
	return OfCode(e.Code)
}
