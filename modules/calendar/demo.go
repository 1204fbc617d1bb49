package calendar

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"corkboard/modules"
)

// SeedDemo adds sample calendar content for `serve --demo`: venues (some
// with coordinates), organizers, categories, tags and about 60 events over
// the coming months, with text in the default language and a second one.
// It implements modules.DemoSeeder; ctx acts as the system.
func (m *Module) SeedDemo(ctx context.Context, demo modules.Demo) error {
	second := "fr_fr"
	if m.Site.Language == second {
		second = "en_us"
	}
	author := demo.UserID
	str := func(s string) *string { return &s }
	flt := func(f float64) *float64 { return &f }

	type venueSeed struct {
		name, address, city, country, zip string
		lat, lng                          *float64
	}
	venueSeeds := []venueSeed{
		{"Riverside Hall", "Quai aux Briques 12", "Brussels", "Belgium", "1000", flt(50.8525), flt(4.3470)},
		{"Harbour Warehouse", "Kattendijkdok 20", "Antwerp", "Belgium", "2000", flt(51.2330), flt(4.4040)},
		{"Old Mill Theatre", "Korenlei 9", "Ghent", "Belgium", "9000", flt(51.0545), flt(3.7196)},
		{"Le Petit Salon", "Rue de Rivoli 50", "Paris", "France", "75004", flt(48.8566), flt(2.3522)},
		{"Community Centre", "Main Street 1", "Leuven", "Belgium", "3000", nil, nil},
		{"Online", "", "", "", "", nil, nil},
	}
	venues := make([]int64, len(venueSeeds))
	for i, v := range venueSeeds {
		in := VenueInput{PostInput: PostInput{Title: str(v.name), Author: &author,
			Description: str("A friendly place for events in " + v.city + ".")},
			Address: str(v.address), City: str(v.city), Country: str(v.country), Zip: str(v.zip), GeoLat: v.lat, GeoLng: v.lng}
		if v.city == "" {
			in.Description = str("Events streamed online.")
		}
		venue, err := m.Venues.Create(ctx, in)
		if err != nil {
			return fmt.Errorf("venue %s: %w", v.name, err)
		}
		venues[i] = venue.ID
	}
	organizerSeeds := [][3]string{
		{"Acme Events", "events@acme.example", "https://acme.example"},
		{"Jazz Collective", "hello@jazz.example", "https://jazz.example"},
		{"City Library", "info@library.example", ""},
		{"Makers Guild", "guild@makers.example", "https://makers.example"},
	}
	organizers := make([]int64, len(organizerSeeds))
	for i, o := range organizerSeeds {
		org, err := m.Organizers.Create(ctx, OrganizerInput{PostInput: PostInput{Title: str(o[0]), Author: &author},
			Email: str(o[1]), Website: str(o[2]), Phone: str("+32 2 555 01 0" + strconv.Itoa(i))})
		if err != nil {
			return fmt.Errorf("organizer %s: %w", o[0], err)
		}
		organizers[i] = org.ID
	}
	type termSeed struct{ en, fr, parent string }
	cats := map[string]int64{}
	for _, c := range []termSeed{{"Music", "Musique", ""}, {"Jazz", "Jazz", "Music"}, {"Classical", "Classique", "Music"},
		{"Talks", "Conférences", ""}, {"Workshops", "Ateliers", ""}, {"Family", "En famille", ""}} {
		in := TermInput{Name: str(c.en), Description: str(c.en + " events")}
		if c.parent != "" {
			p := cats[c.parent]
			in.Parent = &p
		}
		t, err := m.Terms.Create(ctx, Categories, in)
		if err != nil {
			return fmt.Errorf("category %s: %w", c.en, err)
		}
		cats[c.en] = t.ID
		if _, err := m.Terms.Update(ctx, Categories, t.ID, TermInput{Name: str(c.fr), Description: str("Événements : " + c.fr), Language: second}); err != nil {
			return err
		}
	}
	for _, tg := range []termSeed{{"outdoor", "plein air", ""}, {"free", "gratuit", ""}, {"evening", "soirée", ""}, {"kids", "enfants", ""}, {"weekend", "week-end", ""}} {
		t, err := m.Terms.Create(ctx, Tags, TermInput{Name: str(tg.en)})
		if err != nil {
			return fmt.Errorf("tag %s: %w", tg.en, err)
		}
		if _, err := m.Terms.Update(ctx, Tags, t.ID, TermInput{Name: str(tg.fr), Language: second}); err != nil {
			return err
		}
	}

	type eventSeed struct {
		en, fr, descEN, descFR string
		category               string
		tags                   []string
		cost                   []string
		hour, hours            int
	}
	seeds := []eventSeed{
		{"Jazz by the River", "Jazz au bord de l'eau", "An evening of standards and new tunes by the water.", "Une soirée de standards et de nouveaux morceaux au bord de l'eau.", "Jazz", []string{"evening", "outdoor"}, []string{"15€"}, 20, 3},
		{"String Quartet Matinee", "Matinée quatuor à cordes", "Haydn and Ravel played by a young quartet.", "Haydn et Ravel par un jeune quatuor.", "Classical", []string{"weekend"}, []string{"0", "25"}, 11, 2},
		{"Open Data Talk", "Conférence données ouvertes", "How cities publish their data, and what you can build with it.", "Comment les villes publient leurs données, et ce qu'on peut en faire.", "Talks", []string{"free"}, []string{"0"}, 19, 2},
		{"Bread Baking Workshop", "Atelier pain", "Knead, proof and bake your own sourdough loaf.", "Pétrissez, laissez lever et cuisez votre pain au levain.", "Workshops", []string{"weekend"}, []string{"$40"}, 10, 4},
		{"Family Science Morning", "Matinée sciences en famille", "Experiments for curious kids and their parents.", "Des expériences pour les enfants curieux et leurs parents.", "Family", []string{"kids", "free"}, []string{"Free"}, 10, 3},
		{"Big Band Night", "Soirée big band", "Swing classics by an eighteen-piece band.", "Les classiques du swing par un orchestre de dix-huit musiciens.", "Jazz", []string{"evening"}, []string{"20", "30"}, 20, 3},
		{"Piano Recital", "Récital de piano", "Chopin nocturnes and Debussy preludes.", "Nocturnes de Chopin et préludes de Debussy.", "Classical", []string{"evening"}, []string{"18€"}, 19, 2},
		{"Repair Café", "Repair Café", "Bring what is broken; fix it with volunteers.", "Apportez ce qui est cassé ; réparez-le avec des bénévoles.", "Workshops", []string{"free", "weekend"}, nil, 14, 3},
		{"History of the Harbour", "Histoire du port", "A talk with old photographs and maps.", "Une conférence avec des photos et cartes anciennes.", "Talks", []string{"evening"}, []string{"5"}, 19, 2},
		{"Kids' Theatre", "Théâtre pour enfants", "A puppet show for ages four and up.", "Un spectacle de marionnettes dès quatre ans.", "Family", []string{"kids", "weekend"}, []string{"8€"}, 15, 1},
		{"Outdoor Yoga", "Yoga en plein air", "Gentle yoga in the park; bring a mat.", "Yoga doux au parc ; apportez un tapis.", "Workshops", []string{"outdoor", "free"}, []string{"0"}, 9, 1},
		{"Summer Festival Day", "Journée festival d'été", "Music, food and games all day long.", "Musique, cuisine et jeux toute la journée.", "Family", []string{"outdoor", "weekend", "kids"}, []string{"10€"}, 0, 0},
	}
	now := m.deps.Now().In(m.Site.Timezone)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, m.Site.Timezone)
	for i := 0; i < 60; i++ {
		seed := seeds[i%len(seeds)]
		day := today.AddDate(0, 0, 1+i*2)
		start := day.Add(time.Duration(seed.hour) * time.Hour)
		end := start.Add(time.Duration(seed.hours) * time.Hour)
		allDay := seed.hours == 0
		title := seed.en
		if i >= len(seeds) {
			title = fmt.Sprintf("%s (%s)", seed.en, day.Format("Jan 2"))
		}
		cost := seed.cost
		tags := seed.tags
		catIDs := []string{strconv.FormatInt(cats[seed.category], 10)}
		in := EventInput{
			PostInput: PostInput{Title: str(title), Description: str(seed.descEN), Excerpt: str(seed.descEN), Author: &author},
			Start:     Wall(start), End: Wall(end), AllDay: &allDay,
			Cost: &cost, Categories: &catIDs, Tags: &tags,
			Venue:      &VenueRef{ID: venues[i%len(venues)]},
			Organizers: &[]OrganizerRef{{ID: organizers[i%len(organizers)]}},
			ShowMap:    boolPtr(venueSeeds[i%len(venues)].lat != nil), ShowMapLink: boolPtr(true),
			Featured: boolPtr(i%5 == 0), Sticky: boolPtr(i%11 == 0),
		}
		if i%9 == 4 {
			orgs := append(*in.Organizers, OrganizerRef{ID: organizers[(i+1)%len(organizers)]})
			in.Organizers = &orgs
		}
		if i%20 == 19 {
			draft := StatusDraft
			in.Status = &draft
		}
		if i%7 == 3 {
			in.Website = str("https://tickets.example/" + Slugify(title))
		}
		e, err := m.Events.Create(ctx, in)
		if err != nil {
			return fmt.Errorf("event %s: %w", title, err)
		}
		frTitle := seed.fr
		if i >= len(seeds) {
			frTitle = fmt.Sprintf("%s (%s)", seed.fr, day.Format("02/01"))
		}
		if _, err := m.Events.Update(ctx, Ref{ID: e.ID}, EventInput{PostInput: PostInput{Title: str(frTitle),
			Description: str(seed.descFR), Excerpt: str(seed.descFR), Language: second}}); err != nil {
			return fmt.Errorf("event %s (%s): %w", title, second, err)
		}
	}
	return nil
}

func boolPtr(b bool) *bool { return &b }
