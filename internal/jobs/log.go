package jobs

import (
	"context"
	"log/slog"
)

// quietHandler passes on River's warnings and errors only: its info lines
// (client started, job counts every few seconds, each retry) would drown
// the application's own (one line per webhook attempt, the sweep's).
type quietHandler struct{ slog.Handler }

func (h quietHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && h.Handler.Enabled(ctx, l)
}

func (h quietHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return quietHandler{h.Handler.WithAttrs(attrs)}
}

func (h quietHandler) WithGroup(name string) slog.Handler {
	return quietHandler{h.Handler.WithGroup(name)}
}
