package graph_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers/careerstest"
)

var fence = regexp.MustCompile("(?s)```(graphql|json)\n(.*?)```")

// TestDocumentedExamples runs the operations of docs/graphql.md, in order,
// with the variables that follow them, against the demo content (as
// `serve --demo` loads it), with the demo API key: they must answer
// without errors. A file variable gets a PDF, sent with the multipart
// request spec.
func TestDocumentedExamples(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../docs/graphql.md")
	if err != nil {
		t.Fatal(err)
	}
	s := testkit.NewServer(t)
	sys := testkit.System()
	acc := s.Modules.Accounts
	company, err := acc.Companies.Create(sys, accounts.CreateCompany{Name: "Acme Corporation", Subdomain: "demo"})
	if err != nil {
		t.Fatal(err)
	}
	user, err := acc.Users.Create(sys, accounts.CreateUser{Email: "admin@example.com", Password: "corkboard-demo", Role: modules.RoleAdmin})
	if err != nil {
		t.Fatal(err)
	}
	demo := modules.Demo{CompanyID: company.ID, UserID: user.ID}
	if err := s.Modules.Careers.SeedDemo(sys, demo); err != nil {
		t.Fatal(err)
	}
	if err := s.Modules.Calendar.SeedDemo(sys, demo); err != nil {
		t.Fatal(err)
	}
	key, _, err := acc.Keys.Create(sys, accounts.CreateAPIKey{CompanyID: company.ID, Scopes: modules.APIScopes})
	if err != nil {
		t.Fatal(err)
	}
	a := newAPI(s)

	blocks := fence.FindAllStringSubmatch(string(doc), -1)
	ran := 0
	for i, b := range blocks {
		if b[1] != "graphql" {
			continue
		}
		query := b[2]
		name, _, _ := strings.Cut(strings.Fields(query)[1], "(")
		opts := []client.Option{bearer(key)}
		if i+1 < len(blocks) && blocks[i+1][1] == "json" {
			var v map[string]any
			if err := json.Unmarshal([]byte(blocks[i+1][2]), &v); err != nil {
				t.Fatalf("%s: variables: %v", name, err)
			}
			for k, x := range v {
				opts = append(opts, vars(k, x))
			}
		}
		if strings.Contains(query, "Upload!") {
			opts = append(opts, vars("file", file(t, "cv.pdf", careerstest.PDF("Jane Doe"))), client.WithFiles())
		}
		t.Run(name, func(t *testing.T) {
			data, errs := a.post(t, query, opts...)
			if len(errs) > 0 {
				t.Fatalf("errors: %+v", errs)
			}
			if strings.Contains(string(data), `"nodes":[]`) {
				t.Fatalf("the example shows nothing of the demo content: %s", data)
			}
		})
		ran++
	}
	if ran < 6 {
		t.Fatalf("%d examples found", ran)
	}
}
