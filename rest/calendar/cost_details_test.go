package calendar_test

import (
	"encoding/json"
	"testing"

	"corkboard/internal/testkit"
)

// TestCostDetailsShowTheEventsCurrency: the currency symbol, code and
// position an event has (set through GraphQL, the admin or REST) are its
// cost_details, as the original shows its stored currency meta; without
// them, the symbol and position written in the cost.
func TestCostDetailsShowTheEventsCurrency(t *testing.T) {
	f := newFixture(t)
	gql := f.Do(t, testkit.Request("POST", "/graphql", map[string]any{
		"query": `mutation($input: EventInput!) { createEvent(input: $input) { id cost { currencySymbol currencyCode } } }`,
		"variables": map[string]any{"input": map[string]any{"title": "Gala", "start": "2027-02-01T19:00:00Z", "end": "2027-02-01T23:00:00Z",
			"cost": []string{"25", "40"}, "currencySymbol": "€", "currencyCode": "EUR", "currencyPosition": "POSTFIX"}},
	}, "Authorization", f.admin))
	var created struct {
		Data struct {
			CreateEvent struct {
				ID   string
				Cost struct{ CurrencySymbol, CurrencyCode string }
			}
		}
	}
	if err := json.Unmarshal(gql.Body, &created); err != nil || created.Data.CreateEvent.ID == "" {
		t.Fatalf("GraphQL: %s", gql.Body)
	}
	if c := created.Data.CreateEvent.Cost; c.CurrencySymbol != "€" || c.CurrencyCode != "EUR" {
		t.Fatalf("GraphQL cost %+v", c)
	}
	gala := created.Data.CreateEvent.ID
	written := id(t, f.call("POST", root+"/events", map[string]any{"title": "Fair", "start_date": "2027-02-02 10:00:00",
		"end_date": "2027-02-02 18:00:00", "cost": "5$ - 8$"}, f.admin))

	details := func(t *testing.T, m map[string]any) map[string]any {
		t.Helper()
		d, _ := m["cost_details"].(map[string]any)
		return d
	}
	want := func(symbol, code, position, cost string, values ...string) func(t *testing.T, m map[string]any) {
		return func(t *testing.T, m map[string]any) {
			d := details(t, m)
			vs := []any{}
			for _, v := range values {
				vs = append(vs, v)
			}
			got, _ := json.Marshal(d)
			exp, _ := json.Marshal(map[string]any{"currency_symbol": symbol, "currency_code": code, "currency_position": position, "values": vs})
			if string(got) != string(exp) || m["cost"] != cost {
				t.Errorf("cost %v, cost_details %s; want %s, %s", m["cost"], got, cost, exp)
			}
		}
	}
	f.runCases(t, []apiCase{
		{name: "set through GraphQL", method: "GET", path: "/events/" + gala, status: 200,
			check: want("€", "EUR", "postfix", "25€ – 40€", "25", "40")},
		{name: "in the archive", method: "GET", path: "/events?start_date=2027-02-01&end_date=2027-02-01", status: 200,
			check: func(t *testing.T, m map[string]any) {
				want("€", "EUR", "postfix", "25€ – 40€", "25", "40")(t, m["events"].([]any)[0].(map[string]any))
			}},
		{name: "changed through REST", method: "PATCH", path: "/events/" + gala, auth: "key",
			body: map[string]any{"currency_symbol": "CHF ", "currency_code": "CHF", "currency_position": "prefix"}, status: 200,
			check: want("CHF", "CHF", "prefix", "CHF25 – CHF40", "25", "40")},
		{name: "as written in the cost", method: "GET", path: "/events/" + written, status: 200,
			check: want("$", "", "postfix", "5$ – 8$", "5", "8")},
		{name: "the event's symbol wins over the written one", method: "PATCH", path: "/events/" + written, auth: "key",
			body: map[string]any{"currency_symbol": "£"}, status: 200,
			check: want("£", "", "postfix", "5£ – 8£", "5", "8")},
	})
}

// TestOrganizerEmailIsAnAddress: an organizer's e-mail must be an address
// (or empty, which clears it), on create, update and inline creation.
func TestOrganizerEmailIsAnAddress(t *testing.T) {
	f := newFixture(t)
	org := id(t, f.call("POST", root+"/organizers", map[string]any{"organizer": "Mailer", "email": "hello@mailer.example"}, f.admin))
	invalidEmail := func(t *testing.T, m map[string]any) {
		if p, _ := m["data"].(map[string]any)["params"].(map[string]any); p["email"] != "Invalid parameter." {
			t.Errorf("params %v", m["data"])
		}
	}
	ev := map[string]any{"title": "E", "start_date": "2027-01-10 09:00:00", "end_date": "2027-01-10 10:00:00",
		"organizer": []any{map[string]any{"organizer": "Inline", "email": "not an email"}}}
	f.runCases(t, []apiCase{
		{name: "create with a non-address", method: "POST", path: "/organizers", body: map[string]any{"organizer": "Bad", "email": "not an email"},
			auth: "admin", status: 400, code: "rest_invalid_param", check: invalidEmail},
		{name: "create with a display name", method: "POST", path: "/organizers", body: map[string]any{"organizer": "Bad", "email": "Bad <bad@x.example>"},
			auth: "admin", status: 400, code: "rest_invalid_param", check: invalidEmail},
		{name: "create without a domain dot", method: "POST", path: "/organizers", body: map[string]any{"organizer": "Bad", "email": "bad@localhost"},
			auth: "admin", status: 400, code: "rest_invalid_param", check: invalidEmail},
		{name: "update with a non-address", method: "PATCH", path: "/organizers/" + org, body: map[string]any{"email": "@mailer"},
			auth: "admin", status: 400, code: "rest_invalid_param", check: invalidEmail},
		{name: "inline from an event", method: "POST", path: "/events", body: ev, auth: "admin", status: 400, code: "could-not-create-organizer"},
		{name: "still the old address", method: "GET", path: "/organizers/" + org, status: 200, check: func(t *testing.T, m map[string]any) {
			if m["email"] != "hello@mailer.example" {
				t.Errorf("email %v", m["email"])
			}
		}},
		{name: "a valid address", method: "PATCH", path: "/organizers/" + org, body: map[string]any{"email": " new@mailer.example "},
			auth: "admin", status: 200, check: func(t *testing.T, m map[string]any) {
				if m["email"] != "new@mailer.example" {
					t.Errorf("email %v", m["email"])
				}
			}},
		{name: "empty clears", method: "PATCH", path: "/organizers/" + org, body: map[string]any{"email": ""},
			auth: "admin", status: 200, check: func(t *testing.T, m map[string]any) {
				if _, ok := m["email"]; ok {
					t.Errorf("email %v", m["email"])
				}
			}},
	})
	r := f.call("GET", root+"/organizers?search=bad", nil, f.admin)
	if n := obj(t, r)["total"]; n != json.Number("0") {
		t.Errorf("a refused organizer was written: %s", r.Body)
	}
}
