package careers

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// Category groups jobs (Engineering, Sales…); its name is translated.
type Category struct {
	bun.BaseModel `bun:"table:careers_categories"`

	ID        int64 `bun:"id,pk,autoincrement"`
	CompanyID int64 `bun:"company_id,notnull"`
	// Name is keyed by language (nl, fr, en).
	Name      map[string]string `bun:"name,type:jsonb,notnull"`
	CreatedAt time.Time         `bun:"created_at,notnull"`
	UpdatedAt time.Time         `bun:"updated_at,notnull"`
}

// NameIn returns the name in the first of prefs the category has, else in
// fallback, else in any language.
func (c *Category) NameIn(prefs []string, fallback string) string {
	return c.Name[pickLanguage(prefs, fallback, func(l string) bool { return c.Name[l] != "" })]
}

// CategoryInput is the input of CategoryService.Create and Update.
type CategoryInput struct {
	// Name keyed by language; at least one language is required.
	Name map[string]string
}

// Normalize trims the names and drops empty ones.
func (in *CategoryInput) Normalize() {
	out := map[string]string{}
	for l, n := range in.Name {
		if n = strings.TrimSpace(n); n != "" {
			out[strings.ToLower(strings.TrimSpace(l))] = n
		}
	}
	in.Name = out
}

// Validate checks the input after Normalize.
func (in CategoryInput) Validate() error {
	var fe []modules.FieldError
	if len(in.Name) == 0 {
		fe = append(fe, modules.FieldError{Field: "name", Message: "is required in at least one language"})
	}
	for l, n := range in.Name {
		if !ValidLanguage(l) {
			fe = append(fe, modules.FieldError{Field: "name/" + l, Message: "unknown language (want nl, fr or en)"})
		} else if len(n) > 255 {
			fe = append(fe, modules.FieldError{Field: "name/" + l, Message: "must be at most 255 characters"})
		}
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// CategoryService manages job categories.
type CategoryService struct{ service }

// List returns the categories of companyID (0: the API key's company), by
// id. Callers: API keys (content:read), admin users, the system.
func (s *CategoryService) List(ctx context.Context, companyID int64) ([]Category, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	cs := []Category{}
	if err := s.deps.DB.NewSelect().Model(&cs).Where("company_id = ?", cid).Order("id ASC").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return cs, nil
}

// Create adds a category. Callers: editors, admins, the system.
// Errors: CodeValidation and the access errors.
func (s *CategoryService) Create(ctx context.Context, companyID int64, in CategoryInput) (*Category, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	now := s.now()
	c := &Category{CompanyID: cid, Name: in.Name, CreatedAt: now, UpdatedAt: now}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(c).Returning("id").Exec(ctx); err != nil {
			return err
		}
		return s.deps.Revise(ctx, tx, "create", categoryRecord(c, in))
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// Update renames a category. Errors: CodeValidation, CodeNotFound, the
// access errors.
func (s *CategoryService) Update(ctx context.Context, companyID, id int64, in CategoryInput) (*Category, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	if err := in.Validate(); err != nil {
		return nil, err
	}
	c := new(Category)
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		err := tx.NewSelect().Model(c).Where("id = ? AND company_id = ?", id, cid).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return modules.NotFound("category")
		}
		if err != nil {
			return err
		}
		c.Name, c.UpdatedAt = in.Name, s.now()
		if _, err := tx.NewUpdate().Model(c).WherePK().Column("name", "updated_at").Exec(ctx); err != nil {
			return err
		}
		return s.deps.Revise(ctx, tx, "update", categoryRecord(c, in))
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// Delete removes a category from every job and deletes it.
// Errors: CodeNotFound and the access errors.
func (s *CategoryService) Delete(ctx context.Context, companyID, id int64) error {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return err
	}
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := tx.NewDelete().Model((*Category)(nil)).Where("id = ? AND company_id = ?", id, cid).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return modules.NotFound("category")
		}
		return s.deps.Revise(ctx, tx, "delete", modules.Record{Type: RecordJobCategory, ID: id, CompanyID: cid})
	})
	if err != nil {
		return modules.As(err)
	}
	return nil
}
