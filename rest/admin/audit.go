package admin

import (
	"bytes"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/history"
	"corkboard/rest/middleware"
)

// audit exports the audit trail as CSV: GET /admin/api/audit.csv, for
// admins (the session cookie, or an admin's application password), with
// the filters of GraphQL's auditLog as query parameters: actor, action,
// record_type, record_id, from and to (RFC 3339). The newest entries come
// first, at most history.MaxExport of them.
type audit struct {
	history *history.Module
	auth    *accounts.Authenticator
}

func (a *audit) export(c *fiber.Ctx) error {
	if err := middleware.Resolve(c, a.auth); err != nil {
		return err
	}
	f := history.AuditFilter{Actor: c.Query("actor"), Action: c.Query("action"), RecordType: c.Query("record_type")}
	var fe []modules.FieldError
	if v := c.Query("record_id"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			fe = append(fe, modules.FieldError{Field: "record_id", Message: "must be an id"})
		}
		f.RecordID = n
	}
	for _, p := range []struct {
		name string
		dst  **time.Time
	}{{"from", &f.From}, {"to", &f.To}} {
		if v := c.Query(p.name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				fe = append(fe, modules.FieldError{Field: p.name, Message: "must be a time such as 2026-11-28T00:00:00Z"})
				continue
			}
			*p.dst = &t
		}
	}
	if len(fe) > 0 {
		return &modules.Error{Code: modules.CodeBadRequest, Message: "invalid parameters", Fields: fe}
	}
	var b bytes.Buffer
	if err := a.history.ExportCSV(c.UserContext(), f, &b); err != nil {
		return err
	}
	c.Set(fiber.HeaderContentType, "text/csv; charset=utf-8")
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="audit.csv"`)
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Send(b.Bytes())
}
