package careers

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/media"
	"corkboard/storage"
)

// CompanyService reads and edits the careers profile of companies (the
// columns of the accounts companies table) and their logo.
type CompanyService struct {
	service
	// images is the media library logos may be copied from.
	images *media.ImageService
}

// Current returns the company of the calling API key (content:read), with
// a signed logo URL. Errors: the access errors of companyFor, CodeNotFound.
func (s *CompanyService) Current(ctx context.Context) (*Company, error) {
	return s.Get(ctx, 0)
}

// Get returns a company's profile. Callers: API keys (their own company,
// content:read), admin users, the system. Errors: CodeNotFound and the
// access errors of companyFor.
func (s *CompanyService) Get(ctx context.Context, companyID int64) (*Company, error) {
	cid, err := s.companyFor(ctx, companyID, readAccess)
	if err != nil {
		return nil, err
	}
	c, err := s.load(ctx, s.deps.DB, cid)
	if err != nil {
		return nil, err
	}
	return s.present(ctx, c)
}

func (s *CompanyService) load(ctx context.Context, db bun.IDB, id int64) (*accounts.Company, error) {
	c := new(accounts.Company)
	err := db.NewSelect().Model(c).Where("id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("company")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return c, nil
}

// present adds the signed logo URL (inline: the logo is a sniffed image).
func (s *CompanyService) present(ctx context.Context, c *accounts.Company) (*Company, error) {
	out := &Company{Company: c}
	if c.LogoKey != nil {
		name := ""
		if c.LogoOriginalName != nil {
			name = *c.LogoOriginalName
		}
		u, err := s.deps.Storage.URL(ctx, *c.LogoKey, s.settings.URLTTL, storage.URLOptions{Filename: name, Inline: true})
		if err != nil {
			return nil, &modules.Error{Code: modules.CodeUnavailable, Message: "file storage is unavailable", Err: err}
		}
		out.LogoURL = &u
	}
	return out, nil
}

// Update replaces a company's editable profile; the description HTML is
// sanitised. An empty Subdomain keeps the current one; a nil Access keeps
// the security settings. Callers: editors, admins, the system; only admins
// and the system change the security settings (CompanyAccess): an editor's
// input that would change one is CodeForbidden naming them in Fields, and
// nothing is written.
// Errors: CodeValidation, CodeConflict (subdomain taken, on "subdomain"),
// CodeNotFound, CodeForbidden, the access errors of companyFor.
func (s *CompanyService) Update(ctx context.Context, companyID int64, in UpdateCompany) (*Company, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	in.Normalize()
	profile := accounts.CompanyProfile{Name: in.Name, Email: in.Email, Subdomain: in.Subdomain,
		Social: in.Social, Description: in.Description}
	if a := in.Access; a != nil {
		profile.Settings = &accounts.CompanySettings{Active: a.Active, DomainAlias: a.DomainAlias,
			DomainAliasVerified: a.DomainAliasVerified, Website: a.Website, JobsiteURL: a.JobsiteURL,
			CORSOrigins: distinct(a.CORSOrigins)}
	}
	c, err := s.companies.UpdateProfile(ctx, cid, profile, func(c *accounts.Company) error {
		// Whether the caller may change the security settings depends on
		// what they are now: checked before the input is validated.
		if in.Access != nil && !mayChangeAccess(ctx) {
			if changed := in.Access.changes(c); len(changed) > 0 {
				return &modules.Error{Code: modules.CodeForbidden, Fields: changed,
					Message: "only administrators may change a company's security settings"}
			}
		}
		return in.Validate()
	})
	if err != nil {
		return nil, err
	}
	return s.present(ctx, c)
}

// mayChangeAccess reports whether the caller may change security
// settings: admins and the system.
func mayChangeAccess(ctx context.Context) bool {
	p := modules.PrincipalFrom(ctx)
	return p != nil && (p.Kind == modules.PrincipalSystem || p.IsUser(modules.RoleAdmin))
}

// SetLogo stores a new logo (an image: JPEG, PNG or WebP, sniffed) and
// deletes the previous one once the row points at the new one.
// Callers: editors, admins, the system. Errors: those of FileService.Upload.
func (s *CompanyService) SetLogo(ctx context.Context, companyID int64, in Upload) (*Company, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	if _, err := s.load(ctx, s.deps.DB, cid); err != nil {
		return nil, err
	}
	return s.storeLogo(ctx, cid, in)
}

// SetLogoFromImage copies an image of the media library into the
// company's logo, as SetLogo stores an upload: the same sniffing and
// limits (a GIF of the library is refused: logos are JPEG, PNG or WebP),
// and the previous logo is deleted. The logo is a copy, so deleting the
// library image later leaves it in place. Callers: editors, admins, the
// system. Errors: CodeNotFound (company or image), those of SetLogo.
func (s *CompanyService) SetLogoFromImage(ctx context.Context, companyID, imageID int64) (*Company, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	if _, err := s.load(ctx, s.deps.DB, cid); err != nil {
		return nil, err
	}
	body, img, err := s.images.Open(ctx, imageID)
	if err != nil {
		return nil, err
	}
	defer body.Close()
	return s.storeLogo(ctx, cid, Upload{Kind: KindImage, Name: img.OriginalName, Body: body})
}

// storeLogo writes a logo under a new key, points the company at it and
// deletes the previous one (or the new one when the row cannot be
// updated).
func (s *CompanyService) storeLogo(ctx context.Context, cid int64, in Upload) (*Company, error) {
	obj, err := s.putUpload(ctx, objectKey(cid, "logo"), KindImage, in.Body)
	if err != nil {
		return nil, err
	}
	name := SanitizeFileName(in.Name)
	c, old, err := s.swapLogo(ctx, cid, &obj.Key, &name)
	if err != nil {
		s.abandonObject(ctx, obj.Key, err)
		return nil, err
	}
	if old != nil {
		s.deleteObject(ctx, *old)
	}
	return s.present(ctx, c)
}

// RemoveLogo deletes a company's logo. Callers: editors, admins, the
// system. Errors: CodeNotFound, the access errors of companyFor.
func (s *CompanyService) RemoveLogo(ctx context.Context, companyID int64) (*Company, error) {
	cid, err := s.companyFor(ctx, companyID, editAccess)
	if err != nil {
		return nil, err
	}
	c, old, err := s.swapLogo(ctx, cid, nil, nil)
	if err != nil {
		return nil, err
	}
	if old != nil {
		s.deleteObject(ctx, *old)
	}
	return s.present(ctx, c)
}

// swapLogo points the company at a new logo key and returns the old key
// (the accounts module writes the row), even when ctx is cancelled: the
// stored object and the row must agree.
func (s *CompanyService) swapLogo(ctx context.Context, cid int64, key, name *string) (*accounts.Company, *string, error) {
	return s.companies.SetLogo(context.WithoutCancel(ctx), cid, key, name)
}

// Delete removes a company with everything it owns (keys, locations, jobs,
// applications, files) and then its stored objects. Callers: admins and the
// system. Errors: CodeNotFound, CodeConflict is never returned: applications
// are deleted with the company.
func (s *CompanyService) Delete(ctx context.Context, companyID int64) error {
	cid, err := s.companyFor(ctx, companyID, adminAccess)
	if err != nil {
		return err
	}
	var keys []string
	err = s.companies.Delete(ctx, cid, func(ctx context.Context, tx bun.Tx, c *accounts.Company) error {
		if c.LogoKey != nil {
			keys = append(keys, *c.LogoKey)
		}
		var more []string
		if err := tx.NewSelect().Table("careers_files").Column("storage_key").Where("company_id = ?", cid).Scan(ctx, &more); err != nil {
			return err
		}
		keys = append(keys, more...)
		more = nil
		if err := tx.NewSelect().Table("careers_jobs").Column("image_key").
			Where("company_id = ? AND image_key IS NOT NULL", cid).Scan(ctx, &more); err != nil {
			return err
		}
		keys = append(keys, more...)
		// Applications restrict job deletion; remove them first.
		_, err := tx.NewDelete().Model((*Application)(nil)).Where("company_id = ?", cid).Exec(ctx)
		return err
	})
	if err != nil {
		return err
	}
	for _, k := range keys {
		s.deleteObject(ctx, k)
	}
	return nil
}

// CompanyOrigins are the browser origins of one active company.
type CompanyOrigins struct {
	CompanyID int64
	Origins   []string
}

// AllOrigins lists the allowed browser origins of every active company
// (see AllowedOrigins). Transports cache it to answer CORS preflight
// requests, which carry no credentials. The origins are public (websites),
// so any caller may ask. Errors: CodeUnavailable.
func (s *CompanyService) AllOrigins(ctx context.Context) ([]CompanyOrigins, error) {
	var cs []accounts.Company
	err := s.deps.DB.NewSelect().Model(&cs).
		Column("id", "website", "jobsite_url", "domainalias", "domainalias_verified", "cors_origins").
		Where("active = ?", true).Order("id ASC").Scan(ctx)
	if err != nil {
		return nil, modules.As(err)
	}
	out := make([]CompanyOrigins, 0, len(cs))
	for i := range cs {
		if o := AllowedOrigins(&cs[i]); len(o) > 0 {
			out = append(out, CompanyOrigins{CompanyID: cs[i].ID, Origins: o})
		}
	}
	return out, nil
}
