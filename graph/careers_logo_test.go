package graph_test

import (
	"bytes"
	"io"
	"net/http/httptest"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/modules/careers/careerstest"
)

const setLogoFromImage = `mutation($c: ID!, $i: ID!) { setCompanyLogoFromImage(companyId: $c, imageId: $i) { logoUrl logoOriginalName } }`

// download GETs a signed or public URL of the app and returns its body.
func (w *careersWorld) download(t *testing.T, url string) []byte {
	t.Helper()
	res, err := w.s.App.Test(httptest.NewRequest("GET", url, nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, res.StatusCode)
	}
	return body
}

// uploadImage adds an image to the media library through GraphQL.
func (w *careersWorld) uploadImage(t *testing.T, who client.Option, name string, data []byte) string {
	t.Helper()
	var got struct{ UploadImage struct{ ID string } }
	w.a.data(t, `mutation($f: Upload!) { uploadImage(file: $f) { id } }`, &got, who, vars("f", file(t, name, data)), client.WithFiles())
	return got.UploadImage.ID
}

// TestCompanyLogoFromImage chooses a media library image as the logo: the
// content API then serves it as after an upload.
func TestCompanyLogoFromImage(t *testing.T) {
	t.Parallel()
	w := newCareersWorld(t)
	editor, contributor := adminCallers(t, w)
	acme := id(w.acme.Company.ID)
	png := careerstest.PNG(20, 10)
	img := w.uploadImage(t, editor, "Acme mark.png", png)

	_, before := rest(t, w.s, "GET", "/content/v1/company", nil, "Authorization", "Bearer "+w.acme.Key)
	var got struct {
		SetCompanyLogoFromImage struct{ LogoURL, LogoOriginalName *string }
	}
	w.a.data(t, setLogoFromImage, &got, editor, vars("c", acme, "i", img))
	l := got.SetCompanyLogoFromImage
	if l.LogoURL == nil || l.LogoOriginalName == nil || *l.LogoOriginalName != "Acme mark.png" {
		t.Fatalf("logo: %+v", l)
	}
	if b := w.download(t, *l.LogoURL); !bytes.Equal(b, png) {
		t.Fatalf("the logo's bytes differ from the image's (%d, want %d)", len(b), len(png))
	}
	_, after := rest(t, w.s, "GET", "/content/v1/company", nil, "Authorization", "Bearer "+w.acme.Key)
	url, _ := after["attributes"].(map[string]any)["logo_url"].(string)
	if url == "" || url == before["attributes"].(map[string]any)["logo_url"] {
		t.Fatalf("REST logo_url %q did not change", url)
	}
	if b := w.download(t, url); !bytes.Equal(b, png) {
		t.Fatal("REST logo_url serves other bytes")
	}

	gif := w.uploadImage(t, editor, "anim.gif", careerstest.GIF())
	w.a.wantCode(t, "UNSUPPORTED_MEDIA_TYPE", setLogoFromImage, editor, vars("c", acme, "i", gif))
	w.a.wantCode(t, "NOT_FOUND", setLogoFromImage, editor, vars("c", acme, "i", "999999"))
	w.a.wantCode(t, "NOT_FOUND", setLogoFromImage, w.admin, vars("c", "999999", "i", img))
	refusals(t, w, contributor, setLogoFromImage, "c", acme, "i", img)
}
