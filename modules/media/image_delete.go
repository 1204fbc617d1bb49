package media

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Use is one record that shows an image (an event's featured image).
type Use struct {
	// Kind is what the record is ("event", "venue", "organizer").
	Kind  string `json:"kind"`
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// UsesFunc lists the records of a module that use image id, read in the
// transaction that deletes it.
type UsesFunc func(ctx context.Context, db bun.IDB, id int64) ([]Use, error)

// AddUses registers how a module finds the records that use an image;
// Delete refuses while any does. Modules that keep media ids (the
// calendar) call it when they are built.
func (s *ImageService) AddUses(fn UsesFunc) { s.uses = append(s.uses, fn) }

// Delete removes an image from the library: the row, then (after the
// commit) the stored object. An image still in use is refused with
// CodeConflict naming the uses (Data["uses"]), so that deleting never
// strips a published event of its picture unnoticed: the editor changes
// or removes the image there first. When the object cannot be removed
// (storage down) the row is gone all the same and the object is left to
// `corkboard doctor`, which lists it as unreferenced.
// Callers: admin users with the editor role or above, the system.
// Errors: CodeUnauthenticated, CodeForbidden, CodeNotFound, CodeConflict.
func (s *ImageService) Delete(ctx context.Context, id int64) error {
	if err := canDelete(ctx); err != nil {
		return err
	}
	var key string
	err := s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		img := new(Image)
		if err := tx.NewSelect().Model(img).Where("id = ?", id).Scan(ctx); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return modules.NotFound("image")
			}
			return err
		}
		var uses []Use
		for _, fn := range s.uses {
			u, err := fn(ctx, tx, id)
			if err != nil {
				return err
			}
			uses = append(uses, u...)
		}
		if len(uses) > 0 {
			return inUse(uses)
		}
		if _, err := tx.NewDelete().Model((*Image)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
			return err
		}
		key = img.StorageKey
		return s.deps.Notify(ctx, tx, modules.Notification{Type: "media.deleted", Data: map[string]int64{"id": id}})
	})
	if err != nil {
		return modules.As(err)
	}
	if err := s.deps.Storage.Delete(context.WithoutCancel(ctx), key); err != nil && s.deps.Logger != nil {
		s.deps.Logger.WarnContext(ctx, "media: the image row is deleted, its object is left for corkboard doctor",
			slog.Int64("image_id", id), slog.String("key", key), slog.String("error", err.Error()))
	}
	return nil
}

// inUse is the CodeConflict of Delete, naming up to five uses (all those
// found in Data; a module may report only its first ones).
func inUse(uses []Use) *modules.Error {
	names := make([]string, 0, 5)
	for _, u := range uses[:min(len(uses), 5)] {
		names = append(names, fmt.Sprintf("%s %q (#%d)", u.Kind, u.Title, u.ID))
	}
	msg := "the image is used by " + strings.Join(names, ", ")
	if len(uses) > len(names) {
		msg += " and others"
	}
	return &modules.Error{Code: modules.CodeConflict, Message: msg + "; change their image first",
		Data: map[string]any{"uses": uses}}
}

func canDelete(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication is required to delete images"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(modules.RoleEditor):
		return nil
	}
	return &modules.Error{Code: modules.CodeForbidden, Message: "only editors and admins delete images"}
}
