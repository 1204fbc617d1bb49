package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

const mediaFields = `id url name mime size width height createdAt`

type mediaImage struct {
	ID, URL, Name, Mime, CreatedAt string
	Size                           int64
	Width, Height                  int
}

type mediaPage struct {
	MediaImages struct {
		Nodes                                 []mediaImage
		Page, PerPage, TotalCount, TotalPages int
		HasNextPage                           bool
	}
}

// mediaWorld is a server (local disk or MinIO) with an editor, a
// contributor and API keys.
type mediaWorld struct {
	s                                   *testkit.Server
	a                                   *api
	editor, contributor, calKey, reader client.Option
}

func newMediaWorld(t *testing.T, store storage.Storage) *mediaWorld {
	s := newServerOn(t, store)
	acc := s.Modules.Accounts
	_, ed := testkit.NewUser(t, acc, "editor@example.com", modules.RoleEditor)
	_, co := testkit.NewUser(t, acc, "contrib@example.com", modules.RoleContributor)
	cal := testkit.NewTenant(t, acc, "acme", modules.ScopeCalendarWrite)
	rd := testkit.NewTenant(t, acc, "reader", modules.ScopeContentRead)
	return &mediaWorld{s: s, a: newAPI(s), editor: client.BasicAuth("editor@example.com", ed),
		contributor: client.BasicAuth("contrib@example.com", co), calKey: bearer(cal.Key), reader: bearer(rd.Key)}
}

func (w *mediaWorld) upload(t *testing.T, name string, data []byte, who client.Option) (mediaImage, []gqlError) {
	t.Helper()
	raw, errs := w.a.post(t, `mutation($file: Upload!) { uploadImage(file: $file) { `+mediaFields+` } }`,
		who, vars("file", file(t, name, data)), client.WithFiles())
	var got struct{ UploadImage mediaImage }
	if len(errs) == 0 {
		mustJSON(t, raw, &got)
	}
	return got.UploadImage, errs
}

// fetch GETs an image's public URL and returns status and body.
func (w *mediaWorld) fetch(t *testing.T, url string) (int, []byte) {
	t.Helper()
	path := url[strings.Index(url, "/media/"):]
	resp, err := w.s.App.Test(httptest.NewRequest("GET", path, nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// TestMediaLibrary uploads, lists, serves and deletes images through
// GraphQL, with storage on local disk and on MinIO.
func TestMediaLibrary(t *testing.T) {
	t.Parallel()
	for _, backend := range []string{"local disk", "minio"} {
		t.Run(backend, func(t *testing.T) {
			var store storage.Storage
			if backend == "minio" {
				store = testkit.S3Storage(t)
			}
			w := newMediaWorld(t, store)
			red := careerstest.PNG(40, 30)
			first, errs := w.upload(t, "Red Square.png", red, w.contributor)
			if len(errs) > 0 {
				t.Fatalf("upload: %+v", errs)
			}
			if first.Name != "Red Square.png" || first.Mime != "image/png" || first.Size != int64(len(red)) ||
				first.Width != 40 || first.Height != 30 || !strings.HasSuffix(first.URL, "/media/"+first.ID+"/red-square.png") ||
				first.CreatedAt != "2026-11-21T09:00:00Z" {
				t.Fatalf("uploaded: %+v", first)
			}
			if status, body := w.fetch(t, first.URL); status != 200 || !bytes.Equal(body, red) {
				t.Fatalf("GET %s: %d, %d bytes", first.URL, status, len(body))
			}
			var one struct{ MediaImage mediaImage }
			w.a.data(t, `query($id: ID!) { mediaImage(id: $id) { `+mediaFields+` } }`, &one, vars("id", first.ID))
			if one.MediaImage != first {
				t.Fatalf("mediaImage: %+v, want %+v", one.MediaImage, first)
			}
			w.a.wantCode(t, "NOT_FOUND", `{ mediaImage(id: "999") { id } }`)
			second, errs := w.upload(t, "photo.jpg", careerstest.JPEG(8, 6), w.calKey)
			if len(errs) > 0 || second.Mime != "image/jpeg" || second.Width != 8 {
				t.Fatalf("upload by a calendar key: %+v %+v", second, errs)
			}
			third, _ := w.upload(t, "banner.gif", careerstest.GIF(), w.editor)

			for _, tc := range []struct {
				name, code string
				data       []byte
				who        client.Option
			}{
				{"not an image", "UNSUPPORTED_MEDIA_TYPE", careerstest.PDF("x"), w.editor},
				{"svg", "UNSUPPORTED_MEDIA_TYPE", careerstest.SVG(), w.editor},
				{"too many pixels", "VALIDATION_FAILED", careerstest.BombPNG(100000, 100000), w.editor},
				{"a key without a write scope", "FORBIDDEN", red, w.reader},
				{"anonymous", "UNAUTHENTICATED", red, nil},
			} {
				opt := tc.who
				if opt == nil {
					opt = func(*client.Request) {}
				}
				if _, errs := w.upload(t, "x.png", tc.data, opt); len(errs) == 0 || errs[0].Extensions.Code != tc.code {
					t.Errorf("%s: %+v, want %s", tc.name, errs, tc.code)
				}
			}

			// Newest first, paged, counted, searched.
			list := `query($page: Int, $perPage: Int, $search: String) { mediaImages(page: $page, perPage: $perPage, search: $search) {
			  nodes { id name } page perPage totalCount totalPages hasNextPage } }`
			var p mediaPage
			w.a.data(t, list, &p, w.contributor, vars("perPage", 2))
			m := p.MediaImages
			if m.TotalCount != 3 || m.TotalPages != 2 || !m.HasNextPage || len(m.Nodes) != 2 || m.Nodes[0].ID != third.ID || m.Nodes[1].ID != second.ID {
				t.Fatalf("page 1: %+v", m)
			}
			w.a.data(t, list, &p, w.calKey, vars("perPage", 2, "page", 2))
			if m := p.MediaImages; len(m.Nodes) != 1 || m.Nodes[0].ID != first.ID || m.HasNextPage {
				t.Fatalf("page 2: %+v", m)
			}
			w.a.data(t, list, &p, w.editor, vars("search", "SQUARE"))
			if m := p.MediaImages; m.TotalCount != 1 || m.Nodes[0].Name != "Red Square.png" {
				t.Fatalf("search: %+v", m)
			}
			w.a.data(t, list, &p, w.editor, vars("search", "%"))
			if m := p.MediaImages; m.TotalCount != 0 {
				t.Fatalf("a wildcard is literal: %+v", m)
			}
			if e := w.a.wantCode(t, "BAD_REQUEST", list, w.editor, vars("perPage", 0)); !strings.Contains(strings.Join(fieldNames(e), ","), "per_page") {
				t.Fatalf("perPage 0: %+v", e)
			}
			w.a.wantCode(t, "BAD_REQUEST", list, w.editor, vars("page", 0))
			w.a.wantCode(t, "FORBIDDEN", list, w.reader)
			w.a.wantCode(t, "UNAUTHENTICATED", list)

			// Deleting: editors and admins; the object goes with the row.
			del := `mutation($id: ID!) { deleteImage(id: $id) }`
			w.a.wantCode(t, "FORBIDDEN", del, w.contributor, vars("id", second.ID))
			w.a.wantCode(t, "FORBIDDEN", del, w.calKey, vars("id", second.ID))
			var deleted struct{ DeleteImage string }
			w.a.data(t, del, &deleted, w.editor, vars("id", second.ID))
			if deleted.DeleteImage != second.ID {
				t.Fatalf("deleted %+v", deleted)
			}
			if status, _ := w.fetch(t, second.URL); status != 404 {
				t.Fatalf("GET a deleted image: %d", status)
			}
			objects := 0
			_ = w.s.Storage.List(context.Background(), "media/", func(storage.Info) error { objects++; return nil })
			if objects != 2 {
				t.Fatalf("%d objects left, want 2", objects)
			}
			w.a.wantCode(t, "NOT_FOUND", del, w.editor, vars("id", second.ID))
			w.a.wantCode(t, "NOT_FOUND", del, w.editor, vars("id", "abc"))
			w.a.data(t, list, &p, w.editor)
			if m := p.MediaImages; m.TotalCount != 2 {
				t.Fatalf("after delete: %+v", m)
			}
		})
	}
}

// TestDeletingAnImageInUse: an image that an event, venue or organizer
// shows is refused with CONFLICT naming them, until they change it.
func TestDeletingAnImageInUse(t *testing.T) {
	t.Parallel()
	w := newMediaWorld(t, nil)
	img, errs := w.upload(t, "poster.png", careerstest.PNG(4, 4), w.editor)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var ev struct{ CreateEvent struct{ ID string } }
	w.a.data(t, `mutation($input: EventInput!) { createEvent(input: $input) { id } }`, &ev, w.editor, vars("input", map[string]any{
		"title": "Jazz night", "start": "2027-01-15T18:00:00Z", "end": "2027-01-15T22:00:00Z", "image": map[string]any{"mediaId": img.ID},
		"venue": map[string]any{"create": map[string]any{"name": "Blue Note", "image": map[string]any{"mediaId": img.ID}}},
	}))
	del := `mutation($id: ID!) { deleteImage(id: $id) }`
	e := w.a.wantCode(t, "CONFLICT", del, w.editor, vars("id", img.ID))
	if !strings.Contains(e.Message, `event "Jazz night"`) || !strings.Contains(e.Message, `venue "Blue Note"`) {
		t.Fatalf("conflict message %q does not name the uses", e.Message)
	}
	if status, _ := w.fetch(t, img.URL); status != 200 {
		t.Fatalf("a refused delete removed the file: %d", status)
	}
	var upd json.RawMessage
	w.a.data(t, `mutation($id: ID, $input: EventInput!) { updateEvent(id: $id, input: $input) { id venue { id } } }`, &upd, w.editor,
		vars("id", ev.CreateEvent.ID, "input", map[string]any{"image": nil}))
	var venue struct {
		UpdateEvent struct{ Venue struct{ ID string } }
	}
	mustJSON(t, upd, &venue)
	e = w.a.wantCode(t, "CONFLICT", del, w.editor, vars("id", img.ID))
	if strings.Contains(e.Message, "event") || !strings.Contains(e.Message, "venue") {
		t.Fatalf("after the event changed: %q", e.Message)
	}
	w.a.data(t, `mutation($id: ID, $input: VenueInput!) { updateVenue(id: $id, input: $input) { id } }`, nil, w.editor,
		vars("id", venue.UpdateEvent.Venue.ID, "input", map[string]any{"image": nil}))
	w.a.data(t, del, nil, w.editor, vars("id", img.ID))
	if status, _ := w.fetch(t, img.URL); status != 404 {
		t.Fatalf("GET after delete: %d", status)
	}
}
