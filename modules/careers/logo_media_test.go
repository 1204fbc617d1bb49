package careers_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strconv"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/storage"
)

// storedBytes reads an object of the environment's storage.
func storedBytes(t *testing.T, env *testkit.Env, key string) []byte {
	t.Helper()
	rc, _, err := env.Storage.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("open %s: %v", key, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// logoObjects counts the stored logo objects of a company.
func logoObjects(t *testing.T, env *testkit.Env, cid int64) int {
	t.Helper()
	n := 0
	err := env.Storage.List(context.Background(), "careers/"+strconv.FormatInt(cid, 10)+"/logo/", func(storage.Info) error { n++; return nil })
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestSetLogoFromImage copies a media library image into the logo, as an
// upload would store it, and refuses what SetLogo refuses.
func TestSetLogoFromImage(t *testing.T) {
	env, m, lib, acme := newModuleWithMedia(t)
	editor, contributor := userCtx(modules.RoleEditor), userCtx(modules.RoleContributor)
	cid := acme.Company.ID

	uploaded, err := m.Companies.SetLogo(editor, cid, careers.Upload{Name: "old.png", Body: bytes.NewReader(careerstest.PNG(8, 8))})
	if err != nil {
		t.Fatal(err)
	}
	oldKey := *uploaded.LogoKey
	png := careerstest.PNG(24, 12)
	img, err := lib.Images.Upload(testkit.System(), "Brand Mark.png", bytes.NewReader(png))
	if err != nil {
		t.Fatal(err)
	}

	c, err := m.Companies.SetLogoFromImage(editor, cid, img.ID)
	if err != nil {
		t.Fatalf("set from image: %v", err)
	}
	if c.LogoKey == nil || *c.LogoKey == oldKey || c.LogoURL == nil || c.LogoOriginalName == nil || *c.LogoOriginalName != "Brand Mark.png" {
		t.Fatalf("logo: %+v", c.Company)
	}
	if got := storedBytes(t, env, *c.LogoKey); !bytes.Equal(got, png) {
		t.Fatalf("logo bytes differ from the image (%d bytes, want %d)", len(got), len(png))
	}
	if _, err := env.Storage.Stat(context.Background(), oldKey); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("previous logo kept: %v", err)
	}
	// The logo is a copy: deleting the library image leaves it.
	if err := lib.Images.Delete(testkit.System(), img.ID); err != nil {
		t.Fatal(err)
	}
	if got := storedBytes(t, env, *c.LogoKey); !bytes.Equal(got, png) {
		t.Fatal("logo lost with the library image")
	}
	logoKey := *c.LogoKey

	// Refusals leave the logo as it was and store nothing.
	gif, err := lib.Images.Upload(testkit.System(), "anim.gif", bytes.NewReader(careerstest.GIF()))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Companies.SetLogoFromImage(editor, cid, gif.ID); code(err) != modules.CodeUnsupportedType || fields(err) != "file" {
		t.Fatalf("GIF logo: %v", err)
	}
	if _, err := m.Companies.SetLogoFromImage(editor, cid, img.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("deleted image: %v", err)
	}
	if _, err := m.Companies.SetLogoFromImage(editor, cid+1000, gif.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("unknown company: %v", err)
	}
	if _, err := m.Companies.SetLogoFromImage(contributor, cid, gif.ID); code(err) != modules.CodeForbidden {
		t.Fatalf("contributor: %v", err)
	}
	if _, err := m.Companies.SetLogoFromImage(keyCtx(acme), 0, gif.ID); code(err) != modules.CodeForbidden {
		t.Fatalf("API key: %v", err)
	}
	if _, err := m.Companies.SetLogoFromImage(context.Background(), cid, gif.ID); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("anonymous: %v", err)
	}
	now, err := m.Companies.Get(editor, cid)
	if err != nil || now.LogoKey == nil || *now.LogoKey != logoKey {
		t.Fatalf("logo changed by a refusal: %+v %v", now, err)
	}
	if n := logoObjects(t, env, cid); n != 1 {
		t.Fatalf("%d logo objects stored, want 1", n)
	}
}
