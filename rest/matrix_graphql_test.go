package rest_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"strings"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
)

// gqlMatrix collects GraphQL rows.
type gqlMatrix struct{ rows []matrixRoute }

// op adds a row sending query with vars (built per caller) and covering
// fields; scope is what the "no scope" key lacks.
func (g *gqlMatrix) op(name string, fields []string, scope, query string, vars func(w *secWorld) map[string]any,
	def string, want map[string]string) {
	g.rows = append(g.rows, matrixRoute{name: "GraphQL " + name, route: "POST /graphql", fields: fields, scope: scope, graphql: true, def: def, want: want,
		req: func(w *secWorld) *http.Request {
			var v map[string]any
			if vars != nil {
				v = vars(w)
			}
			return gql(query, v)
		}})
}

// upload adds a row sending a GraphQL multipart request whose variable
// "f" is a file.
func (g *gqlMatrix) upload(name string, fields []string, scope, query string, vars func(w *secWorld) map[string]any,
	file string, data []byte, def string, want map[string]string) {
	g.rows = append(g.rows, matrixRoute{name: "GraphQL " + name, route: "POST /graphql", fields: fields, scope: scope, graphql: true, def: def, want: want,
		req: func(w *secWorld) *http.Request {
			v := map[string]any{}
			if vars != nil {
				v = vars(w)
			}
			v["f"] = nil
			return gqlMultipart(w, query, v, file, data)
		}})
}

// gqlMultipart is a GraphQL multipart request (the multipart request
// spec) with one file, variable "f".
func gqlMultipart(w *secWorld, query string, vars map[string]any, name string, data []byte) *http.Request {
	ops, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0":["variables.f"]}`)
	fw, _ := mw.CreateFormFile("0", name)
	_, _ = fw.Write(data)
	if err := mw.Close(); err != nil {
		w.t.Fatal(err)
	}
	return testkit.Request("POST", "/graphql", b.Bytes(), "Content-Type", mw.FormDataContentType())
}

func ops(names ...string) []string { return names }

// graphQLMatrix is the GraphQL half of the authorization matrix: every
// query and mutation of the schema. Bad credentials are 401 before
// execution; everything else is HTTP 200 with the error's code in
// extensions.code.
func graphQLMatrix() []matrixRoute {
	g := &gqlMatrix{}
	accountsMatrix(g)
	careersMatrix(g)
	calendarMatrix(g)
	mediaMatrix(g)
	webhooksMatrix(g)
	historyMatrix(g)
	return g.rows
}

// The usual GraphQL outcome rows.
var (
	// adminOnly: admins; everyone else is refused.
	adminOnly = func() (string, map[string]string) {
		return row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", admin, "200")
	}
	// careersAdmin: editors and admins naming company acme get ok;
	// contributors and API keys (which never edit careers content) are
	// refused.
	careersAdmin = func(ok string) (string, map[string]string) {
		return row(ok, gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200 FORBIDDEN", noScopeKey, "200 FORBIDDEN",
			contributor, "200 FORBIDDEN")
	}
	// careersRead: a careers read naming company acme: another company's
	// key finds nothing, a key without content:read and contributors are
	// refused.
	careersRead = func() (string, map[string]string) {
		return row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200 NOT_FOUND", noScopeKey, "200 FORBIDDEN",
			contributor, "200 FORBIDDEN")
	}
)

func acmeVars(w *secWorld) map[string]any { return map[string]any{"c": fmt.Sprint(w.acme.Company.ID)} }

// with adds name/value pairs to acme's variables.
func with(kv ...func(w *secWorld) (string, any)) func(w *secWorld) map[string]any {
	return func(w *secWorld) map[string]any {
		v := acmeVars(w)
		for _, f := range kv {
			k, x := f(w)
			v[k] = x
		}
		return v
	}
}

func accountsMatrix(g *gqlMatrix) {
	def, want := row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", contributor, "200", editor, "200", admin, "200")
	g.op("me", ops("Query.me", "User.email"), "", `{ me { id email } }`, nil, def, want)
	def, want = row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", editor, "200", admin, "200")
	g.op("companies", ops("Query.companies"), "", `{ companies { id name email } }`, nil, def, want)
	def, want = adminOnly()
	g.op("apiKeys", ops("Query.apiKeys", "ApiKey.prefix"), "", `query($c: ID!) { apiKeys(companyId: $c) { id prefix } }`, acmeVars, def, want)
	g.op("users", ops("Query.users"), "", `{ users { id email } }`, nil, def, want)
	g.op("createApiKey", ops("Mutation.createApiKey", "CreatedApiKey.key"), "",
		`mutation($c: ID!) { createApiKey(input: {companyId: $c, scopes: ["content:read"]}) { key } }`, acmeVars, def, want)
	g.op("revokeApiKey", ops("Mutation.revokeApiKey"), "", `mutation($id: ID!) { revokeApiKey(id: $id) { state } }`, func(w *secWorld) map[string]any {
		_, id := newKeyFor(w)
		return map[string]any{"id": fmt.Sprint(id)}
	}, def, want)
	g.op("createUser", ops("Mutation.createUser"), "", `mutation($e: String!) { createUser(input: {email: $e, password: "password-123"}) { id } }`,
		func(w *secWorld) map[string]any {
			return map[string]any{"e": strings.ReplaceAll(unique("new"), " ", "-") + "@example.com"}
		}, def, want)
	target := func(w *secWorld) map[string]any {
		u, _ := testkit.NewUser(w.t, w.Modules.Accounts, strings.ReplaceAll(unique("target"), " ", "-")+"@example.com", modules.RoleEditor)
		return map[string]any{"id": fmt.Sprint(u.ID)}
	}
	g.op("updateUser", ops("Mutation.updateUser"), "", `mutation($id: ID!) { updateUser(id: $id, input: {name: "Ed"}) { name } }`, target, def, want)
	g.op("resetUserPassword", ops("Mutation.resetUserPassword"), "",
		`mutation($id: ID!) { resetUserPassword(id: $id, password: "password-456") { id } }`, target, def, want)
	g.op("createCompany", ops("Mutation.createCompany"), "", `mutation($s: String!) { createCompany(input: {name: "New", subdomain: $s}) { id } }`,
		func(w *secWorld) map[string]any {
			return map[string]any{"s": strings.ReplaceAll(unique("sub"), " ", "-")}
		}, def, want)
	// Application passwords: every user their own, admins anyone's.
	def, want = row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", contributor, "200", editor, "200", admin, "200")
	g.op("appPasswords", ops("Query.appPasswords"), "", `{ appPasswords { id name lastUsedAt } }`, nil, def, want)
	g.op("createAppPassword", ops("Mutation.createAppPassword"), "", `mutation { createAppPassword(input: {name: "mine"}) { password } }`,
		nil, def, want)
	def, want = adminOnly()
	g.op("appPasswords(userId)", ops("Query.appPasswords"), "", `query($id: ID) { appPasswords(userId: $id) { id name } }`, target, def, want)
	g.op("createAppPassword(userId)", ops("Mutation.createAppPassword"), "",
		`mutation($id: ID) { createAppPassword(input: {userId: $id}) { password } }`, target, def, want)
	g.op("revokeAppPassword", ops("Mutation.revokeAppPassword"), "", `mutation($id: ID!) { revokeAppPassword(id: $id) { revokedAt } }`,
		func(w *secWorld) map[string]any {
			u, _ := testkit.NewUser(w.t, w.Modules.Accounts, strings.ReplaceAll(unique("owner"), " ", "-")+"@example.com", modules.RoleEditor)
			aps, err := w.Modules.Accounts.Users.ListAppPasswords(testkit.System(), u.ID)
			if err != nil {
				w.t.Fatal(err)
			}
			return map[string]any{"id": fmt.Sprint(aps[0].ID)}
		}, def, want)
	def, want = row("200", gqlBadCreds)
	g.op("apiKeyScopes", ops("Query.apiKeyScopes"), "", `{ apiKeyScopes }`, nil, def, want)
}

func careersMatrix(g *gqlMatrix) {
	read, write := modules.ScopeContentRead, modules.ScopeContentWrite
	// company: a key reads its own company; admin users must name one.
	def, want := row("200 VALIDATION_FAILED", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200", noScopeKey, "200 FORBIDDEN",
		contributor, "200 FORBIDDEN")
	g.op("company", ops("Query.company"), read, `{ company { id name subdomain } }`, nil, def, want)
	def, want = careersRead()
	g.op("company(companyId)", ops("Query.company", "Company.corsOrigins"), read,
		`query($c: ID) { company(companyId: $c) { id name email corsOrigins } }`, acmeVars, def, want)
	g.op("locations", ops("Query.locations"), read, `query($c: ID) { locations(companyId: $c) { id city } }`, acmeVars, def, want)
	g.op("jobCategories", ops("Query.jobCategories"), read, `query($c: ID) { jobCategories(companyId: $c) { id } }`, acmeVars, def, want)
	g.op("jobs", ops("Query.jobs"), read, `query($c: ID) { jobs(companyId: $c) { nodes { id title } } }`, acmeVars, def, want)
	g.op("job", ops("Query.job"), read, `query($c: ID, $id: ID!) { job(companyId: $c, id: $id) { id title } }`,
		with(func(w *secWorld) (string, any) { return "id", fmt.Sprint(w.acmeJob.ID) }), def, want)
	g.op("job(form)", ops("Query.job"), read,
		`query($c: ID, $id: ID!) { job(companyId: $c, id: $id) { id applicationQuestions { id label texts { label } } applicationConsents { id text } } }`,
		with(func(w *secWorld) (string, any) { return "id", fmt.Sprint(w.acmeJob.ID) }), def, want)
	g.op("jobs(statuses)", ops("Query.jobs", "JobFilter.statuses", "Job.status", "Job.translations"), read,
		`query($c: ID) { jobs(companyId: $c, filter: {statuses: [DRAFT]}) { nodes { id status translations { title } } } }`, acmeVars, def, want)
	g.op("job(draft)", ops("Query.job", "Job.status", "Job.translations"), read,
		`query($c: ID, $id: ID!) { job(companyId: $c, id: $id) { id status translations { title } } }`,
		with(func(w *secWorld) (string, any) { return "id", fmt.Sprint(w.acmeDraft.ID) }), def, want)
	// API keys never see drafts, nor filter by status: the "no scope" key
	// of these rows is acme's with content:read (it lacks content:write).
	def, want = row("200 VALIDATION_FAILED", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200 FORBIDDEN", noScopeKey, "200 FORBIDDEN",
		contributor, "200 FORBIDDEN")
	g.op("jobs(statuses) by an API key", ops("Query.jobs", "JobFilter.statuses"), write,
		`{ jobs(filter: {statuses: [DRAFT]}) { nodes { id } } }`, nil, def, want)
	def, want = row("200 VALIDATION_FAILED", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200 NOT_FOUND", noScopeKey, "200 NOT_FOUND",
		contributor, "200 FORBIDDEN")
	g.op("job(draft) by an API key", ops("Query.job"), write, `query($id: ID!) { job(id: $id) { id title } }`,
		func(w *secWorld) map[string]any { return map[string]any{"id": fmt.Sprint(w.acmeDraft.ID)} }, def, want)

	// Applications: their applicants' personal data and CV links, for
	// editors and admins only; API keys never read them.
	personal := "firstName lastName email phone motivation education { title } experience { company } " +
		"curriculumVitae { nameOriginal downloadUrl } photo { downloadUrl } answers { label display file { downloadUrl } } consents { version givenAt }"
	def, want = careersAdmin("200")
	g.op("applications", ops("Query.applications", "Application.firstName", "Application.lastName", "Application.email",
		"Application.phone", "Application.motivation", "Application.education", "Application.experience",
		"Application.curriculumVitae", "Application.photo", "UploadedFile.downloadUrl", "Application.answers", "Application.consents"), read,
		`query($c: ID) { applications(companyId: $c) { nodes { id `+personal+` } } }`, acmeVars, def, want)
	g.op("application", ops("Query.application", "Application.email", "UploadedFile.downloadUrl"), read,
		`query($c: ID, $id: ID!) { application(companyId: $c, id: $id) { id `+personal+` } }`,
		with(func(w *secWorld) (string, any) { return "id", fmt.Sprint(w.acmeApplication) }), def, want)

	// Uploads and applications: content:write keys of the company, and
	// editors and admins naming it.
	def, want = row("200", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", foreignKey, "200 NOT_FOUND", noScopeKey, "200 FORBIDDEN",
		contributor, "200 FORBIDDEN")
	g.upload("uploadFile", ops("Mutation.uploadFile"), write, `mutation($c: ID, $f: Upload!) { uploadFile(companyId: $c, kind: DOCUMENT, file: $f) { id } }`,
		acmeVars, "cv.pdf", careerstest.PDF("cv"), def, want)
	g.op("createApplication", ops("Mutation.createApplication"), write, `mutation($c: ID, $in: ApplicationInput!) {
		createApplication(companyId: $c, input: $in) { id } }`, with(func(w *secWorld) (string, any) {
		return "in", map[string]any{"jobId": fmt.Sprint(w.acmeJob.ID), "firstName": "Jo", "lastName": "Doe", "email": "jo@example.com",
			"curriculumVitae": fmt.Sprint(w.queuedFile()), "disclaimer": true}
	}), def, want)

	// The careers administration: editors and admins.
	def, want = careersAdmin("200")
	profile := `mutation($c: ID!, $in: UpdateCompanyInput!) { updateCompany(companyId: $c, input: $in) { id } }`
	g.op("updateCompany", ops("Mutation.updateCompany"), read, profile, with(func(*secWorld) (string, any) {
		return "in", map[string]any{"name": "Acme " + acmeMarker, "email": "jobs@" + acmeMarker + ".example"}
	}), def, want)
	// Its security settings: admins only.
	def, want = row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", admin, "200")
	g.op("updateCompany(security settings)", ops("Mutation.updateCompany", "UpdateCompanyInput.active", "UpdateCompanyInput.corsOrigins",
		"UpdateCompanyInput.domainAliasVerified", "UpdateCompanyInput.website"), read, profile, with(func(*secWorld) (string, any) {
		origin := "https://" + strings.ReplaceAll(unique("partner"), " ", "-") + ".example"
		return "in", map[string]any{"name": "Acme " + acmeMarker, "email": "jobs@" + acmeMarker + ".example", "active": true,
			"website": origin, "corsOrigins": []string{origin}, "domainAlias": "jobs.acme.example", "domainAliasVerified": true}
	}), def, want)
	def, want = careersAdmin("200")
	g.upload("setCompanyLogo", ops("Mutation.setCompanyLogo"), read, `mutation($c: ID!, $f: Upload!) { setCompanyLogo(companyId: $c, file: $f) { id } }`,
		acmeVars, "logo.png", careerstest.PNG(4, 4), def, want)
	g.op("setCompanyLogoFromImage", ops("Mutation.setCompanyLogoFromImage"), read,
		`mutation($c: ID!, $i: ID!) { setCompanyLogoFromImage(companyId: $c, imageId: $i) { id } }`,
		with(func(w *secWorld) (string, any) { return "i", fmt.Sprint(w.acmeImage.ID) }), def, want)
	g.op("removeCompanyLogo", ops("Mutation.removeCompanyLogo"), read, `mutation($c: ID!) { removeCompanyLogo(companyId: $c) { id } }`,
		acmeVars, def, want)
	location := map[string]any{"city": "Ghent", "country": "BE"}
	newLocation := func(w *secWorld) (string, any) {
		return "id", fmt.Sprint(careerstest.NewLocation(w.t, w.Modules.Careers, w.acme.Company.ID, "Leuven").ID)
	}
	g.op("createLocation", ops("Mutation.createLocation"), read,
		`mutation($c: ID!, $in: LocationInput!) { createLocation(companyId: $c, input: $in) { id } }`,
		with(func(*secWorld) (string, any) { return "in", location }), def, want)
	g.op("updateLocation", ops("Mutation.updateLocation"), read,
		`mutation($c: ID!, $id: ID!, $in: LocationInput!) { updateLocation(companyId: $c, id: $id, input: $in) { id } }`,
		with(newLocation, func(*secWorld) (string, any) { return "in", location }), def, want)
	g.op("deleteLocation", ops("Mutation.deleteLocation"), read, `mutation($c: ID!, $id: ID!) { deleteLocation(companyId: $c, id: $id) }`,
		with(newLocation), def, want)
	g.op("createJobCategory", ops("Mutation.createJobCategory"), read,
		`mutation($c: ID!) { createJobCategory(companyId: $c, input: {name: [{language: EN, text: "Care"}]}) { id } }`, acmeVars, def, want)
	job := map[string]any{"status": "DRAFT", "defaultLanguage": "EN", "translations": []map[string]any{{"language": "EN", "title": "Nurse"}},
		"employmentTypes": []string{"FULLTIME"}, "workplaceType": "ONSITE"}
	newJob := func(w *secWorld) (string, any) {
		return "id", fmt.Sprint(careerstest.NewJob(w.t, w.Modules.Careers, w.acme.Company.ID, careerstest.Job("Spare", w.Clock.Now())).ID)
	}
	g.op("createJob", ops("Mutation.createJob"), read, `mutation($c: ID!, $in: JobInput!) { createJob(companyId: $c, input: $in) { id } }`,
		with(func(*secWorld) (string, any) { return "in", job }), def, want)
	g.op("updateJob", ops("Mutation.updateJob"), read,
		`mutation($c: ID!, $id: ID!, $in: JobInput!) { updateJob(companyId: $c, id: $id, input: $in) { id } }`,
		with(newJob, func(*secWorld) (string, any) { return "in", job }), def, want)
	g.op("deleteJob", ops("Mutation.deleteJob"), read, `mutation($c: ID!, $id: ID!) { deleteJob(companyId: $c, id: $id) }`,
		with(newJob), def, want)
	trashedJob := func(w *secWorld) (string, any) {
		j := careerstest.NewJob(w.t, w.Modules.Careers, w.acme.Company.ID, careerstest.Job("Trashed", w.Clock.Now()))
		if err := w.Modules.Careers.Jobs.Delete(testkit.System(), w.acme.Company.ID, j.ID); err != nil {
			w.t.Fatal(err)
		}
		return "id", fmt.Sprint(j.ID)
	}
	g.op("restoreJob", ops("Mutation.restoreJob"), read, `mutation($c: ID!, $id: ID!) { restoreJob(companyId: $c, id: $id) { id } }`,
		with(trashedJob), def, want)
	g.op("purgeJob", ops("Mutation.purgeJob"), read, `mutation($c: ID!, $id: ID!) { purgeJob(companyId: $c, id: $id) }`,
		with(trashedJob), def, want)
	g.op("deleteApplication", ops("Mutation.deleteApplication"), read, `mutation($c: ID!, $id: ID!) { deleteApplication(companyId: $c, id: $id) }`,
		with(func(w *secWorld) (string, any) {
			a, err := w.Modules.Careers.Applications.Create(testkit.System(), careers.CreateApplication{CompanyID: w.acme.Company.ID,
				JobID: w.acmeJob.ID, FirstName: "Al", LastName: "Doe", Email: "al@example.com", Disclaimer: true,
				CurriculumVitae: ptr(spareCV(w))})
			if err != nil {
				w.t.Fatal(err)
			}
			return "id", fmt.Sprint(a.ID)
		}), def, want)

	// Application forms: editors and admins edit questions and consents.
	g.op("defaultApplicationQuestions", ops("Query.defaultApplicationQuestions"), read,
		`query($c: ID!) { defaultApplicationQuestions(companyId: $c) { id label } }`, acmeVars, def, want)
	g.op("consents", ops("Query.consents"), read, `query($c: ID!) { consents(companyId: $c) { id text texts { text } } }`, acmeVars, def, want)
	g.op("setApplicationQuestions", ops("Mutation.setApplicationQuestions"), read,
		`mutation($c: ID!, $j: ID) { setApplicationQuestions(companyId: $c, jobId: $j, questions: [{type: YES_NO, texts: [{language: EN, label: "Ok?"}]}]) { id } }`,
		with(func(w *secWorld) (string, any) { _, id := newJob(w); return "j", id }), def, want)
	g.op("careersSettings", ops("Query.careersSettings"), read, `query($c: ID!) { careersSettings(companyId: $c) { openApplications } }`,
		acmeVars, def, want)
	g.op("updateCareersSettings", ops("Mutation.updateCareersSettings"), read,
		`mutation($c: ID!) { updateCareersSettings(companyId: $c, input: {openApplications: false}) { openApplications } }`, acmeVars, def, want)
	g.op("saveConsent", ops("Mutation.saveConsent"), read,
		`mutation($c: ID!) { saveConsent(companyId: $c, input: {kind: CUSTOM, name: "Newsletter", active: false, texts: [{language: EN, text: "Yes"}]}) { id version } }`,
		acmeVars, def, want)
}

// spareCV queues a CV for acme through the service.
func spareCV(w *secWorld) int64 {
	f, err := w.Modules.Careers.Files.Upload(testkit.System(), w.acme.Company.ID, careers.Upload{Kind: careers.KindDocument,
		Name: "cv.pdf", Body: bytes.NewReader(careerstest.PDF("cv"))})
	if err != nil {
		w.t.Fatal(err)
	}
	return f.ID
}

func ptr[T any](v T) *T { return &v }
