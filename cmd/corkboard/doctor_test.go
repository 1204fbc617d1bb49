package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"corkboard/internal/loadtest"
	"corkboard/internal/testkit"
	"corkboard/storage"
)

// TestDoctorCommand: an application whose CV object vanished, and an
// object no row refers to, are reported by `corkboard doctor` (exit 1),
// repaired by `corkboard doctor --repair`, and then all is consistent
// (exit 0). On local disk and MinIO.
func TestDoctorCommand(t *testing.T) {
	t.Run("local disk", func(t *testing.T) {
		data := t.TempDir()
		doctorCommand(t, data, "file://"+filepath.Join(data, "uploads"))
	})
	t.Run("minio", func(t *testing.T) { doctorCommand(t, t.TempDir(), testkit.S3URL(t)) })
}

func doctorCommand(t *testing.T, data, storageURL string) {
	dbURL := testkit.DatabaseURL(t)
	p := startProc(t, procConfig{Data: data, DatabaseURL: dbURL, StorageURL: storageURL, Demo: true})
	c := loadtest.New(p.Base, p.DemoKey())
	up := c.Upload("document", "cv.pdf", loadCV)
	app := c.Apply(loadtest.Application(1, up.ID, 0, "Wanda"), "doctor-1")
	if !up.OK() || !app.OK() {
		t.Fatalf("%s %s", up, app)
	}
	c.Close()
	p.Stop()

	doctor := func(args ...string) (int, string) {
		var out, errb bytes.Buffer
		code := run(context.Background(), append([]string{"doctor", "--data", data, "--database-url", dbURL,
			"--storage-url", storageURL, "--log-level", "error"}, args...), &out, &errb)
		return code, out.String() + errb.String()
	}
	if code, out := doctor(); code != 0 || !strings.Contains(out, "consistent") {
		t.Fatalf("a fresh demo: %d\n%s", code, out)
	}
	w := openWorld(t, dbURL, storageURL)
	var cvKey string
	if err := w.db.QueryRowContext(context.Background(), `SELECT storage_key FROM careers_files WHERE application_id = ?`, app.ID).Scan(&cvKey); err != nil {
		t.Fatal(err)
	}
	if err := w.store.Delete(context.Background(), cvKey); err != nil {
		t.Fatal(err)
	}
	if _, err := w.store.Put(context.Background(), "careers/1/files/left-by-a-crash", strings.NewReader("x"), storage.PutOptions{Size: 1}); err != nil {
		t.Fatal(err)
	}
	code, out := doctor("--grace", "0s")
	if code != 1 || !strings.Contains(out, fmt.Sprintf("curriculum_vitae of application %d", app.ID)) ||
		!strings.Contains(out, "careers/1/files/left-by-a-crash") || !strings.Contains(out, "--repair") {
		t.Fatalf("doctor: %d\n%s", code, out)
	}
	if code, out := doctor("--repair", "--grace", "0s"); code != 0 || !strings.Contains(out, "repaired 2 problems") {
		t.Fatalf("doctor --repair: %d\n%s", code, out)
	}
	if code, out := doctor(); code != 0 || !strings.Contains(out, "consistent") {
		t.Fatalf("after repair: %d\n%s", code, out)
	}
	if n := w.count(t, `SELECT count(*) FROM careers_applications WHERE id = ?`, app.ID); n != 1 {
		t.Fatal("the application was lost")
	}
}
