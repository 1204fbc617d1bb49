package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"corkboard/internal/app"
	"corkboard/internal/database"
	"corkboard/internal/migrator"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/storage"
)

// Dataset sizes the seeded content.
type Dataset struct {
	Events       int `json:"events"`
	Venues       int `json:"venues"`
	Organizers   int `json:"organizers"`
	Categories   int `json:"categories"`
	Tags         int `json:"tags"`
	Companies    int `json:"companies"`
	Locations    int `json:"locations"`
	Jobs         int `json:"jobs"`
	Applications int `json:"applications"`
	// Years is the span of the events' start dates: from a year ago on.
	Years int `json:"years"`
}

// FullDataset is the data set of `make bench`.
func FullDataset() Dataset {
	return Dataset{Events: 100_000, Venues: 2_000, Organizers: 1_000, Categories: 50, Tags: 500,
		Companies: 3, Locations: 50, Jobs: 5_000, Applications: 10_000, Years: 3}
}

// QuickDataset is the small data set of `make bench-quick`.
func QuickDataset() Dataset {
	return Dataset{Events: 2_000, Venues: 200, Organizers: 100, Categories: 50, Tags: 100,
		Companies: 3, Locations: 15, Jobs: 200, Applications: 200, Years: 3}
}

// seedURL is dbURL with a read timeout long enough for the seed on
// PostgreSQL: its workers' calendar writes queue on one advisory lock
// (calendar writes are serialised), which on a busy machine takes longer
// than the driver's default of 10 s.
func seedURL(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil || !strings.HasPrefix(u.Scheme, "postgres") {
		return dbURL
	}
	q := u.Query()
	if q.Get("read_timeout") == "" {
		q.Set("read_timeout", "10m")
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// Seeded is what the scenarios need to know about the seeded content. It
// is saved next to the data (seed.json) so that a kept data set can be
// measured again without seeding.
type Seeded struct {
	Dataset  Dataset   `json:"dataset"`
	SeededAt time.Time `json:"seeded_at"`
	// EventIDs are the published events; EventsFrom and EventsTo bound
	// their start dates.
	EventIDs      []int64   `json:"event_ids"`
	EventsFrom    time.Time `json:"events_from"`
	EventsTo      time.Time `json:"events_to"`
	CategorySlugs []string  `json:"category_slugs"`
	VenueIDs      []int64   `json:"venue_ids"`
	OrganizerIDs  []int64   `json:"organizer_ids"`
	// Companies of the careers site, each with an API key holding every
	// scope of the APIs (calendar:write included, for the mixed load's
	// event writes) and a feed key.
	Companies []SeededCompany `json:"companies"`
}

// SeededCompany is one careers tenant.
type SeededCompany struct {
	ID     int64  `json:"id"`
	APIKey string `json:"api_key"`
	// FeedKey reads the company's job feed (feeds:read, in the URL).
	FeedKey string `json:"feed_key"`
	// JobIDs are the jobs the content API shows (published and open);
	// OpenFormJobIDs those of them whose form needs no file.
	JobIDs         []int64 `json:"job_ids"`
	OpenFormJobIDs []int64 `json:"open_form_job_ids"`
	LocationIDs    []int64 `json:"location_ids"`
	CategoryIDs    []int64 `json:"category_ids"`
}

// SeedFile is the name of the saved Seeded in a data directory.
const SeedFile = "seed.json"

// LoadSeeded reads a saved data set description; ok is false when there
// is none or it describes another data set.
func LoadSeeded(dataDir string, ds Dataset) (*Seeded, bool) {
	b, err := os.ReadFile(filepath.Join(dataDir, SeedFile))
	if err != nil {
		return nil, false
	}
	var s Seeded
	if json.Unmarshal(b, &s) != nil || s.Dataset != ds {
		return nil, false
	}
	return &s, true
}

// Seed fills an empty database with ds through the module services (the
// same validation as the APIs; events through the bulk EventService
// CreateMany), using local storage in dataDir/uploads, and saves the
// description in dataDir.
func Seed(ctx context.Context, dbURL, dataDir string, ds Dataset, logf func(string, ...any)) (*Seeded, error) {
	db, err := database.Open(seedURL(dbURL))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	store, err := storage.NewLocal(filepath.Join(dataDir, "uploads"), nil)
	if err != nil {
		return nil, err
	}
	defer store.Close()
	deps := modules.Deps{DB: db, Storage: store, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Config: modules.Config{PublicURL: "http://127.0.0.1", SiteTimezone: time.UTC, SiteLanguage: "en_us"}}
	mods := app.NewModules(deps)
	if err := migrator.Up(ctx, db, mods.List()); err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	ctx = modules.WithPrincipal(ctx, modules.System)
	workers := 1
	if !strings.HasPrefix(dbURL, "sqlite:") {
		workers = 4
	}
	s := &seeder{workers: workers, mods: mods, ds: ds, rng: rand.New(rand.NewPCG(7, 11)), logf: logf,
		out: &Seeded{Dataset: ds, SeededAt: time.Now().UTC()}}
	start := time.Now()
	if err := s.calendar(ctx); err != nil {
		return nil, fmt.Errorf("calendar: %w", err)
	}
	logf("  calendar seeded in %s", time.Since(start).Round(time.Second))
	start = time.Now()
	if err := s.careers(ctx); err != nil {
		return nil, fmt.Errorf("careers: %w", err)
	}
	logf("  careers seeded in %s", time.Since(start).Round(time.Second))
	if err := analyze(ctx, db); err != nil {
		return nil, err
	}
	b, err := json.Marshal(s.out)
	if err != nil {
		return nil, err
	}
	return s.out, os.WriteFile(filepath.Join(dataDir, SeedFile), b, 0o600)
}

// Tidy brings a kept data set back to the state a fresh seed leaves:
// earlier runs' writes (the mixed load, applications) left dead rows and
// pages PostgreSQL's index-only scans must visit, which autovacuum
// would clear on a live site but not within a benchmark's minutes.
func Tidy(ctx context.Context, dbURL string) error {
	db, err := database.Open(seedURL(dbURL))
	if err != nil {
		return err
	}
	defer db.Close()
	return analyze(ctx, db)
}

// analyze refreshes the planner statistics after the bulk load, as
// autovacuum (PostgreSQL, which also sets the visibility map that
// index-only scans need) or an operator (SQLite) would.
func analyze(ctx context.Context, db *bun.DB) error {
	stmt := "ANALYZE"
	if !strings.HasPrefix(db.Dialect().Name().String(), "sqlite") {
		stmt = "VACUUM ANALYZE"
	}
	_, err := db.ExecContext(ctx, stmt)
	return err
}

type seeder struct {
	// workers write concurrently (PostgreSQL; SQLite has one writer).
	workers int
	mods    *app.Modules
	ds      Dataset
	rng     *rand.Rand
	logf    func(string, ...any)
	out     *Seeded
}

func str(s string) *string { return &s }

func (s *seeder) calendar(ctx context.Context) error {
	cal := s.mods.Calendar
	catIDs := make([]string, 0, s.ds.Categories)
	for i := range s.ds.Categories {
		name := fmt.Sprintf("%s %s", pick(s.rng, themes), pick(s.rng, kinds))
		name = fmt.Sprintf("%s %d", name, i+1)
		t, err := cal.Terms.Create(ctx, calendar.Categories, calendar.TermInput{Name: &name, Description: str("Events about " + strings.ToLower(name) + ".")})
		if err != nil {
			return fmt.Errorf("category: %w", err)
		}
		catIDs = append(catIDs, strconv.FormatInt(t.ID, 10))
		s.out.CategorySlugs = append(s.out.CategorySlugs, t.Slug)
	}
	tagIDs := make([]string, 0, s.ds.Tags)
	for i := range s.ds.Tags {
		name := fmt.Sprintf("%s-%d", strings.ToLower(pick(s.rng, words)), i+1)
		t, err := cal.Terms.Create(ctx, calendar.Tags, calendar.TermInput{Name: &name})
		if err != nil {
			return fmt.Errorf("tag: %w", err)
		}
		tagIDs = append(tagIDs, strconv.FormatInt(t.ID, 10))
	}
	venues := make([]calendar.VenueInput, s.ds.Venues)
	for i := range venues {
		city := pick(s.rng, cities)
		venues[i] = calendar.VenueInput{PostInput: calendar.PostInput{
			Title:       str(fmt.Sprintf("%s %s %d", city.name, pick(s.rng, places), i+1)),
			Description: str(paragraphs(s.rng, 1, 12))},
			Address: str(fmt.Sprintf("%s %d", pick(s.rng, streets), 1+s.rng.IntN(200))), City: str(city.name),
			Country: str(city.country), Zip: str(strconv.Itoa(1000 + s.rng.IntN(9000))), Phone: str(phone(s.rng)),
			Website: str(fmt.Sprintf("https://venue-%d.example", i+1)),
		}
		if i%2 == 0 { // half of the venues have coordinates
			lat, lng := city.lat+s.rng.Float64()*0.1-0.05, city.lng+s.rng.Float64()*0.1-0.05
			venues[i].GeoLat, venues[i].GeoLng = &lat, &lng
		}
	}
	s.out.VenueIDs = make([]int64, len(venues))
	if err := s.parallel(len(venues), func(i int) error {
		v, err := cal.Venues.Create(ctx, venues[i])
		if err != nil {
			return fmt.Errorf("venue: %w", err)
		}
		s.out.VenueIDs[i] = v.ID
		return nil
	}); err != nil {
		return err
	}
	organizers := make([]calendar.OrganizerInput, s.ds.Organizers)
	for i := range organizers {
		organizers[i] = calendar.OrganizerInput{PostInput: calendar.PostInput{
			Title:       str(fmt.Sprintf("%s %s %d", pick(s.rng, themes), pick(s.rng, groups), i+1)),
			Description: str(paragraphs(s.rng, 1, 12))},
			Phone: str(phone(s.rng)), Email: str(fmt.Sprintf("hello%d@organizer.example", i+1)),
			Website: str(fmt.Sprintf("https://organizer-%d.example", i+1))}
	}
	s.out.OrganizerIDs = make([]int64, len(organizers))
	if err := s.parallel(len(organizers), func(i int) error {
		o, err := cal.Organizers.Create(ctx, organizers[i])
		if err != nil {
			return fmt.Errorf("organizer: %w", err)
		}
		s.out.OrganizerIDs[i] = o.ID
		return nil
	}); err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Hour)
	s.out.EventsFrom = now.AddDate(-1, 0, 0)
	s.out.EventsTo = s.out.EventsFrom.AddDate(s.ds.Years, 0, 0)
	span := s.out.EventsTo.Sub(s.out.EventsFrom)
	const batch = 500
	var batches [][]calendar.EventInput
	for first := 0; first < s.ds.Events; first += batch {
		ins := make([]calendar.EventInput, 0, batch)
		for i := first; i < min(first+batch, s.ds.Events); i++ {
			ins = append(ins, s.event(i, s.out.EventsFrom.Add(time.Duration(s.rng.Int64N(int64(span)))), catIDs, tagIDs))
		}
		batches = append(batches, ins)
	}
	ids := make([][]int64, len(batches))
	var done atomic.Int64
	err := s.parallel(len(batches), func(b int) error {
		var err error
		if ids[b], err = cal.Events.CreateMany(ctx, batches[b]); err != nil {
			return fmt.Errorf("events %d…: %w", b*batch, err)
		}
		if n := done.Add(int64(len(ids[b]))); n%20_000 < batch {
			s.logf("  %d events", n)
		}
		return nil
	})
	for _, b := range ids {
		s.out.EventIDs = append(s.out.EventIDs, b...)
	}
	return err
}

// parallel runs fn(0..n-1) on s.workers goroutines and returns the first
// error.
func (s *seeder) parallel(n int, fn func(i int) error) error {
	next := atomic.Int64{}
	errs := make(chan error, s.workers)
	for range s.workers {
		go func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					errs <- nil
					return
				}
				if err := fn(i); err != nil {
					next.Store(int64(n)) // stop the others
					errs <- err
					return
				}
			}
		}()
	}
	var first error
	for range s.workers {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}

// event is the i-th seeded event, starting at start (UTC).
func (s *seeder) event(i int, start time.Time, catIDs, tagIDs []string) calendar.EventInput {
	r := s.rng
	start = start.Truncate(15 * time.Minute)
	end := start.Add(time.Duration(1+r.IntN(4)) * time.Hour)
	title := fmt.Sprintf("%s %s %s #%d", pick(r, adjectives), pick(r, themes), pick(r, kinds), i+1)
	allDay := r.IntN(20) == 0
	cost := []string{pick(r, costs)}
	cats := sample(r, catIDs, 1+r.IntN(3))
	tags := sample(r, tagIDs, r.IntN(6))
	organizers := make([]calendar.OrganizerRef, 0, 3)
	for _, id := range sample(r, s.out.OrganizerIDs, 1+r.IntN(3)) {
		organizers = append(organizers, calendar.OrganizerRef{ID: id})
	}
	return calendar.EventInput{
		PostInput: calendar.PostInput{Title: &title, Description: str(paragraphs(r, 1+r.IntN(2), 30)),
			Excerpt: str(sentence(r, 16))},
		Timezone: str("UTC"),
		Start:    calendar.Wall(start), End: calendar.Wall(end),
		AllDay: &allDay, Cost: &cost, Categories: &cats, Tags: &tags,
		Venue:      &calendar.VenueRef{ID: s.out.VenueIDs[r.IntN(len(s.out.VenueIDs))]},
		Organizers: &organizers,
		ShowMap:    boolPtr(r.IntN(2) == 0), ShowMapLink: boolPtr(true),
		Featured: boolPtr(r.IntN(20) == 0), Website: str(fmt.Sprintf("https://tickets.example/%d", i+1)),
	}
}

func boolPtr(b bool) *bool { return &b }

func (s *seeder) careers(ctx context.Context) error {
	acc, car := s.mods.Accounts, s.mods.Careers
	for c := range s.ds.Companies {
		company, err := acc.Companies.Create(ctx, accounts.CreateCompany{
			Name: fmt.Sprintf("%s %s", pick(s.rng, themes), pick(s.rng, groups)), Subdomain: fmt.Sprintf("bench%d", c+1),
			Email: fmt.Sprintf("jobs%d@company.example", c+1)})
		if err != nil {
			return fmt.Errorf("company: %w", err)
		}
		_, err = car.Companies.Update(ctx, company.ID, careers.UpdateCompany{Name: company.Name, Email: company.Email,
			Access: &careers.CompanyAccess{Active: true, Website: fmt.Sprintf("https://www.company%d.example", c+1),
				JobsiteURL: fmt.Sprintf("https://careers.company%d.example", c+1)},
			Description: map[string]string{"en": paragraphs(s.rng, 2, 40), "nl": paragraphs(s.rng, 2, 40)}})
		if err != nil {
			return fmt.Errorf("company profile: %w", err)
		}
		key, _, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: company.ID, Name: "bench", Scopes: modules.APIScopes})
		if err != nil {
			return fmt.Errorf("api key: %w", err)
		}
		feedKey, _, err := acc.Keys.Create(ctx, accounts.CreateAPIKey{CompanyID: company.ID, Name: "bench feed", Scopes: []string{modules.ScopeFeedsRead}})
		if err != nil {
			return fmt.Errorf("feed key: %w", err)
		}
		sc := SeededCompany{ID: company.ID, APIKey: key, FeedKey: feedKey}
		for l := c; l < s.ds.Locations; l += s.ds.Companies {
			city := pick(s.rng, cities)
			loc, err := car.Locations.Create(ctx, company.ID, careers.LocationInput{
				Street: fmt.Sprintf("%s %d", pick(s.rng, streets), 1+s.rng.IntN(200)), PostalCode: strconv.Itoa(1000 + s.rng.IntN(9000)),
				City: city.name, Country: city.code, Phone: "+32 2 555 01 00", Email: fmt.Sprintf("office%d@company.example", l+1),
				Lat: city.lat, Lng: city.lng})
			if err != nil {
				return fmt.Errorf("location: %w", err)
			}
			sc.LocationIDs = append(sc.LocationIDs, loc.ID)
		}
		for i := range 10 {
			cat, err := car.Categories.Create(ctx, company.ID, careers.CategoryInput{Name: map[string]string{
				"en": fmt.Sprintf("%s %d", pick(s.rng, departments), i+1), "nl": fmt.Sprintf("Afdeling %d", i+1)}})
			if err != nil {
				return fmt.Errorf("job category: %w", err)
			}
			sc.CategoryIDs = append(sc.CategoryIDs, cat.ID)
		}
		s.out.Companies = append(s.out.Companies, sc)
	}
	now := time.Now().UTC()
	type jobSeed struct {
		in                careers.JobInput
		visible, openForm bool
		id                int64
	}
	jobs := make([]jobSeed, s.ds.Jobs)
	for i := range jobs {
		jobs[i].in, jobs[i].visible, jobs[i].openForm = s.job(i, &s.out.Companies[i%len(s.out.Companies)], now)
	}
	err := s.parallel(len(jobs), func(i int) error {
		j, err := car.Jobs.Create(ctx, s.out.Companies[i%len(s.out.Companies)].ID, jobs[i].in)
		if err != nil {
			return fmt.Errorf("job %d: %w", i, err)
		}
		jobs[i].id = j.ID
		return nil
	})
	if err != nil {
		return err
	}
	for i, j := range jobs {
		sc := &s.out.Companies[i%len(s.out.Companies)]
		if j.visible {
			sc.JobIDs = append(sc.JobIDs, j.id)
			if j.openForm {
				sc.OpenFormJobIDs = append(sc.OpenFormJobIDs, j.id)
			}
		}
	}
	cv := PDF(20 << 10)
	apps := make([]careers.CreateApplication, s.ds.Applications)
	for i := range apps {
		sc := &s.out.Companies[i%len(s.out.Companies)]
		job := sc.JobIDs[s.rng.IntN(len(sc.JobIDs))]
		apps[i] = Application(s.rng, job)
		apps[i].CompanyID = sc.ID
		if i%10 == 0 || !contains(sc.OpenFormJobIDs, job) {
			apps[i].CurriculumVitae = new(int64) // uploaded below
		}
	}
	return s.parallel(len(apps), func(i int) error {
		in := apps[i]
		if in.CurriculumVitae != nil {
			f, err := car.Files.Upload(ctx, in.CompanyID, careers.Upload{Kind: careers.KindDocument, Name: "cv.pdf", Body: bytes.NewReader(cv)})
			if err != nil {
				return fmt.Errorf("cv: %w", err)
			}
			in.CurriculumVitae = &f.ID
		}
		if _, err := car.Applications.Create(ctx, in); err != nil {
			return fmt.Errorf("application %d: %w", i, err)
		}
		return nil
	})
}

// job is the i-th seeded job; visible says whether the content API shows
// it, openForm whether its form needs no file.
func (s *seeder) job(i int, sc *SeededCompany, now time.Time) (careers.JobInput, bool, bool) {
	r := s.rng
	title := fmt.Sprintf("%s %s", pick(r, adjectives), pick(r, roles))
	text := func() careers.JobTextInput {
		return careers.JobTextInput{Title: title, Summary: sentence(r, 16), Description: paragraphs(r, 2, 50),
			Profile: "<ul><li>" + sentence(r, 8) + "</li><li>" + sentence(r, 8) + "</li></ul>", Offer: paragraphs(r, 1, 30)}
	}
	published := now.Add(-time.Duration(1+r.IntN(180*24)) * time.Hour)
	in := careers.JobInput{
		Status: careers.JobPublished, Reference: fmt.Sprintf("REF-%05d", i+1), DefaultLanguage: "en",
		Translations:    map[string]careers.JobTextInput{"en": text()},
		EmploymentTypes: sample(r, careers.EmploymentTypes, 1+r.IntN(2)),
		WorkplaceType:   careers.WorkplaceTypes[r.IntN(len(careers.WorkplaceTypes))],
		ExperienceLevel: careers.ExperienceLevels[r.IntN(len(careers.ExperienceLevels))],
		Salary:          &careers.Salary{Min: 2500, Max: 4500, Currency: "EUR", Period: "month"},
		HoursPerWeek:    &careers.Hours{Min: 32, Max: 40},
		PublishedAt:     &published,
		CategoryIDs:     sample(r, sc.CategoryIDs, 1),
		LocationIDs:     sample(r, sc.LocationIDs, 1+r.IntN(2)),
	}
	if i%2 == 0 {
		in.Translations["nl"] = text()
	}
	form := careers.DefaultApplicationForm()
	openForm := i%5 != 0 // a fifth of the jobs require a CV
	if openForm {
		form.CurriculumVitae = careers.FieldOptional
	}
	in.ApplicationForm = &form
	visible := true
	switch i % 20 {
	case 7:
		in.Status, visible = careers.JobDraft, false
	case 13:
		closed := now.Add(-time.Hour)
		in.ClosesAt, visible = &closed, false
	case 3, 11:
		closes := now.AddDate(0, 2, 0)
		in.ClosesAt = &closes
	}
	return in, visible, openForm
}

// Application is a valid application to job.
func Application(r *rand.Rand, job int64) careers.CreateApplication {
	first, last := pick(r, firstNames), pick(r, lastNames)
	return careers.CreateApplication{
		JobID: job, FirstName: first, LastName: last,
		Email: strings.ToLower(first+"."+last) + strconv.Itoa(r.IntN(100000)) + "@mail.example",
		Phone: "+32 470 12 34 56", Motivation: paragraphs(r, 1, 60),
		Education:  []careers.EducationInput{{Title: "MSc " + pick(r, themes), Institution: pick(r, cities).name + " University", DateFrom: "2015", DateTo: "2020"}},
		Experience: []careers.ExperienceInput{{Company: pick(r, themes) + " " + pick(r, groups), JobTitle: pick(r, roles), DateFrom: "2020"}},
		Disclaimer: true, Referrer: "https://careers.company1.example/jobs",
	}
}

func contains(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// pick returns a random element of xs.
func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// sample returns n distinct random elements of xs (fewer when xs is
// shorter).
func sample[T any](r *rand.Rand, xs []T, n int) []T {
	n = min(n, len(xs))
	out := make([]T, 0, n)
	for _, i := range r.Perm(len(xs))[:n] {
		out = append(out, xs[i])
	}
	return out
}

// sentence is n random words, capitalised, with a full stop.
func sentence(r *rand.Rand, n int) string {
	ws := make([]string, n)
	for i := range ws {
		ws[i] = pick(r, words)
	}
	s := strings.Join(ws, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// paragraphs is n HTML paragraphs of about words words each.
func paragraphs(r *rand.Rand, n, words int) string {
	var b strings.Builder
	for range n {
		b.WriteString("<p>")
		for k := 0; k < words; k += 12 {
			if k > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(sentence(r, min(12, words-k)))
		}
		b.WriteString("</p>")
	}
	return b.String()
}

func phone(r *rand.Rand) string {
	return fmt.Sprintf("+32 %d %03d %02d %02d", 2+r.IntN(8), r.IntN(1000), r.IntN(100), r.IntN(100))
}
