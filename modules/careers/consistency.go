package careers

import (
	"context"
	"fmt"
	"strconv"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Consistency checks the careers rows against the storage (it implements
// modules.ObjectOwner for `corkboard doctor`). Callers: the system and
// admins.
type Consistency struct {
	service
}

var _ modules.ObjectOwner = (*Consistency)(nil)

// Kinds of the careers rows that refer to objects.
const (
	refFile     = "careers file"
	refLogo     = "company logo"
	refJobImage = "job image"
)

// ObjectPrefixes implements modules.ObjectOwner.
func (c *Consistency) ObjectPrefixes() []string { return []string{"careers/"} }

// ReferencedKeys implements modules.ObjectOwner.
func (c *Consistency) ReferencedKeys(ctx context.Context, keys []string) (map[string]bool, error) {
	if err := requireOperator(ctx); err != nil {
		return nil, err
	}
	return c.referencedKeys(ctx, keys)
}

// ObjectRefs implements modules.ObjectOwner: files (with the application
// they are attached to), logos and job images.
func (c *Consistency) ObjectRefs(ctx context.Context, fn func(modules.ObjectRef) error) error {
	if err := requireOperator(ctx); err != nil {
		return err
	}
	var files []File
	for after := int64(0); ; after = files[len(files)-1].ID {
		files = files[:0]
		err := c.deps.DB.NewSelect().Model(&files).Where("id > ?", after).Order("id ASC").Limit(sweepBatch).Scan(ctx)
		if err != nil {
			return modules.As(err)
		}
		for _, f := range files {
			detail := "queued"
			if f.ApplicationID != nil {
				purpose := "a file"
				if f.Purpose != nil {
					purpose = *f.Purpose
				}
				detail = fmt.Sprintf("%s of application %d", purpose, *f.ApplicationID)
			}
			if err := fn(modules.ObjectRef{Key: f.StorageKey, Kind: refFile, ID: f.ID, Detail: detail}); err != nil {
				return err
			}
		}
		if len(files) < sweepBatch {
			break
		}
	}
	for _, q := range []struct{ kind, table, column, detail string }{
		{refLogo, "companies", "logo_key", "the logo of company "},
		{refJobImage, "careers_jobs", "image_key", "the image of job "},
	} {
		var rows []struct {
			ID  int64  `bun:"id"`
			Key string `bun:"object_key"`
		}
		err := c.deps.DB.NewSelect().Table(q.table).ColumnExpr("id, ? AS object_key", bun.Ident(q.column)).
			Where("? IS NOT NULL", bun.Ident(q.column)).Order("id ASC").Scan(ctx, &rows)
		if err != nil {
			return modules.As(err)
		}
		for _, r := range rows {
			if err := fn(modules.ObjectRef{Key: r.Key, Kind: q.kind, ID: r.ID, Detail: q.detail + strconv.FormatInt(r.ID, 10)}); err != nil {
				return err
			}
		}
	}
	return nil
}

// RepairMissing implements modules.ObjectOwner: a file row whose object
// is gone is deleted (an application it was attached to keeps its other
// data and loses that attachment); a missing logo or job image is
// cleared.
func (c *Consistency) RepairMissing(ctx context.Context, ref modules.ObjectRef) (string, error) {
	if err := requireOperator(ctx); err != nil {
		return "", err
	}
	var err error
	var done string
	switch ref.Kind {
	case refFile:
		_, err = c.deps.DB.NewDelete().Model((*File)(nil)).Where("id = ? AND storage_key = ?", ref.ID, ref.Key).Exec(ctx)
		done = fmt.Sprintf("deleted careers file %d (%s)", ref.ID, ref.Detail)
	case refLogo:
		err = c.companies.ClearLogo(ctx, ref.ID, ref.Key)
		done = fmt.Sprintf("removed the logo of company %d", ref.ID)
	case refJobImage:
		_, err = c.deps.DB.NewUpdate().Table("careers_jobs").Set("image_key = NULL").
			Where("id = ? AND image_key = ?", ref.ID, ref.Key).Exec(ctx)
		done = fmt.Sprintf("removed the image of job %d", ref.ID)
	default:
		return "", fmt.Errorf("careers: unknown object reference %q", ref.Kind)
	}
	if err != nil {
		return "", modules.As(err)
	}
	return done, nil
}
