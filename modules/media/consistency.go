package media

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Consistency checks the media rows against the storage (it implements
// modules.ObjectOwner for `corkboard doctor`). Callers: the system.
type Consistency struct {
	deps modules.Deps
}

var _ modules.ObjectOwner = (*Consistency)(nil)

const refImage = "media image"

func requireSystem(ctx context.Context) error {
	p := modules.PrincipalFrom(ctx)
	if p == nil || p.Kind != modules.PrincipalSystem {
		return &modules.Error{Code: modules.CodeForbidden, Message: "only the operator checks the storage"}
	}
	return nil
}

// ObjectPrefixes implements modules.ObjectOwner.
func (c *Consistency) ObjectPrefixes() []string { return []string{"media/"} }

// ReferencedKeys implements modules.ObjectOwner.
func (c *Consistency) ReferencedKeys(ctx context.Context, keys []string) (map[string]bool, error) {
	if err := requireSystem(ctx); err != nil {
		return nil, err
	}
	var found []string
	if err := c.deps.DB.NewSelect().Model((*Image)(nil)).Column("storage_key").
		Where("storage_key IN (?)", bun.In(keys)).Scan(ctx, &found); err != nil {
		return nil, modules.As(err)
	}
	used := make(map[string]bool, len(found))
	for _, k := range found {
		used[strings.Clone(k)] = true
	}
	return used, nil
}

// ObjectRefs implements modules.ObjectOwner.
func (c *Consistency) ObjectRefs(ctx context.Context, fn func(modules.ObjectRef) error) error {
	if err := requireSystem(ctx); err != nil {
		return err
	}
	var imgs []Image
	for after := int64(0); ; after = imgs[len(imgs)-1].ID {
		imgs = imgs[:0]
		if err := c.deps.DB.NewSelect().Model(&imgs).Where("id > ?", after).Order("id ASC").Limit(500).Scan(ctx); err != nil {
			return modules.As(err)
		}
		for _, img := range imgs {
			if err := fn(modules.ObjectRef{Key: img.StorageKey, Kind: refImage, ID: img.ID, Detail: img.OriginalName}); err != nil {
				return err
			}
		}
		if len(imgs) < 500 {
			return nil
		}
	}
}

// RepairMissing implements modules.ObjectOwner: the image row is deleted;
// events, venues and organizers that named it show no image.
func (c *Consistency) RepairMissing(ctx context.Context, ref modules.ObjectRef) (string, error) {
	if err := requireSystem(ctx); err != nil {
		return "", err
	}
	if ref.Kind != refImage {
		return "", fmt.Errorf("media: unknown object reference %q", ref.Kind)
	}
	if _, err := c.deps.DB.NewDelete().Model((*Image)(nil)).Where("id = ? AND storage_key = ?", ref.ID, ref.Key).Exec(ctx); err != nil {
		return "", modules.As(err)
	}
	return fmt.Sprintf("deleted media image %d (%s)", ref.ID, ref.Detail), nil
}
