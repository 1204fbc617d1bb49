package careers

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/storage"
)

// FileService queues uploads and sweeps the ones never attached.
type FileService struct {
	service
	mu           sync.Mutex
	orphansSwept time.Time // when the last orphan sweep ran (this process)
}

// Upload streams a file to storage and queues it for an application of
// companyID (0: the API key's company). The type is sniffed from the
// bytes; the object is written first, then its row, and the object is
// deleted again if the row cannot be written, so a failure leaves
// neither. The file expires after Settings.FileTTL unless an application
// attaches it.
//
// Callers: API keys with content:write, editors, the system.
// Errors: CodeValidation (kind, empty file), CodeUnsupportedType,
// CodeTooLarge, CodeUnavailable (storage or database down), CodeBadRequest
// (interrupted upload), and the access errors of companyFor.
func (s *FileService) Upload(ctx context.Context, companyID int64, in Upload) (*File, error) {
	cid, err := s.companyFor(ctx, companyID, writeAccess)
	if err != nil {
		return nil, err
	}
	if !in.Kind.Valid() {
		return nil, modules.Validation(modules.FieldError{Field: "type", Message: "must be image or document"})
	}
	obj, err := s.putUpload(ctx, objectKey(cid, "files"), in.Kind, in.Body)
	if err != nil {
		return nil, err
	}
	now := s.now()
	expires := now.Add(s.settings.FileTTL)
	f := &File{
		CompanyID: cid, Kind: in.Kind, MediaType: obj.MediaType, NameOriginal: SanitizeFileName(in.Name),
		Size: obj.Size, StorageKey: obj.Key, Status: FileQueued, ExpiresAt: &expires,
		CreatedAt: now, UpdatedAt: now,
	}
	if _, err := s.deps.DB.NewInsert().Model(f).Returning("id").Exec(context.WithoutCancel(ctx)); err != nil {
		s.abandonObject(ctx, obj.Key, err)
		return nil, modules.As(err)
	}
	return f, nil
}

// Get returns a file of companyID with a signed download URL valid for
// Settings.URLTTL. Callers: admin users (contributor and up), the system.
// Errors: CodeNotFound and the access errors of companyFor.
func (s *FileService) Get(ctx context.Context, companyID, id int64) (*File, error) {
	cid, err := s.companyFor(ctx, companyID, inspectAccess)
	if err != nil {
		return nil, err
	}
	f := new(File)
	err = s.deps.DB.NewSelect().Model(f).Where("id = ? AND company_id = ?", id, cid).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("file")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	if err := s.sign(ctx, f); err != nil {
		return nil, err
	}
	if f.ApplicationID != nil { // an applicant's CV or photo: its download link is audited
		if err := s.deps.Audit(ctx, s.deps.DB, modules.AuditEntry{Action: "application.download_link", Type: "application",
			ID: *f.ApplicationID, CompanyID: cid, Summary: string(f.Kind) + ": " + f.NameOriginal}); err != nil {
			return nil, modules.As(err)
		}
	}
	return f, nil
}

// sign fills f.URL with a download link (attachment, the original name
// with the extension of the sniffed type).
func (s service) sign(ctx context.Context, f *File) error {
	u, err := s.deps.Storage.URL(ctx, f.StorageKey, s.settings.URLTTL, storage.URLOptions{Filename: DownloadName(f.NameOriginal, f.MediaType)})
	if err != nil {
		return &modules.Error{Code: modules.CodeUnavailable, Message: "file storage is unavailable", Err: err}
	}
	f.URL = u
	return nil
}

// SweepResult counts what a sweep removed.
type SweepResult struct {
	ExpiredFiles    int // queued files past their expiry: row and object
	OrphanObjects   int // objects under careers/ no row refers to
	IdempotencyKeys int // idempotency keys older than a day
}

// sweepBatch bounds the rows handled per query.
const sweepBatch = 500

// SweepExpiredFiles deletes queued files whose expiry has passed (the row
// first, then the object, so no row ever points at a missing object), then
// — at most every Settings.OrphanSweepEvery — objects under careers/ that
// no row refers to and that are older than Settings.OrphanGrace (left by a
// crash between writing an object and its row), and idempotency keys
// older than a day. `serve` runs it periodically.
//
// Callers: the system and admins. Errors: CodeUnavailable and the access
// errors; a failed object deletion is logged and retried by the next sweep.
func (s *FileService) SweepExpiredFiles(ctx context.Context) (SweepResult, error) {
	var res SweepResult
	if err := requireOperator(ctx); err != nil {
		return res, err
	}
	now := s.now()
	for {
		var files []File
		err := s.deps.DB.NewSelect().Model(&files).
			Where("status = ? AND expires_at <= ?", FileQueued, now).
			Order("id ASC").Limit(sweepBatch).Scan(ctx)
		if err != nil {
			return res, modules.As(err)
		}
		for _, f := range files {
			r, err := s.deps.DB.NewDelete().Model((*File)(nil)).
				Where("id = ? AND status = ? AND expires_at <= ?", f.ID, FileQueued, now).Exec(ctx)
			if err != nil {
				return res, modules.As(err)
			}
			if n, _ := r.RowsAffected(); n == 1 {
				res.ExpiredFiles++
				s.deleteObject(ctx, f.StorageKey)
			}
		}
		if len(files) < sweepBatch {
			break
		}
	}
	s.mu.Lock()
	due := s.orphansSwept.IsZero() || time.Since(s.orphansSwept) >= s.settings.OrphanSweepEvery
	if due {
		s.orphansSwept = time.Now()
	}
	s.mu.Unlock()
	if due {
		orphans, err := s.sweepOrphans(ctx)
		res.OrphanObjects = orphans
		if err != nil {
			return res, err
		}
	}
	r, err := s.deps.DB.NewDelete().Model((*IdempotencyKey)(nil)).
		Where("created_at <= ?", now.Add(-idempotencyKeyTTL)).Exec(ctx)
	if err != nil {
		return res, modules.As(err)
	}
	n, _ := r.RowsAffected()
	res.IdempotencyKeys = int(n)
	return res, nil
}

// sweepOrphans deletes objects under careers/ that no file, logo or job
// image refers to and that are older than Settings.OrphanGrace (by the storage's
// own clock): an upload in progress has its object before its row.
func (s *FileService) sweepOrphans(ctx context.Context) (int, error) {
	var batch []storage.Info
	removed := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		keys := make([]string, len(batch))
		for i, b := range batch {
			keys[i] = b.Key
		}
		used, err := s.referencedKeys(ctx, keys)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if !used[k] {
				s.deleteObject(ctx, k)
				removed++
			}
		}
		batch = batch[:0]
		return nil
	}
	cutoff := time.Now().Add(-s.settings.OrphanGrace)
	err := s.deps.Storage.List(ctx, "careers/", func(info storage.Info) error {
		if !info.ModTime.Before(cutoff) {
			return nil
		}
		batch = append(batch, info)
		if len(batch) >= sweepBatch {
			return flush()
		}
		return nil
	})
	if err == nil {
		err = flush()
	}
	if err != nil {
		return removed, &modules.Error{Code: modules.CodeUnavailable, Message: "orphan sweep failed", Err: err}
	}
	return removed, nil
}

// referencedKeys returns which of keys a row refers to.
func (s service) referencedKeys(ctx context.Context, keys []string) (map[string]bool, error) {
	used := map[string]bool{}
	queries := []struct{ table, column string }{
		{"careers_files", "storage_key"}, {"companies", "logo_key"}, {"careers_jobs", "image_key"},
	}
	for _, q := range queries {
		var found []string
		err := s.deps.DB.NewSelect().Table(q.table).Column(q.column).
			Where("? IN (?)", bun.Ident(q.column), bun.In(keys)).Scan(ctx, &found)
		if err != nil {
			return nil, modules.As(err)
		}
		for _, k := range found {
			used[strings.Clone(k)] = true
		}
	}
	return used, nil
}

// Downloaded records in the audit trail the download of the stored
// object key when it is an applicant's file (CV, photo); other objects
// are not recorded. The transport serving a signed download link calls
// it (the local storage driver's /files/; S3 serves its links itself).
func (s *FileService) Downloaded(ctx context.Context, key string) error {
	var fs []File
	if err := s.deps.DB.NewSelect().Model(&fs).Column("id", "company_id", "kind", "name_original", "application_id").
		Where("storage_key = ? AND application_id IS NOT NULL", key).Limit(1).Scan(ctx); err != nil {
		return modules.As(err)
	}
	if len(fs) == 0 {
		return nil
	}
	f := fs[0]
	if err := s.deps.Audit(ctx, s.deps.DB, modules.AuditEntry{Action: "application.download", Type: "application",
		ID: *f.ApplicationID, CompanyID: f.CompanyID, Summary: string(f.Kind) + ": " + f.NameOriginal}); err != nil {
		return modules.As(err)
	}
	return nil
}
