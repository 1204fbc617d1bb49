package calendar_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"corkboard/internal/app"
	"corkboard/internal/migrator"
	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/calendar"
)

// storedScripts are the stored-script payloads of the issue: markup that
// runs when a page puts the text in its HTML or in a script element.
// Each is stored as nothing: the text around it stays.
var storedScripts = []string{
	`<img src=x onerror=alert(1)>`,
	`</script><script>alert(1)</script>`,
	`&lt;img src=x onerror=alert(1)&gt;`,
	`<svg onload=alert(1)>`,
}

// TestPlainFieldsAreStoredAsPlainText: the plain fields of venues (also
// inline in an event), organizers and events (cost, currency, website)
// are stored without markup, as WordPress's sanitize_text_field stores
// them, whoever writes (the services every transport calls, as a
// contributor and at editor level).
func TestPlainFieldsAreStoredAsPlainText(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cal := mods.Calendar
	contributor, _ := testkit.NewUser(t, mods.Accounts, "contrib@example.com", modules.RoleContributor)
	callers := map[string]context.Context{"editor": testkit.System(),
		"contributor": modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, UserID: contributor.ID, Role: modules.RoleContributor})}
	for who, ctx := range callers {
		for i, p := range storedScripts {
			n := who + string(rune('a'+i))
			dirty := func(s string) *string { v := s + " " + p + " " + n; return &v }
			clean := func(s string) string { return s + " " + n }
			v, err := cal.Venues.Create(ctx, calendar.VenueInput{PostInput: calendar.PostInput{Title: dirty("Hall")},
				Address: dirty("Main St 1"), City: dirty("Ghent"), Country: dirty("Belgium"), Province: dirty("OVL"), State: dirty("S"),
				Zip: dirty("9000"), Phone: dirty("+32 9 000"), StateProvince: dirty("OVL"), Website: ptr("https://hall.example/a" + p)})
			if err != nil {
				t.Fatalf("%s: venue: %v", who, err)
			}
			for got, want := range map[string]string{v.Title: clean("Hall"), v.Address: clean("Main St 1"), v.City: clean("Ghent"),
				v.Country: clean("Belgium"), v.Province: clean("OVL"), v.State: clean("S"), v.Zip: clean("9000"), v.Phone: clean("+32 9 000"),
				v.StateProvince: clean("OVL"), v.Website: "https://hall.example/a"} {
				if got != want {
					t.Errorf("%s: venue field with %q stored as %q, want %q", who, p, got, want)
				}
			}
			o, err := cal.Organizers.Create(ctx, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: dirty("Org")},
				Phone: dirty("+32"), Email: ptr("org@example.com" + p), Website: ptr("org.example/" + p)})
			if err != nil {
				t.Fatalf("%s: organizer: %v", who, err)
			}
			for got, want := range map[string]string{o.Phone: clean("+32"), o.Email: "org@example.com", o.Website: "http://org.example/"} {
				if got != want {
					t.Errorf("%s: organizer field with %q stored as %q, want %q", who, p, got, want)
				}
			}
			e, err := cal.Events.Create(ctx, calendar.EventInput{PostInput: calendar.PostInput{Title: dirty("Gig")},
				Start: wallAt("2026-12-01 20:00"), End: wallAt("2026-12-01 22:00"),
				Cost: &[]string{"10 " + p, p}, CurrencySymbol: ptr("€" + p), CurrencyCode: ptr(p + "EUR"), Website: ptr("https://gig.example/?x=" + p),
				Venue: &calendar.VenueRef{Input: &calendar.VenueInput{PostInput: calendar.PostInput{Title: dirty("Inline")}, City: dirty("Bruges")}}})
			if err != nil {
				t.Fatalf("%s: event: %v", who, err)
			}
			if !slices.Equal(e.Cost, []string{"10"}) || e.CurrencySymbol != "€" || e.CurrencyCode != "EUR" || e.Website != "https://gig.example/?x=" ||
				e.Venue == nil || e.Venue.City != clean("Bruges") || e.Venue.Title != clean("Inline") {
				t.Errorf("%s: event with %q stored as cost %q, symbol %q, code %q, website %q, venue %+v", who, p, e.Cost, e.CurrencySymbol,
					e.CurrencyCode, e.Website, e.Venue)
			}
			// Updates too.
			u, err := cal.Venues.Update(ctx, calendar.Ref{ID: v.ID}, calendar.VenueInput{Address: dirty("Other St 2")})
			if err != nil {
				t.Fatalf("%s: venue update: %v", who, err)
			}
			if u.Address != clean("Other St 2") {
				t.Errorf("%s: updated address %q", who, u.Address)
			}
		}
	}
	if !strings.Contains(storedScripts[1], "</script>") {
		t.Fatal("payloads changed")
	}
}

// TestPlainFieldsMigrationCleansOldRows: rows written before writes made
// plain fields plain text (here written around the services) are cleaned
// by the migration 20261126000001_plain_text_fields, once, in place.
func TestPlainFieldsMigrationCleansOldRows(t *testing.T) {
	env := testkit.NewEnv(t)
	mods := app.NewModules(env.Deps)
	env.Migrate(t, mods.List()...)
	cal, sys, ctx := mods.Calendar, testkit.System(), context.Background()
	v, err := cal.Venues.Create(sys, calendar.VenueInput{PostInput: calendar.PostInput{Title: ptr("Hall")}})
	if err != nil {
		t.Fatal(err)
	}
	o, err := cal.Organizers.Create(sys, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: ptr("Org")}})
	if err != nil {
		t.Fatal(err)
	}
	e, err := cal.Events.Create(sys, calendar.EventInput{PostInput: calendar.PostInput{Title: ptr("Gig")},
		Start: wallAt("2026-12-01 20:00"), End: wallAt("2026-12-01 22:00")})
	if err != nil {
		t.Fatal(err)
	}
	p := storedScripts[0]
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := env.DB.NewRaw(q, args...).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	exec("UPDATE calendar_venues SET address = ?, city = ?, phone = ? WHERE id = ?", "Main St 1 "+p, "Ghent", "+32 "+storedScripts[1], v.ID)
	exec("UPDATE calendar_organizers SET email = ? WHERE id = ?", "org@example.com"+p, o.ID)
	e.Cost = []string{"10 " + p, p}
	e.CurrencySymbol = "€" + p
	if _, err := env.DB.NewUpdate().Model(e).Column("cost", "currency_symbol").WherePK().Exec(ctx); err != nil {
		t.Fatal(err)
	}
	// The rows are as an older version left them; the migration is pending.
	exec("DELETE FROM bun_migrations_calendar WHERE name = ?", "20261126000001")
	sts, err := migrator.Status(ctx, env.DB, mods.List())
	if err != nil {
		t.Fatal(err)
	}
	if st := sts[len(sts)-1]; st.Module != "calendar" || !slices.Equal(st.Pending, []string{"20261126000001_plain_text_fields"}) {
		t.Fatalf("status: %+v", st)
	}
	env.Migrate(t, mods.List()...)

	var venue struct{ Address, City, Phone string }
	if err := env.DB.NewRaw("SELECT address, city, phone FROM calendar_venues WHERE id = ?", v.ID).Scan(ctx, &venue.Address, &venue.City, &venue.Phone); err != nil {
		t.Fatal(err)
	}
	var email string
	if err := env.DB.NewRaw("SELECT email FROM calendar_organizers WHERE id = ?", o.ID).Scan(ctx, &email); err != nil {
		t.Fatal(err)
	}
	got := new(calendar.Event)
	if err := env.DB.NewSelect().Model(got).Where("id = ?", e.ID).Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if venue.Address != "Main St 1" || venue.City != "Ghent" || venue.Phone != "+32" || email != "org@example.com" ||
		!slices.Equal(got.Cost, []string{"10"}) || got.CurrencySymbol != "€" {
		t.Fatalf("after the migration: venue %+v, email %q, cost %q, symbol %q", venue, email, got.Cost, got.CurrencySymbol)
	}
}
