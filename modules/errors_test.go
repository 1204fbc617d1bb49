package modules_test

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"corkboard/internal/httpstatus"
	"corkboard/modules"
)

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
		{"connection already closed", fmt.Errorf("commit: %w", sql.ErrConnDone), modules.CodeUnavailable},
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

// pgError stands for pgdriver.Error: a server error with fields ('C' is
// the SQLSTATE, 'V' the severity).
type pgError map[byte]string

func (e pgError) Field(k byte) string { return e[k] }
func (e pgError) Error() string       { return e['V'] + ": " + e['M'] + " (SQLSTATE=" + e['C'] + ")" }

// TestPostgresOutageCodes: what PostgreSQL answers while it stops, starts,
// recovers or runs out of connections is an outage (503), as a refused
// connection is; errors about the statement or the data stay what they are.
func TestPostgresOutageCodes(t *testing.T) {
	tests := []struct {
		code, severity, message string
		want                    modules.Code
	}{
		{"57P01", "FATAL", "terminating connection due to administrator command", modules.CodeUnavailable},
		{"57P02", "FATAL", "terminating connection because of crash of another server process", modules.CodeUnavailable},
		{"57P03", "FATAL", "the database system is starting up", modules.CodeUnavailable},
		{"57P03", "FATAL", "the database system is shutting down", modules.CodeUnavailable},
		{"57P03", "FATAL", "the database system is in recovery mode", modules.CodeUnavailable},
		{"57P05", "FATAL", "terminating connection due to idle-session timeout", modules.CodeUnavailable},
		{"53300", "FATAL", "sorry, too many clients already", modules.CodeUnavailable},
		{"53100", "ERROR", "could not extend file: No space left on device", modules.CodeUnavailable},
		{"53200", "ERROR", "out of memory", modules.CodeUnavailable},
		{"08006", "FATAL", "connection failure", modules.CodeUnavailable},
		{"08P01", "FATAL", "protocol violation", modules.CodeUnavailable},
		{"08001", "FATAL", "unable to establish connection", modules.CodeUnavailable},
		// Not outages: a bug, a constraint, bad credentials, a dropped database.
		{"42P01", "ERROR", "relation does not exist", modules.CodeInternal},
		{"23505", "ERROR", "duplicate key value violates unique constraint", modules.CodeInternal},
		{"28P01", "FATAL", "password authentication failed", modules.CodeInternal},
		{"57014", "ERROR", "canceling statement due to statement timeout", modules.CodeInternal},
		{"3D000", "FATAL", "database does not exist", modules.CodeInternal},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.message, func(t *testing.T) {
			err := fmt.Errorf("select: %w", pgError{'C': tt.code, 'V': tt.severity, 'S': tt.severity, 'M': tt.message})
			got := modules.As(err)
			if got.Code != tt.want {
				t.Fatalf("%s, want %s", got.Code, tt.want)
			}
			if tt.want == modules.CodeUnavailable && httpstatus.Of(got) != 503 {
				t.Fatalf("status %d", httpstatus.Of(got))
			}
		})
	}
}
