package careers

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"time"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// SeedDemo implements modules.DemoSeeder: the demo company gets a full
// profile (logo, description in nl/fr/en, social links, CORS origins for
// a local jobsite), five Belgian offices, five categories and 30
// published jobs across them, in two languages each.
func (m *Module) SeedDemo(ctx context.Context, demo modules.Demo) error {
	cid := demo.CompanyID
	_, err := m.Companies.Update(ctx, cid, UpdateCompany{
		Name: "Acme Corporation", Email: "jobs@acme.example",
		Access: &CompanyAccess{Active: true, DomainAlias: ptr("jobs.acme.example"), DomainAliasVerified: ptr(true),
			Website: "https://www.acme.example", JobsiteURL: "https://careers.acme.example",
			CORSOrigins: []string{"http://localhost:3000", "http://127.0.0.1:3000"}},
		Social: accounts.Social{
			Facebook: "https://www.facebook.com/acme", LinkedIn: "https://www.linkedin.com/company/acme",
			Twitter: "https://twitter.com/acme", Instagram: "https://www.instagram.com/acme",
		},
		Description: map[string]string{
			"nl": "<p>Acme bouwt al sinds 1949 <strong>raketten, ambeelden en draagbare gaten</strong>. Kom ons team in België versterken.</p>",
			"fr": "<p>Depuis 1949, Acme fabrique <strong>des fusées, des enclumes et des trous portatifs</strong>. Rejoignez notre équipe en Belgique.</p>",
			"en": "<p>Since 1949 Acme has built <strong>rockets, anvils and portable holes</strong>. Join our team in Belgium.</p>",
		},
	})
	if err != nil {
		return fmt.Errorf("company profile: %w", err)
	}
	if _, err := m.Companies.SetLogo(ctx, cid, Upload{Name: "acme-logo.png", Body: bytes.NewReader(demoLogo())}); err != nil {
		return fmt.Errorf("logo: %w", err)
	}
	offices := []struct {
		LocationInput
		lang string
	}{
		{LocationInput{Street: "Rue de la Loi 16", PostalCode: "1000", City: "Brussels", Country: "BE", Phone: "+32 2 555 01 00", Email: "brussels@acme.example", Lat: 50.8466, Lng: 4.3528}, "fr"},
		{LocationInput{Street: "Meir 1", PostalCode: "2000", City: "Antwerpen", Country: "BE", Phone: "+32 3 555 02 00", Email: "antwerpen@acme.example", Lat: 51.2194, Lng: 4.4025}, "nl"},
		{LocationInput{Street: "Korenmarkt 10", PostalCode: "9000", City: "Gent", Country: "BE", Phone: "+32 9 555 03 00", Email: "gent@acme.example", Lat: 51.0543, Lng: 3.7174}, "nl"},
		{LocationInput{Street: "Place Saint-Lambert 1", PostalCode: "4000", City: "Liège", Country: "BE", Phone: "+32 4 555 04 00", Email: "liege@acme.example", Lat: 50.6451, Lng: 5.5734}, "fr"},
		{LocationInput{Street: "Bondgenotenlaan 2", PostalCode: "3000", City: "Leuven", Country: "BE", Phone: "+32 16 55 05 00", Email: "leuven@acme.example", Lat: 50.8798, Lng: 4.7005}, "nl"},
	}
	locs := make([]*Location, len(offices))
	for i, o := range offices {
		if locs[i], err = m.Locations.Create(ctx, cid, o.LocationInput); err != nil {
			return fmt.Errorf("location %s: %w", o.City, err)
		}
	}
	catNames := []map[string]string{
		{"en": "Engineering", "nl": "Techniek", "fr": "Ingénierie"},
		{"en": "Sales", "nl": "Verkoop", "fr": "Ventes"},
		{"en": "Operations", "nl": "Operaties", "fr": "Opérations"},
		{"en": "Finance", "nl": "Financiën", "fr": "Finances"},
		{"en": "People", "nl": "HR", "fr": "Ressources humaines"},
	}
	cats := make([]*Category, len(catNames))
	for i, n := range catNames {
		if cats[i], err = m.Categories.Create(ctx, cid, CategoryInput{Name: n}); err != nil {
			return fmt.Errorf("category: %w", err)
		}
	}
	now := m.deps.Now().Truncate(time.Hour)
	for i := range 30 {
		role := demoRoles[i%len(demoRoles)]
		office := i % len(offices)
		in := JobInput{
			Status: JobPublished, Reference: fmt.Sprintf("ACME-%03d", i+1), DefaultLanguage: offices[office].lang,
			Translations: map[string]JobTextInput{
				"en":                 role.text("en", offices[office].City),
				offices[office].lang: role.text(offices[office].lang, offices[office].City),
			},
			EmploymentTypes: role.types, WorkplaceType: WorkplaceTypes[i%3], ExperienceLevel: ExperienceLevels[i%4],
			HoursPerWeek: &Hours{Min: 32, Max: 40},
			Salary:       &Salary{Min: role.salary, Max: role.salary * 1.3, Currency: "EUR", Period: "month"},
			PublishedAt:  ptr(now.Add(-time.Duration(i*7+1) * time.Hour)),
			CategoryIDs:  []int64{cats[role.category].ID},
			LocationIDs:  []int64{locs[office].ID},
		}
		if i%5 == 4 { // some jobs are at two offices
			in.LocationIDs = append(in.LocationIDs, locs[(office+1)%len(locs)].ID)
		}
		if i%4 == 0 {
			in.ClosesAt = ptr(now.Add(time.Duration(30+i) * 24 * time.Hour))
		}
		if role.types[0] == "student" || role.types[0] == "internship" {
			f := DefaultApplicationForm()
			f.CurriculumVitae, f.Education = FieldOptional, FieldRequired
			in.ApplicationForm = &f
		}
		if _, err := m.Jobs.Create(ctx, cid, in); err != nil {
			return fmt.Errorf("job %d: %w", i+1, err)
		}
	}
	return nil
}

func ptr[T any](v T) *T { return &v }

type demoRole struct {
	titles   map[string]string
	category int
	types    []string
	salary   float64
}

var demoRoles = []demoRole{
	{map[string]string{"en": "Backend Developer (Go)", "nl": "Backend-ontwikkelaar (Go)", "fr": "Développeur backend (Go)"}, 0, []string{"fulltime"}, 4200},
	{map[string]string{"en": "Frontend Developer", "nl": "Frontend-ontwikkelaar", "fr": "Développeur frontend"}, 0, []string{"fulltime", "parttime"}, 3900},
	{map[string]string{"en": "Account Manager", "nl": "Accountmanager", "fr": "Gestionnaire de comptes"}, 1, []string{"fulltime"}, 3600},
	{map[string]string{"en": "Warehouse Operator", "nl": "Magazijnmedewerker", "fr": "Opérateur d'entrepôt"}, 2, []string{"fulltime", "temporary"}, 2600},
	{map[string]string{"en": "Financial Controller", "nl": "Financieel controller", "fr": "Contrôleur financier"}, 3, []string{"fulltime"}, 4800},
	{map[string]string{"en": "HR Business Partner", "nl": "HR Business Partner", "fr": "HR Business Partner"}, 4, []string{"fulltime", "parttime"}, 4100},
	{map[string]string{"en": "Rocket Test Engineer", "nl": "Testingenieur raketten", "fr": "Ingénieur d'essais fusées"}, 0, []string{"fulltime"}, 4600},
	{map[string]string{"en": "Sales Intern", "nl": "Stagiair verkoop", "fr": "Stagiaire ventes"}, 1, []string{"internship"}, 1200},
	{map[string]string{"en": "Student Job: Assembly", "nl": "Studentenjob: assemblage", "fr": "Job étudiant : assemblage"}, 2, []string{"student"}, 1500},
	{map[string]string{"en": "Freelance Data Analyst", "nl": "Freelance data-analist", "fr": "Analyste de données freelance"}, 3, []string{"freelance"}, 5000},
}

// text writes a job's texts in lang for an office in city.
func (r demoRole) text(lang, city string) JobTextInput {
	t := r.titles[lang]
	switch lang {
	case "nl":
		return JobTextInput{Title: t, Summary: "Word " + t + " in ons team in " + city + ".",
			Description: "<p>Als <strong>" + t + "</strong> bouw je mee aan de producten van Acme.</p>",
			Profile:     "<ul><li>Je bent nieuwsgierig</li><li>Je spreekt Nederlands en Engels</li></ul>",
			Offer:       "<p>Een competitief loon, maaltijdcheques en 32 vakantiedagen.</p>"}
	case "fr":
		return JobTextInput{Title: t, Summary: "Rejoignez notre équipe à " + city + " comme " + t + ".",
			Description: "<p>En tant que <strong>" + t + "</strong>, vous contribuez aux produits d'Acme.</p>",
			Profile:     "<ul><li>Vous êtes curieux·se</li><li>Vous parlez français et anglais</li></ul>",
			Offer:       "<p>Un salaire compétitif, des chèques-repas et 32 jours de congé.</p>"}
	}
	return JobTextInput{Title: t, Summary: "Join our team in " + city + " as " + t + ".",
		Description: "<p>As a <strong>" + t + "</strong> you help build Acme's products.</p>",
		Profile:     "<ul><li>You are curious</li><li>You speak English and Dutch or French</li></ul>",
		Offer:       "<p>A competitive salary, meal vouchers and 32 days of leave.</p>"}
}

// demoLogo draws the demo company's logo: an orange disc with a white
// rocket-ish triangle, as a 128×128 PNG.
func demoLogo() []byte {
	const size = 128
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	orange := color.NRGBA{0xF2, 0x6B, 0x1D, 0xFF}
	white := color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF}
	for y := range size {
		for x := range size {
			dx, dy := float64(x)-size/2+0.5, float64(y)-size/2+0.5
			if math.Hypot(dx, dy) > size/2-2 {
				continue
			}
			img.Set(x, y, orange)
			// A triangle pointing up: |dx| grows with y.
			if dy > -40 && dy < 36 && math.Abs(dx) < (dy+40)*0.35 {
				img.Set(x, y, white)
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}
