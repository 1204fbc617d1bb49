package httpstatus_test

import (
	"testing"

	"corkboard/internal/httpstatus"
	"corkboard/modules"
)

func TestStatusTable(t *testing.T) {
	tests := []struct {
		code modules.Code
		want int
	}{
		{modules.CodeBadRequest, 400}, {modules.CodeValidation, 422}, {modules.CodeUnauthenticated, 401},
		{modules.CodeForbidden, 403}, {modules.CodeNotFound, 404}, {modules.CodeMethodNotAllowed, 405},
		{modules.CodeConflict, 409}, {modules.CodeGone, 410}, {modules.CodeTooLarge, 413},
		{modules.CodeUnsupportedType, 415}, {modules.CodeRateLimited, 429}, {modules.CodeUnavailable, 503},
		{modules.CodeInternal, 500}, {"made-up", 500},
	}
	for _, tt := range tests {
		if got := httpstatus.OfCode(tt.code); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.code, got, tt.want)
		}
	}
	e := &modules.Error{Code: modules.CodeBadRequest, Status: 404}
	if httpstatus.Of(e) != 404 {
		t.Error("Status override ignored")
	}
}
