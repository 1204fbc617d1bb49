package careers_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/media"
	"corkboard/storage"
)

func newModule(t *testing.T) (*testkit.Env, *careers.Module, testkit.Tenant) {
	t.Helper()
	env, m, _, acme := newModuleWithMedia(t)
	return env, m, acme
}

// newModuleWithMedia also returns the (migrated) media library the careers
// module takes logos from.
func newModuleWithMedia(t *testing.T) (*testkit.Env, *careers.Module, *media.Module, testkit.Tenant) {
	t.Helper()
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	lib := media.New(env.Deps)
	m := careers.New(env.Deps, lib.Images, acc.Companies)
	env.Migrate(t, lib, m)
	return env, m, lib, testkit.NewTenant(t, acc, "acme")
}

// careersAccounts returns the (already migrated) accounts module of env.
func careersAccounts(t *testing.T, env *testkit.Env) *accounts.Module {
	return accounts.New(env.Deps)
}

func keyCtx(tn testkit.Tenant, scopes ...string) context.Context {
	if len(scopes) == 0 {
		scopes = modules.AllScopes
	}
	return modules.WithPrincipal(context.Background(), &modules.Principal{
		Kind: modules.PrincipalAPIKey, CompanyID: tn.Company.ID, APIKeyID: tn.KeyID, Scopes: scopes})
}

func TestSniff(t *testing.T) {
	_, m, acme := newModule(t)
	odtWithDescriptor := func() []byte {
		// archive/zip writes sizes in a data descriptor; a stored
		// mimetype entry then has size 0 in its local header.
		b := careerstest.ODT()
		b[6] |= 0x08
		copy(b[18:26], make([]byte, 8))
		return b
	}()
	tests := []struct {
		name string
		kind careers.Kind
		data []byte
		want string // media type, or "refused"
	}{
		{"jpeg", careers.KindImage, careerstest.JPEG(8, 8), careers.TypeJPEG},
		{"png", careers.KindImage, careerstest.PNG(8, 8), careers.TypePNG},
		{"webp", careers.KindImage, careerstest.WebP(), careers.TypeWebP},
		{"pdf", careers.KindDocument, careerstest.PDF("x"), careers.TypePDF},
		{"docx", careers.KindDocument, careerstest.DOCX("x"), careers.TypeDOCX},
		{"doc", careers.KindDocument, careerstest.DOC(), careers.TypeDOC},
		{"odt", careers.KindDocument, careerstest.ODT(), careers.TypeODT},
		{"odt with data descriptor", careers.KindDocument, odtWithDescriptor, careers.TypeODT},
		{"rtf", careers.KindDocument, careerstest.RTF(), careers.TypeRTF},
		{"text", careers.KindDocument, careerstest.Text(), careers.TypeText},
		{"text with BOM and CRLF", careers.KindDocument, []byte("\ufeffLine 1\r\nLine 2\tend\r\n"), careers.TypeText},
		{"long text with a rune across the head boundary", careers.KindDocument, append(bytes.Repeat([]byte("a"), 4095), "é and more"...), careers.TypeText},
		{"truncated UTF-8 at the end", careers.KindDocument, append([]byte("abc"), 0xc3), "refused"},
		{"latin-1 text", careers.KindDocument, []byte("caf\xe9"), "refused"},
		{"jpeg as document", careers.KindDocument, careerstest.JPEG(8, 8), "refused"},
		{"docx as image", careers.KindImage, careerstest.DOCX("x"), "refused"},
		{"exe", careers.KindImage, careerstest.EXE(), "refused"},
		{"mach-o", careers.KindDocument, []byte{0xCF, 0xFA, 0xED, 0xFE, 7, 0, 0, 1}, "refused"},
		{"svg with leading space", careers.KindDocument, []byte("  <svg onload=alert(1)/>"), "refused"},
		{"xml", careers.KindDocument, []byte(`<?xml version="1.0"?><a/>`), "refused"},
		{"zip", careers.KindDocument, careerstest.XLSX(), "refused"},
		{"docm", careers.KindDocument, careerstest.DOCM(), "refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: tt.kind, Name: "x", Body: bytes.NewReader(tt.data)})
			if tt.want == "refused" {
				if code(err) != modules.CodeUnsupportedType {
					t.Fatalf("want refused, got %v %v", f, err)
				}
				return
			}
			if err != nil || f.MediaType != tt.want {
				t.Fatalf("got %v %v, want %s", f, err, tt.want)
			}
		})
	}
}

// signalStorage tells when the first bytes of a Put have arrived.
type signalStorage struct {
	storage.Storage
	firstBytes chan struct{}
}

type signalReader struct {
	r    io.Reader
	once func()
}

func (s *signalReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if n > 0 {
		s.once()
	}
	return n, err
}

func (s *signalStorage) Put(ctx context.Context, key string, r io.Reader, opts storage.PutOptions) (storage.Info, error) {
	fired := false
	return s.Storage.Put(ctx, key, &signalReader{r: r, once: func() {
		if !fired {
			fired = true
			close(s.firstBytes)
		}
	}}, opts)
}

// TestUploadStreams proves the body reaches storage before it has been
// fully received: the client sends the rest only after storage has seen
// the first bytes. A service that buffered the upload would deadlock.
func TestUploadStreams(t *testing.T) {
	env := testkit.NewEnv(t)
	sig := &signalStorage{Storage: env.Storage, firstBytes: make(chan struct{})}
	env.Deps.Storage = sig
	acc := env.Accounts(t)
	m := careers.New(env.Deps, nil, acc.Companies)
	env.Migrate(t, m)
	acme := testkit.NewTenant(t, acc, "acme")
	pr, pw := io.Pipe()
	go func() {
		pw.Write(careerstest.PDF("head"))
		pw.Write(bytes.Repeat([]byte("%"), 8192)) // past the sniffing head
		select {
		case <-sig.firstBytes:
			pw.Write(bytes.Repeat([]byte("%"), 1<<20))
			pw.Close()
		case <-time.After(10 * time.Second):
			pw.CloseWithError(errors.New("storage saw nothing before the body ended: the upload is buffered"))
		}
	}()
	f, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: pr})
	if err != nil {
		t.Fatal(err)
	}
	if f.Size < 1<<20 {
		t.Fatalf("size %d", f.Size)
	}
}

func TestUploadAccess(t *testing.T) {
	_, m, acme := newModule(t)
	body := func() io.Reader { return bytes.NewReader(careerstest.PNG(2, 2)) }
	tests := []struct {
		name string
		ctx  context.Context
		cid  int64
		want modules.Code
	}{
		{"key with content:write", keyCtx(acme, modules.ScopeContentWrite), 0, ""},
		{"key naming its company", keyCtx(acme), acme.Company.ID, ""},
		{"key naming another company", keyCtx(acme), acme.Company.ID + 1, modules.CodeNotFound},
		{"read-only key", keyCtx(acme, modules.ScopeContentRead), 0, modules.CodeForbidden},
		{"anonymous", context.Background(), 0, modules.CodeUnauthenticated},
		{"system without company", testkit.System(), 0, modules.CodeValidation},
		{"contributor", modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, Role: modules.RoleContributor}), acme.Company.ID, modules.CodeForbidden},
		{"editor", modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, Role: modules.RoleEditor}), acme.Company.ID, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m.Files.Upload(tt.ctx, tt.cid, careers.Upload{Kind: careers.KindImage, Name: "a.png", Body: body()})
			if code(err) != tt.want {
				t.Fatalf("%v, want %s", err, tt.want)
			}
		})
	}
}

func TestSweepExpiredFiles(t *testing.T) {
	env, m, acme := newModule(t)
	ctx := keyCtx(acme)
	upload := func(kind careers.Kind, data []byte) *careers.File {
		f, err := m.Files.Upload(ctx, 0, careers.Upload{Kind: kind, Name: "f", Body: bytes.NewReader(data)})
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	old := upload(careers.KindImage, careerstest.PNG(2, 2))
	env.Clock.Advance(23 * time.Hour)
	young := upload(careers.KindImage, careerstest.PNG(3, 3))
	cv := upload(careers.KindDocument, careerstest.PDF("cv"))
	job := careerstest.NewJob(t, m, acme.Company.ID, careerstest.Job("Go", env.Clock.Now()))
	_, err := m.Applications.Create(ctx, careers.CreateApplication{JobID: job.ID, FirstName: "A", LastName: "B",
		Email: "a@b.example", Disclaimer: true, CurriculumVitae: &cv.ID})
	if err != nil {
		t.Fatal(err)
	}
	// An object no row refers to (a crash between object and row).
	if _, err := env.Storage.Put(context.Background(), "careers/1/files/orphan", strings.NewReader("x"), storage.PutOptions{Size: -1}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Files.SweepExpiredFiles(ctx); code(err) != modules.CodeForbidden {
		t.Fatalf("an API key may not sweep: %v", err)
	}
	env.Clock.Advance(90 * time.Minute) // old expired 30 min ago; young has 21.5h left
	m.Settings.OrphanGrace = time.Nanosecond
	res, err := m.Files.SweepExpiredFiles(testkit.System())
	if err != nil {
		t.Fatal(err)
	}
	if res.ExpiredFiles != 1 || res.OrphanObjects != 1 {
		t.Fatalf("%+v", res)
	}
	exists := func(key string) bool {
		_, err := env.Storage.Stat(context.Background(), key)
		return err == nil
	}
	var ids []int64
	if err := env.DB.NewSelect().Table("careers_files").Column("id").Order("id").Scan(context.Background(), &ids); err != nil {
		t.Fatal(err)
	}
	if len(ids) != 2 || ids[0] != young.ID || ids[1] != cv.ID {
		t.Fatalf("rows left: %v", ids)
	}
	if exists(old.StorageKey) || !exists(young.StorageKey) || !exists(cv.StorageKey) || exists("careers/1/files/orphan") {
		t.Fatal("wrong objects swept")
	}
	// Attached files never expire.
	env.Clock.Advance(30 * 24 * time.Hour)
	res, err = m.Files.SweepExpiredFiles(testkit.System())
	if err != nil || res.ExpiredFiles != 1 || !exists(cv.StorageKey) {
		t.Fatalf("%+v %v", res, err)
	}
}

// cutOffReader yields data, then fails as a client that stopped sending
// mid-body does.
type cutOffReader struct {
	r   io.Reader
	err error
}

func (c *cutOffReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err == io.EOF {
		return n, c.err
	}
	return n, err
}

// TestUploadReaderFailureIsTheCallers: a body that fails while it is
// stored is the caller's fault (bad_request), not a storage outage, for
// files as for logos; nothing is left.
func TestUploadReaderFailureIsTheCallers(t *testing.T) {
	env, m, acme := newModule(t)
	for _, size := range []int{0, 64 << 10} { // within the sniffing head, and past it
		text := io.MultiReader(bytes.NewReader(careerstest.Text()), bytes.NewReader(bytes.Repeat([]byte("a"), size)))
		body := &cutOffReader{r: text, err: io.ErrUnexpectedEOF}
		_, err := m.Files.Upload(keyCtx(acme), 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.txt", Body: body})
		if code(err) != modules.CodeBadRequest {
			t.Fatalf("%d bytes then a failure: %v, want bad_request", len(careerstest.Text())+size, err)
		}
	}
	_, err := m.Companies.SetLogo(testkit.System(), acme.Company.ID, careers.Upload{Kind: careers.KindImage, Name: "logo.png",
		Body: &cutOffReader{r: io.MultiReader(bytes.NewReader(careerstest.PNG(4, 4)), bytes.NewReader(make([]byte, 20000))), err: io.ErrUnexpectedEOF}})
	if code(err) != modules.CodeBadRequest {
		t.Fatalf("logo: %v, want bad_request", err)
	}
	n, _ := env.DB.NewSelect().Table("careers_files").Count(context.Background())
	objects := 0
	_ = env.Storage.List(context.Background(), "", func(storage.Info) error { objects++; return nil })
	if n != 0 || objects != 0 {
		t.Fatalf("left behind: %d rows, %d objects", n, objects)
	}
}
