// Package requestid carries the id of the request being served in its
// context, for log lines and error answers. It imports nothing of
// Corkboard.
package requestid

import "context"

type key struct{}

// With returns ctx carrying the request id (for log lines).
func With(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, key{}, id)
}

// From returns the request id of ctx, or "".
func From(ctx context.Context) string {
	id, _ := ctx.Value(key{}).(string)
	return id
}
