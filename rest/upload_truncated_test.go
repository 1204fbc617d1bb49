package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/textproto"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// TestTruncatedGraphQLUploadIsTheClientsFault: a GraphQL multipart
// request (uploadFile, uploadImage) whose body ends inside the file part
// is a 400 bad_request, never 503, and stores nothing. Small bodies are
// read into memory by the multipart transport, larger ones spooled to a
// temporary file: both are cut off here. (The REST upload:
// rest/content TestTruncatedUploadIsTheClientsFault.)
func TestTruncatedGraphQLUploadIsTheClientsFault(t *testing.T) {
	t.Parallel()
	s := testkit.NewServer(t)
	acme := testkit.NewTenant(t, s.Modules.Accounts, "acme")
	for _, tc := range []struct {
		name, operations string
		file             []byte
	}{
		{"uploadFile, in memory", `{"query":"mutation($f: Upload!) { uploadFile(kind: DOCUMENT, file: $f) { id } }","variables":{"f":null}}`, bytes.Repeat([]byte("cv "), 5000)},
		{"uploadFile, spooled", `{"query":"mutation($f: Upload!) { uploadFile(kind: DOCUMENT, file: $f) { id } }","variables":{"f":null}}`, bytes.Repeat([]byte("cv "), 100000)},
		{"uploadImage, spooled", `{"query":"mutation($f: Upload!) { uploadImage(file: $f) { id } }","variables":{"f":null}}`, append(careerstest.PNG(64, 64), make([]byte, 300000)...)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			w := multipart.NewWriter(&b)
			_ = w.WriteField("operations", tc.operations)
			_ = w.WriteField("map", `{"0":["variables.f"]}`)
			h := textproto.MIMEHeader{}
			h.Set("Content-Disposition", `form-data; name="0"; filename="upload.bin"`)
			pw, _ := w.CreatePart(h)
			_, _ = pw.Write(tc.file)
			_ = w.Close()
			body := b.Bytes()[:b.Len()-len(tc.file)/2]
			r := s.Do(t, testkit.Request("POST", "/graphql", body, "Content-Type", w.FormDataContentType(), "Authorization", "Bearer "+acme.Key))
			var got struct {
				Errors []struct {
					Extensions struct{ Code string }
				}
			}
			_ = json.Unmarshal(r.Body, &got)
			if r.StatusCode != 400 || len(got.Errors) == 0 || got.Errors[0].Extensions.Code != "BAD_REQUEST" {
				t.Fatalf("%d %s, want 400 BAD_REQUEST", r.StatusCode, r.Body)
			}
			objects := 0
			_ = s.Storage.List(context.Background(), "", func(storage.Info) error { objects++; return nil })
			if objects != 0 {
				t.Fatalf("%d objects left", objects)
			}
		})
	}
}
