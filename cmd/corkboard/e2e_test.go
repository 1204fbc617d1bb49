package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// TestEndToEndApply builds the real binary, runs `serve --demo` on a free
// port, and drives it like a jobsite over HTTP: it lists the jobs,
// uploads a CV and a photo, applies with both, then stops the server and
// reads the application back through the careers service. It runs on the
// database under test, with storage on local disk and on MinIO.
func TestEndToEndApply(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := filepath.Join(t.TempDir(), "corkboard")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Run("local disk", func(t *testing.T) { endToEnd(t, bin, "") })
	t.Run("minio", func(t *testing.T) { endToEnd(t, bin, testkit.S3URL(t)) })
}

func endToEnd(t *testing.T, bin, storageURL string) {
	data := t.TempDir()
	dbURL := testkit.DatabaseURL(t)
	if storageURL == "" {
		storageURL = "file://" + filepath.Join(data, "uploads")
	}
	addr := freeAddr(t)
	base := "http://" + addr
	cmd := exec.Command(bin, "serve", "--demo", "--addr", addr, "--data", data,
		"--database-url", dbURL, "--storage-url", storageURL, "--log-level", "error")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
	})

	// The key is the last line printed before the server listens.
	keyc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		last := ""
		for sc.Scan() {
			last = sc.Text()
			if strings.HasPrefix(last, "cbk_") {
				keyc <- last
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	var key string
	select {
	case key = <-keyc:
	case err := <-exited:
		t.Fatalf("serve exited: %v\n%s", err, stderr.String())
	case <-time.After(60 * time.Second):
		t.Fatalf("no API key printed\n%s", stderr.String())
	}
	waitFor(t, base+"/readyz")

	do := func(req *http.Request, v any) *http.Response {
		t.Helper()
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s %s: %d %s", req.Method, req.URL, resp.StatusCode, body)
		}
		if err := json.Unmarshal(body, v); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		return resp
	}
	var jobs struct {
		Data []struct{ ID int64 } `json:"data"`
		Meta struct{ Total int }  `json:"meta"`
	}
	req, _ := http.NewRequest("GET", base+"/content/v1/jobs?per_page=5", nil)
	do(req, &jobs)
	if jobs.Meta.Total != 30 || len(jobs.Data) != 5 {
		t.Fatalf("demo jobs: %+v", jobs)
	}
	jobID := jobs.Data[0].ID

	cvBytes := careerstest.PDF("Jane Doe, Go developer")
	photoBytes := careerstest.JPEG(120, 160)
	upload := func(kind, name string, content []byte) int64 {
		var body bytes.Buffer
		w := multipart.NewWriter(&body)
		_ = w.WriteField("type", kind)
		fw, _ := w.CreateFormFile("file", name)
		_, _ = fw.Write(content)
		_ = w.Close()
		req, _ := http.NewRequest("POST", base+"/content/v1/file", &body)
		req.Header.Set("Content-Type", w.FormDataContentType())
		var f struct {
			ID         int64
			Attributes struct{ Type string }
		}
		do(req, &f)
		return f.ID
	}
	cv := upload("document", "cv.pdf", cvBytes)
	photo := upload("image", "photo.jpg", photoBytes)

	application := fmt.Sprintf(`{"data":{"type":"application","attributes":{
		"job_id":%d,"first_name":"Jane","last_name":"Doe","email":"jane@example.com",
		"photo":%d,"curriculum_vitae":%d,"phone":"+32 470 12 34 56","motivation":"Hello!",
		"education":[{"title":"MSc","institution":"KU Leuven","short_description":"","date_from":"2015","date_to":"2020"}],
		"experience":[{"company":"Initech","job_title":"Developer","job_description":"","tasks":"APIs","date_from":"2020","date_to":""}],
		"disclaimer":true,"referrer":"https://careers.acme.example/"}}}`, jobID, photo, cv)
	req, _ = http.NewRequest("POST", base+"/content/v1/applications", strings.NewReader(application))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "e2e-1")
	var created struct {
		ID   int64
		Type string
	}
	do(req, &created)
	if created.Type != "applications" || created.ID == 0 {
		t.Fatalf("%+v", created)
	}

	// Stop the server as an operator would.
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("serve exit: %v\n%s", err, stderr.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop")
	}

	// Read the application back through the service.
	db, err := database.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	store, err := storage.Open(context.Background(), storageURL, storage.NewSigner(base, bytes.Repeat([]byte("x"), 32)))
	if err != nil {
		t.Fatal(err)
	}
	mods := app.NewModules(modules.Deps{DB: db, Storage: store, Logger: testkit.Logger(t), Config: modules.Config{PublicURL: base}})
	ctx := testkit.System()
	company, err := mods.Accounts.Companies.BySubdomain(ctx, "demo")
	if err != nil {
		t.Fatal(err)
	}
	got, err := mods.Careers.Applications.Get(ctx, company.ID, created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.JobID != jobID || got.FirstName != "Jane" || len(got.Education) != 1 || len(got.Experience) != 1 ||
		got.Photo == nil || got.Photo.MediaType != careers.TypeJPEG || got.CurriculumVitae == nil ||
		got.CurriculumVitae.MediaType != careers.TypePDF || got.CurriculumVitae.Status != careers.FileAttached {
		t.Fatalf("application read back: %+v photo %+v cv %+v", got, got.Photo, got.CurriculumVitae)
	}
	for _, f := range []struct {
		file *careers.File
		want []byte
	}{{got.Photo, photoBytes}, {got.CurriculumVitae, cvBytes}} {
		rc, _, err := store.Open(ctx, f.file.StorageKey)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		if !bytes.Equal(b, f.want) {
			t.Fatalf("stored %s differs from the upload", f.file.NameOriginal)
		}
	}
}
