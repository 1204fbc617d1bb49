package rest_test

import (
	"context"
	"fmt"

	"corkboard/internal/testkit"
	"corkboard/modules/webhooks"
)

// newWebhookFor makes an endpoint of company acme (a public address
// literal: no DNS needed), in place of those the rows made before (a
// company has at most webhooks.MaxEndpoints).
func newWebhookFor(w *secWorld) *webhooks.Endpoint {
	if _, err := w.Modules.Deps.DB.NewDelete().Model((*webhooks.Endpoint)(nil)).
		Where("company_id = ?", w.acme.Company.ID).Exec(context.Background()); err != nil {
		w.t.Fatal(err)
	}
	url := "https://8.8.8.8/hook"
	_, ep, err := w.Modules.Webhooks.Endpoints.Create(testkit.System(), w.acme.Company.ID,
		webhooks.EndpointInput{URL: &url, Events: []string{"*"}})
	if err != nil {
		w.t.Fatal(err)
	}
	return ep
}

// webhookVars are acme's id and a fresh endpoint's.
func webhookVars(w *secWorld) map[string]any {
	v := acmeVars(w)
	v["id"] = fmt.Sprint(newWebhookFor(w).ID)
	return v
}

// webhooksMatrix: endpoints, their secrets and delivery logs are for
// admins only (editors, contributors and every API key are refused);
// the list of event types is public.
func webhooksMatrix(g *gqlMatrix) {
	def, want := adminOnly()
	g.op("webhooks", ops("Query.webhooks"), "", `query($c: ID!) { webhooks(companyId: $c) { id url events } }`, acmeVars, def, want)
	g.op("createWebhook", ops("Mutation.createWebhook"), "",
		`mutation($c: ID!) { createWebhook(input: {companyId: $c, url: "https://8.8.8.8/new", events: ["job.*"]}) { secret webhook { id } } }`,
		func(w *secWorld) map[string]any {
			newWebhookFor(w) // room for one more
			return acmeVars(w)
		}, def, want)
	g.op("updateWebhook", ops("Mutation.updateWebhook"), "",
		`mutation($c: ID!, $id: ID!) { updateWebhook(companyId: $c, id: $id, input: {active: false}) { active } }`, webhookVars, def, want)
	g.op("deleteWebhook", ops("Mutation.deleteWebhook"), "", `mutation($c: ID!, $id: ID!) { deleteWebhook(companyId: $c, id: $id) }`,
		webhookVars, def, want)
	g.op("rotateWebhookSecret", ops("Mutation.rotateWebhookSecret"), "",
		`mutation($c: ID!, $id: ID!) { rotateWebhookSecret(companyId: $c, id: $id) { secret } }`, webhookVars, def, want)
	g.op("pingWebhook", ops("Mutation.pingWebhook"), "", `mutation($c: ID!, $id: ID!) { pingWebhook(companyId: $c, id: $id) }`,
		webhookVars, def, want)
	g.op("webhookDeliveries", ops("Query.webhookDeliveries"), "",
		`query($c: ID!, $id: ID!) { webhookDeliveries(companyId: $c, webhookId: $id) { id statusCode response } }`, webhookVars, def, want)
	g.op("redeliverWebhook", ops("Mutation.redeliverWebhook"), "",
		`mutation($c: ID!, $id: ID!) { redeliverWebhook(companyId: $c, deliveryId: $id) }`, func(w *secWorld) map[string]any {
			ep := newWebhookFor(w)
			d := &webhooks.Delivery{EndpointID: ep.ID, CompanyID: ep.CompanyID, MessageID: "msg_matrix", EventType: "job.updated",
				Payload: `{}`, Attempt: 1, CreatedAt: ep.CreatedAt}
			if _, err := w.Modules.Deps.DB.NewInsert().Model(d).Exec(context.Background()); err != nil {
				w.t.Fatal(err)
			}
			v := acmeVars(w)
			v["id"] = fmt.Sprint(d.ID)
			return v
		}, def, want)
	def, want = row("200", gqlBadCreds)
	g.op("webhookEventTypes", ops("Query.webhookEventTypes"), "", `{ webhookEventTypes }`, nil, def, want)
}
