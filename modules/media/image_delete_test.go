package media_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/media"
	"corkboard/storage"
)

func objects(t *testing.T, env *testkit.Env) int {
	t.Helper()
	n := 0
	if err := env.Storage.List(context.Background(), "media/", func(storage.Info) error { n++; return nil }); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestDelete: the row and the object go together; a refused or failed
// delete keeps both.
func TestDelete(t *testing.T) {
	env := testkit.NewEnv(t)
	m := media.New(env.Deps)
	env.Migrate(t, m)
	ctx := testkit.System()
	var used int64
	usesErr := error(nil)
	m.Images.AddUses(func(ctx context.Context, db bun.IDB, id int64) ([]media.Use, error) {
		if usesErr != nil {
			return nil, usesErr
		}
		if id == used {
			return []media.Use{{Kind: "event", ID: 7, Title: "Gala"}}, nil
		}
		return nil, nil
	})
	a, _ := m.Images.Upload(ctx, "a.png", bytes.NewReader(pngBytes(t, 2, 2)))
	b, _ := m.Images.Upload(ctx, "b.png", bytes.NewReader(pngBytes(t, 3, 3)))

	editor := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: 1, Role: modules.RoleEditor})
	contributor := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: 2, Role: modules.RoleContributor})
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, Scopes: []string{modules.ScopeCalendarWrite}})
	for name, c := range map[string]context.Context{"contributor": contributor, "API key": key, "anonymous": context.Background()} {
		if err := m.Images.Delete(c, a.ID); code(err) != modules.CodeForbidden && code(err) != modules.CodeUnauthenticated {
			t.Errorf("%s: %v", name, err)
		}
	}
	used = a.ID
	err := m.Images.Delete(editor, a.ID)
	var me *modules.Error
	if !errors.As(err, &me) || me.Code != modules.CodeConflict || !strings.Contains(me.Message, `event "Gala" (#7)`) {
		t.Fatalf("in use: %v", err)
	}
	if uses, _ := me.Data["uses"].([]media.Use); len(uses) != 1 || uses[0].ID != 7 {
		t.Fatalf("data: %+v", me.Data)
	}
	usesErr = errors.New("boom")
	if err := m.Images.Delete(editor, b.ID); err == nil {
		t.Fatal("a failing check deleted the image")
	}
	if _, err := m.Images.Get(ctx, b.ID); err != nil || objects(t, env) != 2 {
		t.Fatalf("after refusals: %v, %d objects", err, objects(t, env))
	}
	usesErr = nil
	if err := m.Images.Delete(editor, b.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Images.Get(ctx, b.ID); code(err) != modules.CodeNotFound || objects(t, env) != 1 {
		t.Fatalf("after delete: %v, %d objects", err, objects(t, env))
	}
	if err := m.Images.Delete(editor, b.ID); code(err) != modules.CodeNotFound {
		t.Fatalf("twice: %v", err)
	}
}

// TestList pages newest first, counts only when asked and validates.
func TestList(t *testing.T) {
	env := testkit.NewEnv(t)
	m := media.New(env.Deps)
	env.Migrate(t, m)
	ctx := testkit.System()
	for _, name := range []string{"One_a.png", "two.png", "three.png"} {
		if _, err := m.Images.Upload(ctx, name, bytes.NewReader(pngBytes(t, 2, 2))); err != nil {
			t.Fatal(err)
		}
	}
	p, err := m.Images.List(ctx, media.ListQuery{Page: 1, PerPage: 2})
	if err != nil || p.Total != 3 || p.TotalPages != 2 || len(p.Items) != 2 || p.Items[0].OriginalName != "three.png" {
		t.Fatalf("page 1: %+v %v", p, err)
	}
	p, err = m.Images.List(ctx, media.ListQuery{Page: 1, PerPage: 500, Search: " _A ", SkipTotal: true})
	if err != nil || p.PerPage != media.MaxPerPage || p.Total != 0 || len(p.Items) != 1 || p.Items[0].OriginalName != "One_a.png" {
		t.Fatalf("search: %+v %v", p, err)
	}
	for _, q := range []media.ListQuery{{Page: 0, PerPage: 1}, {Page: 1, PerPage: 0}, {Page: 1, PerPage: 1, Search: strings.Repeat("x", 201)}} {
		if _, err := m.Images.List(ctx, q); code(err) != modules.CodeBadRequest {
			t.Errorf("%+v: %v", q, err)
		}
	}
	if _, err := m.Images.List(context.Background(), media.ListQuery{Page: 1, PerPage: 1}); code(err) != modules.CodeUnauthenticated {
		t.Fatalf("anonymous: %v", err)
	}
}
