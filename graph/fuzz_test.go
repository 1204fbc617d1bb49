package graph_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
)

// fuzzOperations take variables of every input type of the schema:
// IDs, strings, enums, lists, the DateTime scalar, nested inputs.
var fuzzOperations = []string{
	`mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key } }`,
	`mutation($in: CreateUserInput!) { createUser(input: $in) { id } }`,
	`mutation($id: ID!, $in: UpdateUserInput!) { updateUser(id: $id, input: $in) { id } }`,
	`mutation($id: ID!, $p: String!) { resetUserPassword(id: $id, password: $p) { id } }`,
	`mutation($in: CreateCompanyInput!) { createCompany(input: $in) { id } }`,
	`mutation($id: ID!) { revokeApiKey(id: $id) { id } }`,
	`query($c: ID!) { apiKeys(companyId: $c) { id prefix } }`,
	`query($skip: Boolean!) { me @skip(if: $skip) { id } apiKeyScopes }`,
}

// FuzzGraphQLVariables sends each operation with fuzzed variables, as an
// API key (writes are refused after input coercion and validation) and as
// an admin (reads): the answer is JSON below 500 and no error is internal.
func FuzzGraphQLVariables(f *testing.F) {
	s := testkit.NewServer(f)
	acc := s.Modules.Accounts
	tenant := testkit.NewTenant(f, acc, "acme")
	testkit.NewUser(f, acc, "admin@example.com", modules.RoleAdmin)
	token, sess, err := acc.Sessions.Login(testkit.System(), "admin@example.com", "password-123")
	if err != nil {
		f.Fatal(err)
	}
	callers := [][]string{
		{"Authorization", "Bearer " + tenant.Key},
		{"Cookie", accounts.SessionCookie + "=" + token, accounts.CSRFHeader, sess.CSRFToken},
	}
	f.Fuzz(func(t *testing.T, op uint8, vars []byte) {
		body := fmt.Sprintf(`{"query":%q,"variables":%s}`, fuzzOperations[int(op)%len(fuzzOperations)], vars)
		if !json.Valid([]byte(body)) {
			body = fmt.Sprintf(`{"query":%q,"variables":%q}`, fuzzOperations[int(op)%len(fuzzOperations)], vars)
		}
		// Reads as the admin; writes as the key, so nothing is created.
		caller := callers[0]
		if int(op)%len(fuzzOperations) >= 6 {
			caller = callers[1]
		}
		r := s.Do(t, testkit.Request("POST", "/graphql", body, append([]string{"Content-Type", "application/json"}, caller...)...))
		var g gqlResponse
		if err := json.Unmarshal(r.Body, &g); err != nil || r.StatusCode >= 500 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		for _, e := range g.Errors {
			if e.Extensions.Code == "INTERNAL" || e.Extensions.Code == "" {
				t.Fatalf("error without a proper code: %s", r.Body)
			}
		}
	})
}
