package history_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/history"
	"corkboard/modules/webhooks"
)

// TestEveryActionLeavesItsAuditEntries: each action, made by an admin
// from a known address (or, for logins, through the HTTP app), leaves
// exactly the audit entries listed, with its actor, record, address and
// user agent, in the order made.
func TestEveryActionLeavesItsAuditEntries(t *testing.T) {
	srv := testkit.NewServer(t)
	mods := srv.Modules
	now := srv.Env.Clock.Now()
	acme := testkit.NewTenant(t, mods.Accounts, "acme")
	cid := acme.Company.ID
	admin, _ := testkit.NewUser(t, mods.Accounts, "admin@example.com", modules.RoleAdmin)
	client := modules.Client{IP: "203.0.113.9", UserAgent: "audit-test/1.0"}
	ctx := modules.WithClient(modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser,
		UserID: admin.ID, Email: admin.Email, Role: modules.RoleAdmin}), client)
	keyCtx := modules.WithClient(modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey,
		APIKeyID: acme.KeyID, CompanyID: cid, Scopes: modules.APIScopes}), client)
	str := func(s string) *string { return &s }
	var (
		job        *careers.Job
		event      *calendar.Event
		venue      *calendar.Venue
		org        *calendar.Organizer
		term       *calendar.Term
		loc        *careers.Location
		cat        *careers.Category
		keyID      int64
		user       *accounts.User
		hook       *webhooks.Endpoint
		app        *careers.Application
		cv         *careers.File
		start      = now.Add(72 * time.Hour).Truncate(time.Hour)
		draftInput = func() careers.JobInput {
			in := careerstest.Job("Go developer", now)
			in.Status = careers.JobDraft
			return in
		}
	)
	type want struct {
		action, recordType, actor string
	}
	login := func(password, ua string) func(t *testing.T) int64 {
		return func(t *testing.T) int64 {
			r := srv.Do(t, testkit.Request("POST", "/admin/api/login", map[string]string{"email": "admin@example.com", "password": password},
				"User-Agent", ua))
			if (password == "password-123") != (r.StatusCode == 200) {
				t.Fatalf("login: %d %s", r.StatusCode, r.Body)
			}
			return admin.ID
		}
	}
	steps := []struct {
		name string
		do   func(t *testing.T) int64 // returns the record id the entries name (0: none)
		want []want
		// viaHTTP: the address and user agent come from the transport.
		viaHTTP bool
	}{
		{"login", login("password-123", "browser/1"), []want{{"user.login", "user", "admin@example.com"}}, true},
		{"failed login", login("wrong-password", "browser/2"), []want{{"user.login_failed", "user", "admin@example.com"}}, true},
		{"job create", func(t *testing.T) int64 {
			var err error
			job, err = mods.Careers.Jobs.Create(ctx, cid, draftInput())
			must(t, err)
			return job.ID
		}, []want{{"job.create", "job", "admin@example.com"}}, false},
		{"job update", func(t *testing.T) int64 {
			in := draftInput()
			in.Reference = "REF-1"
			_, err := mods.Careers.Jobs.Update(ctx, cid, job.ID, in)
			must(t, err)
			return job.ID
		}, []want{{"job.update", "job", "admin@example.com"}}, false},
		{"job publish", func(t *testing.T) int64 {
			in := draftInput()
			in.Reference, in.Status = "REF-1", careers.JobPublished
			_, err := mods.Careers.Jobs.Update(ctx, cid, job.ID, in)
			must(t, err)
			return job.ID
		}, []want{{"job.publish", "job", "admin@example.com"}}, false},
		{"location create", func(t *testing.T) int64 {
			var err error
			loc, err = mods.Careers.Locations.Create(ctx, cid, careers.LocationInput{City: "Ghent", Country: "BE"})
			must(t, err)
			return loc.ID
		}, []want{{"location.create", "location", "admin@example.com"}}, false},
		{"job category create", func(t *testing.T) int64 {
			var err error
			cat, err = mods.Careers.Categories.Create(ctx, cid, careers.CategoryInput{Name: map[string]string{"en": "Sales"}})
			must(t, err)
			return cat.ID
		}, []want{{"job_category.create", "job_category", "admin@example.com"}}, false},
		{"company profile update", func(t *testing.T) int64 {
			_, err := mods.Careers.Companies.Update(ctx, cid, careers.UpdateCompany{Name: "Acme Inc", Email: "jobs@acme.example"})
			must(t, err)
			return cid
		}, []want{{"company.update", "company", "admin@example.com"}}, false},
		{"application create (API key)", func(t *testing.T) int64 {
			var err error
			cv, err = mods.Careers.Files.Upload(keyCtx, 0, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf",
				Body: bytes.NewReader(careerstest.PDF("cv"))})
			must(t, err)
			app, err = mods.Careers.Applications.Create(keyCtx, careers.CreateApplication{JobID: job.ID, FirstName: "A", LastName: "B",
				Email: "a@b.example", Disclaimer: true, CurriculumVitae: &cv.ID})
			must(t, err)
			return app.ID
		}, []want{{"application.create", "application", fmt.Sprintf("API key #%d", acme.KeyID)}}, false},
		{"application view", func(t *testing.T) int64 {
			_, err := mods.Careers.Applications.Get(ctx, cid, app.ID)
			must(t, err)
			return app.ID
		}, []want{{"application.view", "application", "admin@example.com"}}, false},
		{"CV download", func(t *testing.T) int64 {
			f := new(careers.File)
			must(t, mods.Deps.DB.NewSelect().Model(f).Where("id = ?", cv.ID).Scan(context.Background()))
			must(t, mods.Careers.Files.Downloaded(ctx, f.StorageKey))
			return app.ID
		}, []want{{"application.download", "application", "admin@example.com"}}, false},
		{"application erasure", func(t *testing.T) int64 {
			must(t, mods.Careers.Applications.Delete(ctx, cid, app.ID))
			return app.ID
		}, []want{{"application.erase", "application", "admin@example.com"}}, false},
		{"job delete", func(t *testing.T) int64 {
			must(t, mods.Careers.Jobs.Delete(ctx, cid, job.ID))
			return job.ID
		}, []want{{"job.delete", "job", "admin@example.com"}}, false},
		{"venue create", func(t *testing.T) int64 {
			var err error
			venue, err = mods.Calendar.Venues.Create(ctx, calendar.VenueInput{PostInput: calendar.PostInput{Title: str("Hall")}})
			must(t, err)
			return venue.ID
		}, []want{{"venue.create", "venue", "admin@example.com"}}, false},
		{"organizer create", func(t *testing.T) int64 {
			var err error
			org, err = mods.Calendar.Organizers.Create(ctx, calendar.OrganizerInput{PostInput: calendar.PostInput{Title: str("Org")}})
			must(t, err)
			return org.ID
		}, []want{{"organizer.create", "organizer", "admin@example.com"}}, false},
		{"tag create", func(t *testing.T) int64 {
			var err error
			term, err = mods.Calendar.Terms.Create(ctx, calendar.Tags, calendar.TermInput{Name: str("jazz")})
			must(t, err)
			return term.ID
		}, []want{{"tag.create", "tag", "admin@example.com"}}, false},
		{"event create", func(t *testing.T) int64 {
			var err error
			event, err = mods.Calendar.Events.Create(ctx, calendar.EventInput{PostInput: calendar.PostInput{Title: str("Gig"), Description: str("x")},
				Start: calendar.At(start), End: calendar.At(start.Add(time.Hour)), Venue: &calendar.VenueRef{ID: venue.ID}})
			must(t, err)
			return event.ID
		}, []want{{"event.create", "event", "admin@example.com"}}, false},
		{"event update", func(t *testing.T) int64 {
			_, err := mods.Calendar.Events.Update(ctx, calendar.Ref{ID: event.ID}, calendar.EventInput{PostInput: calendar.PostInput{Title: str("Big gig")}})
			must(t, err)
			return event.ID
		}, []want{{"event.update", "event", "admin@example.com"}}, false},
		{"event delete", func(t *testing.T) int64 {
			_, err := mods.Calendar.Events.Delete(ctx, calendar.Ref{ID: event.ID}, "")
			must(t, err)
			return event.ID
		}, []want{{"event.delete", "event", "admin@example.com"}}, false},
		{"API key create", func(t *testing.T) int64 {
			_, k, err := mods.Accounts.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: cid, Name: "site", Scopes: []string{modules.ScopeContentRead}})
			must(t, err)
			keyID = k.ID
			return k.ID
		}, []want{{"api_key.create", "api_key", "admin@example.com"}}, false},
		{"API key revoke", func(t *testing.T) int64 {
			_, err := mods.Accounts.Keys.Revoke(ctx, keyID)
			must(t, err)
			return keyID
		}, []want{{"api_key.revoke", "api_key", "admin@example.com"}}, false},
		{"user create", func(t *testing.T) int64 {
			var err error
			user, err = mods.Accounts.Users.Create(ctx, accounts.CreateUser{Email: "ed@example.com", Password: "password-123",
				Role: modules.RoleEditor})
			must(t, err)
			return user.ID
		}, []want{{"user.create", "user", "admin@example.com"}}, false},
		{"role change", func(t *testing.T) int64 {
			role := modules.RoleContributor
			_, err := mods.Accounts.Users.Update(ctx, user.ID, accounts.UpdateUser{Role: &role})
			must(t, err)
			return user.ID
		}, []want{{"user.role_change", "user", "admin@example.com"}}, false},
		{"deactivate", func(t *testing.T) int64 {
			off := false
			_, err := mods.Accounts.Users.Update(ctx, user.ID, accounts.UpdateUser{Active: &off})
			must(t, err)
			return user.ID
		}, []want{{"user.deactivate", "user", "admin@example.com"}}, false},
		{"webhook create", func(t *testing.T) int64 {
			var err error
			_, hook, err = mods.Webhooks.Endpoints.Create(ctx, cid, webhooks.EndpointInput{URL: str("https://8.8.8.8/hook"), Events: []string{"*"}})
			must(t, err)
			return hook.ID
		}, []want{{"webhook.create", "webhook", "admin@example.com"}}, false},
		{"webhook update", func(t *testing.T) int64 {
			off := false
			_, err := mods.Webhooks.Endpoints.Update(ctx, cid, hook.ID, webhooks.EndpointInput{Active: &off})
			must(t, err)
			return hook.ID
		}, []want{{"webhook.update", "webhook", "admin@example.com"}}, false},
		{"webhook delete", func(t *testing.T) int64 {
			must(t, mods.Webhooks.Endpoints.Delete(ctx, cid, hook.ID))
			return hook.ID
		}, []want{{"webhook.delete", "webhook", "admin@example.com"}}, false},
	}
	var last int64 // the fixtures' entries come before
	must(t, mods.Deps.DB.NewSelect().Model((*history.Entry)(nil)).ColumnExpr("coalesce(max(id), 0)").Scan(context.Background(), &last))
	for _, s := range steps {
		id := s.do(t)
		var got []history.Entry
		must(t, mods.Deps.DB.NewSelect().Model(&got).Where("id > ?", last).Order("id").Scan(context.Background()))
		if len(got) != len(s.want) {
			var actions []string
			for _, e := range got {
				actions = append(actions, e.Action)
			}
			t.Errorf("%s: entries %v, want %v", s.name, actions, s.want)
		}
		for i, w := range s.want {
			if i >= len(got) {
				break
			}
			e := got[i]
			if e.Action != w.action || e.RecordType != w.recordType || e.Actor != w.actor || e.RecordID != id {
				t.Errorf("%s: entry %s %s %d by %q, want %s %s %d by %q", s.name, e.Action, e.RecordType, e.RecordID, e.Actor,
					w.action, w.recordType, id, w.actor)
			}
			switch {
			case s.viaHTTP && (e.IP == "" || !slices.Contains([]string{"browser/1", "browser/2"}, e.UserAgent)):
				t.Errorf("%s: from %q %q, want the request's address and user agent", s.name, e.IP, e.UserAgent)
			case !s.viaHTTP && (e.IP != client.IP || e.UserAgent != client.UserAgent):
				t.Errorf("%s: from %q %q, want %q %q", s.name, e.IP, e.UserAgent, client.IP, client.UserAgent)
			}
		}
		if len(got) > 0 {
			last = got[len(got)-1].ID
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
