package backup_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"corkboard/internal/backup"
	"corkboard/internal/database"
	"corkboard/internal/testkit"
	"corkboard/storage"
)

func TestBackupSQLite(t *testing.T) {
	if testkit.Dialect() != "sqlite" {
		t.Skip("SQLite only; see TestBackupPostgres")
	}
	env := testkit.NewEnv(t)
	acc := env.Accounts(t)
	testkit.NewTenant(t, acc, "acme")
	ctx := context.Background()
	for _, k := range []string{"a/one.txt", "b/two.txt"} {
		if _, err := env.Storage.Put(ctx, k, strings.NewReader(k), storage.PutOptions{Size: int64(len(k)), ContentType: "text/plain"}); err != nil {
			t.Fatal(err)
		}
	}
	db, url := env.DB, "sqlite://"+sqlitePathOf(t, env)
	dir := filepath.Join(t.TempDir(), "backup")
	m, err := backup.Run(ctx, db, url, env.Storage, "file:///x", dir, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if m.ObjectCount != 2 || m.TotalBytes != int64(len("a/one.txt")+len("b/two.txt")) || m.Objects[0].Key != "a/one.txt" {
		t.Fatalf("manifest %+v", m)
	}
	var onDisk backup.Manifest
	b, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err := json.Unmarshal(b, &onDisk); err != nil || onDisk.ObjectCount != 2 {
		t.Fatalf("manifest.json: %v %s", err, b)
	}
	snap, err := database.Open("sqlite://" + filepath.Join(dir, "corkboard.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer snap.Close()
	n, err := snap.NewSelect().Table("companies").Where("subdomain = 'acme'").Count(ctx)
	if err != nil || n != 1 {
		t.Fatalf("snapshot lacks the company: %d %v", n, err)
	}
	if _, err := backup.Run(ctx, db, url, env.Storage, "file:///x", dir, time.Now()); err == nil {
		t.Fatal("backup into a non-empty directory accepted")
	}
}

func sqlitePathOf(t *testing.T, env *testkit.Env) string {
	var file string
	if err := env.DB.NewRaw("SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(context.Background(), &file); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestBackupPostgres(t *testing.T) {
	if testkit.Dialect() != "postgres" {
		t.Skip("PostgreSQL only")
	}
	if _, err := exec.LookPath("pg_restore"); err != nil {
		testkit.SkipOrFail(t, "pg_dump/pg_restore (postgresql-client)")
	}
	dbURL := testkit.DatabaseURL(t)
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	env := testkit.NewEnv(t)
	env.DB, env.Deps.DB = db, db
	acc := env.Accounts(t)
	testkit.NewTenant(t, acc, "acme")
	dir := filepath.Join(t.TempDir(), "backup")
	m, err := backup.Run(context.Background(), db, dbURL, env.Storage, "file:///x", dir, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pg_restore", "--list", filepath.Join(dir, m.Snapshot)).CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("TABLE DATA")) || !bytes.Contains(out, []byte("companies")) {
		t.Fatalf("pg_restore --list: %v %s", err, out)
	}
}

// TestBackupManifestContentTypes: the manifest holds each object's
// content type, as stored, on local disk and on MinIO (whose listings
// carry no types), on the database under test.
func TestBackupManifestContentTypes(t *testing.T) {
	if testkit.Dialect() == "postgres" {
		if _, err := exec.LookPath("pg_dump"); err != nil {
			testkit.SkipOrFail(t, "pg_dump (postgresql-client)")
		}
	}
	for _, backend := range []string{"local disk", "minio"} {
		t.Run(backend, func(t *testing.T) {
			env := testkit.NewEnv(t)
			store := env.Storage
			if backend == "minio" {
				store = testkit.S3Storage(t)
			}
			ctx := context.Background()
			want := map[string]string{
				"careers/1/files/cv":  "application/pdf",
				"careers/1/files/txt": "text/plain; charset=utf-8",
				"media/ab/photo.png":  "image/png",
			}
			for k, ct := range want {
				if _, err := store.Put(ctx, k, strings.NewReader(k), storage.PutOptions{Size: int64(len(k)), ContentType: ct}); err != nil {
					t.Fatal(err)
				}
			}
			db, url := env.DB, testkit.DatabaseURL(t)
			if testkit.Dialect() == "sqlite" {
				url = "sqlite://" + sqlitePathOf(t, env)
			} else {
				pg, err := database.Open(url)
				if err != nil {
					t.Fatal(err)
				}
				defer pg.Close()
				db = pg
			}
			dir := filepath.Join(t.TempDir(), "backup")
			if _, err := backup.Run(ctx, db, url, store, "file:///x", dir, time.Now()); err != nil {
				t.Fatal(err)
			}
			var m backup.Manifest
			b, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, o := range m.Objects {
				got[o.Key] = o.ContentType
			}
			for k, ct := range want {
				if got[k] != ct {
					t.Errorf("%s: content type %q in the manifest, want %q\n%s", k, got[k], ct, b)
				}
			}
		})
	}
}
