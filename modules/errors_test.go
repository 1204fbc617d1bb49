package modules_test

import (
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

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
		if got := tt.code.Status(); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.code, got, tt.want)
		}
	}
	e := &modules.Error{Code: modules.CodeBadRequest, Status: 404}
	if e.HTTPStatus() != 404 {
		t.Error("Status override ignored")
	}
}

func TestAsClassifiesOutages(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want modules.Code
	}{
		{"module error kept", fmt.Errorf("wrapped: %w", modules.NotFound("job")), modules.CodeNotFound},
		{"bad conn", driver.ErrBadConn, modules.CodeUnavailable},
		{"refused", &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, modules.CodeUnavailable},
		{"reset", fmt.Errorf("read: %w", syscall.ECONNRESET), modules.CodeUnavailable},
		{"closed mid-query", fmt.Errorf("pgdriver: %w", io.EOF), modules.CodeUnavailable},
		{"anything else", errors.New("boom"), modules.CodeInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := modules.As(tt.err).Code; got != tt.want {
				t.Fatalf("%s, want %s", got, tt.want)
			}
		})
	}
}
