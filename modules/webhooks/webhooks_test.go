package webhooks_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/careers"
	"corkboard/modules/careers/careerstest"
	"corkboard/modules/webhooks"
	"corkboard/modules/webhooks/webhookstest"
)

// world is a server whose jobs run, with a company and a receiver.
type world struct {
	srv *testkit.Server
	cid int64
	key string // the company's API key
	rc  *webhookstest.Receiver
}

func newWorld(t *testing.T, s webhooks.Settings) *world {
	t.Helper()
	srv := testkit.NewServer(t)
	s.AllowPrivate = true // the receiver is on loopback
	srv.Modules.Webhooks.Configure(s)
	if err := srv.Modules.Jobs.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Modules.Jobs.Stop(ctx)
	})
	ten := testkit.NewTenant(t, srv.Modules.Accounts, "acme")
	return &world{srv: srv, cid: ten.Company.ID, key: ten.Key, rc: webhookstest.New(t)}
}

func (w *world) endpoint(t *testing.T, events ...string) *webhooks.Endpoint {
	t.Helper()
	url := w.rc.URL + "/hook"
	secret, ep, err := w.srv.Modules.Webhooks.Endpoints.Create(testkit.System(), w.cid, webhooks.EndpointInput{URL: &url, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(secret, "whsec_") || ep.Secret == "" {
		t.Fatalf("secret %q", secret)
	}
	w.rc.SetSecret(secret)
	return ep
}

func (w *world) deliveries(t *testing.T, ep int64) []webhooks.Delivery {
	t.Helper()
	ds, err := w.srv.Modules.Webhooks.Endpoints.Deliveries(testkit.System(), w.cid, webhooks.DeliveryQuery{EndpointID: ep, First: 100})
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// TestAChangeIsDeliveredSignedAndLogged: publishing a job reaches the
// endpoint subscribed to job.* as one message whose signature verifies
// with an independent implementation of Standard Webhooks, in the
// documented shape; a draft does not; the attempt is in the log.
func TestAChangeIsDeliveredSignedAndLogged(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	ep := w.endpoint(t, "job.*")
	at := w.srv.Env.Clock.Now()
	draft := careerstest.Job("Draft", at)
	draft.Status = careers.JobDraft
	careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, draft)
	j := careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, careerstest.Job("Go developer", at))
	got := w.rc.Wait(t, 20*time.Second, "job.published", func(r []webhookstest.Received) bool { return len(r) >= 1 })
	r := got[0]
	if !r.Valid || r.Type != "job.published" || !strings.HasPrefix(r.ID, "msg_") {
		t.Fatalf("delivery: %v", webhookstest.Summary(got))
	}
	var msg struct {
		ID, Type   string
		OccurredAt time.Time `json:"occurred_at"`
		Company    struct{ ID int64 }
		Data       struct {
			ID         int64
			Type       string
			Attributes struct{ Title string }
		}
	}
	if err := json.Unmarshal(r.Body, &msg); err != nil {
		t.Fatal(err)
	}
	if msg.ID != r.ID || msg.Company.ID != w.cid || msg.Data.ID != j.ID || msg.Data.Type != "job" ||
		msg.Data.Attributes.Title != "Go developer" || msg.OccurredAt.IsZero() {
		t.Fatalf("message %s", r.Body)
	}
	waitLog(t, w, ep.ID, func(ds []webhooks.Delivery) bool { return len(ds) == 1 && ds[0].Succeeded })
	ds := w.deliveries(t, ep.ID)
	if ds[0].MessageID != r.ID || ds[0].StatusCode != 204 || ds[0].Attempt != 1 || ds[0].EventType != "job.published" {
		t.Fatalf("log: %+v", ds[0])
	}
	if ds[0].Payload != string(r.Body) { // the signed bytes, kept exactly (no jsonb reordering)
		t.Fatalf("logged payload %s\nis not the body sent %s", ds[0].Payload, r.Body)
	}
	if n := len(w.rc.Got()); n != 1 {
		t.Fatalf("%d deliveries, want 1 (the draft is not public)", n)
	}
}

func waitLog(t *testing.T, w *world, ep int64, cond func([]webhooks.Delivery) bool) []webhooks.Delivery {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ds := w.deliveries(t, ep)
		if cond(ds) {
			return ds
		}
		if time.Now().After(deadline) {
			t.Fatalf("delivery log: %+v", ds)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestAFailedDeliveryIsRetriedWithTheSameID: the receiver fails twice,
// then accepts: three attempts of one message, one webhook-id, each in
// the log; the endpoint stays active and is no longer failing.
func TestAFailedDeliveryIsRetriedWithTheSameID(t *testing.T) {
	w := newWorld(t, webhooks.Settings{Backoff: []time.Duration{50 * time.Millisecond, 50 * time.Millisecond, 50 * time.Millisecond}})
	ep := w.endpoint(t, "*")
	w.rc.Answer(func(n int, _ webhookstest.Received) int {
		if n <= 2 {
			return 503
		}
		return 200
	})
	careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, careerstest.Job("Retried", w.srv.Env.Clock.Now()))
	got := w.rc.Wait(t, 30*time.Second, "three attempts", func(r []webhookstest.Received) bool { return len(r) >= 3 })
	for _, r := range got {
		if r.ID != got[0].ID || !r.Valid {
			t.Fatalf("attempts: %v", webhookstest.Summary(got))
		}
	}
	ds := waitLog(t, w, ep.ID, func(ds []webhooks.Delivery) bool { return len(ds) == 3 })
	if !ds[0].Succeeded || ds[0].Attempt != 3 || ds[1].Succeeded || ds[1].StatusCode != 503 || ds[1].Response != "receiver says no" {
		t.Fatalf("log: %+v", ds)
	}
	e, err := w.srv.Modules.Webhooks.Endpoints.Get(testkit.System(), w.cid, ep.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !e.Active || e.FailingSince != nil {
		t.Fatalf("endpoint after success: %+v", e)
	}
}

// TestAnEndpointFailingEveryAttemptIsDisabled: when a message's last
// attempt fails, the endpoint is disabled and says why; reactivating it
// clears the reason. A test ping still reaches it.
func TestAnEndpointFailingEveryAttemptIsDisabled(t *testing.T) {
	w := newWorld(t, webhooks.Settings{Backoff: []time.Duration{20 * time.Millisecond}})
	ep := w.endpoint(t, "application.*", "job.published")
	w.rc.Answer(func(int, webhookstest.Received) int { return 500 })
	careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, careerstest.Job("Failing", w.srv.Env.Clock.Now()))
	waitLog(t, w, ep.ID, func(ds []webhooks.Delivery) bool { return len(ds) == 2 })
	var e *webhooks.Endpoint
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		if e, err = w.srv.Modules.Webhooks.Endpoints.Get(testkit.System(), w.cid, ep.ID); err != nil {
			t.Fatal(err)
		}
		if !e.Active || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if e.Active || !strings.Contains(e.DisabledReason, "HTTP 500") {
		t.Fatalf("endpoint: active=%v reason=%q", e.Active, e.DisabledReason)
	}
	on := true
	if e, _ = w.srv.Modules.Webhooks.Endpoints.Update(testkit.System(), w.cid, ep.ID, webhooks.EndpointInput{Active: &on}); !e.Active || e.DisabledReason != "" {
		t.Fatalf("reactivated: %+v", e)
	}
	w.rc.Answer(nil)
	id, err := w.srv.Modules.Webhooks.Endpoints.Ping(testkit.System(), w.cid, ep.ID)
	if err != nil {
		t.Fatal(err)
	}
	w.rc.Wait(t, 20*time.Second, "ping", func(r []webhookstest.Received) bool {
		return len(r) > 0 && r[len(r)-1].ID == id && r[len(r)-1].Type == "webhook.ping" && r[len(r)-1].Valid
	})
}

// TestRedeliverSendsTheSameMessageAgain: redelivering a logged attempt
// sends the same body with the same webhook-id.
func TestRedeliverSendsTheSameMessageAgain(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	ep := w.endpoint(t, "company.updated")
	_, err := w.srv.Modules.Careers.Companies.Update(testkit.System(), w.cid, careers.UpdateCompany{Name: "Acme Two", Email: "hr@acme.test"})
	if err != nil {
		t.Fatal(err)
	}
	ds := waitLog(t, w, ep.ID, func(ds []webhooks.Delivery) bool { return len(ds) == 1 })
	id, err := w.srv.Modules.Webhooks.Endpoints.Redeliver(testkit.System(), w.cid, ds[0].ID)
	if err != nil || id != ds[0].MessageID {
		t.Fatal(id, err)
	}
	got := w.rc.Wait(t, 20*time.Second, "redelivery", func(r []webhookstest.Received) bool { return len(r) == 2 })
	if got[0].ID != got[1].ID || string(got[0].Body) != string(got[1].Body) || got[0].Type != "company.updated" {
		t.Fatalf("redelivery: %v", webhookstest.Summary(got))
	}
}

// TestApplicantDataOnlyWhenOptedIn: application.created carries the
// application's ids; the applicant's personal data only for an endpoint
// with include_pii.
func TestApplicantDataOnlyWhenOptedIn(t *testing.T) {
	w := newWorld(t, webhooks.Settings{})
	w.endpoint(t, "application.created")
	in := careerstest.Job("Applied", w.srv.Env.Clock.Now())
	form := careers.DefaultApplicationForm()
	form.CurriculumVitae = careers.FieldOptional
	in.ApplicationForm = &form
	j := careerstest.NewJob(t, w.srv.Modules.Careers, w.cid, in)
	_, err := w.srv.Modules.Careers.Applications.Create(testkit.System(), careers.CreateApplication{CompanyID: w.cid, JobID: j.ID,
		FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.test", Disclaimer: true})
	if err != nil {
		t.Fatal(err, modules.As(err).Fields)
	}
	got := w.rc.Wait(t, 20*time.Second, "application.created", func(r []webhookstest.Received) bool { return len(r) == 1 })
	if body := string(got[0].Body); strings.Contains(body, "Ada") || strings.Contains(body, "ada@") || !strings.Contains(body, `"job_id"`) {
		t.Fatalf("payload without opt-in: %s", body)
	}
	url := w.rc.URL + "/pii"
	pii := true
	if _, _, err := w.srv.Modules.Webhooks.Endpoints.Create(testkit.System(), w.cid, webhooks.EndpointInput{URL: &url,
		Events: []string{"application.*"}, IncludePII: &pii}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.srv.Modules.Careers.Applications.Create(testkit.System(), careers.CreateApplication{CompanyID: w.cid, JobID: j.ID,
		FirstName: "Grace", LastName: "Hopper", Email: "grace@example.test", Disclaimer: true}); err != nil {
		t.Fatal(err)
	}
	w.rc.Wait(t, 20*time.Second, "the applicant for the opted-in endpoint", func(r []webhookstest.Received) bool {
		n := 0
		for _, x := range r {
			if strings.Contains(string(x.Body), "grace@example.test") {
				n++
			}
		}
		return n == 1 && len(r) == 3
	})
}

// TestWebhooksNeedAnAdmin: editors and API keys may not manage
// endpoints; another company's endpoint is not found.
func TestWebhooksNeedAnAdmin(t *testing.T) {
	srv := testkit.NewServer(t)
	a := testkit.NewTenant(t, srv.Modules.Accounts, "a")
	b := testkit.NewTenant(t, srv.Modules.Accounts, "b")
	svc := srv.Modules.Webhooks.Endpoints
	url := "https://8.8.8.8/hook" // public, no DNS needed
	in := webhooks.EndpointInput{URL: &url, Events: []string{"*"}}
	_, ep, err := svc.Create(testkit.System(), a.Company.ID, in)
	if err != nil {
		t.Fatal(err)
	}
	editor := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalUser, Role: modules.RoleEditor, UserID: 1})
	key := modules.WithPrincipal(context.Background(), &modules.Principal{Kind: modules.PrincipalAPIKey, CompanyID: a.Company.ID, Scopes: modules.APIScopes})
	for name, ctx := range map[string]context.Context{"editor": editor, "api key": key, "anonymous": context.Background()} {
		if _, err := svc.List(ctx, a.Company.ID); err == nil {
			t.Errorf("%s listed webhooks", name)
		}
	}
	if _, err := svc.Get(testkit.System(), b.Company.ID, ep.ID); modules.As(err).Code != modules.CodeNotFound {
		t.Fatalf("another company's endpoint: %v", err)
	}
}

// TestAWriteQueuesItsDeliveriesInItsTransaction: with the jobs stopped,
// a change to a subscribed company leaves one waiting delivery per
// subscribed endpoint (the queue depth /metrics shows); a write that
// fails queues nothing.
func TestAWriteQueuesItsDeliveriesInItsTransaction(t *testing.T) {
	srv := testkit.NewServer(t)
	a := testkit.NewTenant(t, srv.Modules.Accounts, "a")
	svc := srv.Modules.Webhooks.Endpoints
	for _, events := range [][]string{{"job.*"}, {"*"}, {"application.created"}} {
		url := "https://8.8.8.8/hook"
		if _, _, err := svc.Create(testkit.System(), a.Company.ID, webhooks.EndpointInput{URL: &url, Events: events}); err != nil {
			t.Fatal(err)
		}
	}
	depth := func() int {
		n, err := srv.Modules.Webhooks.QueueDepth(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := depth(); n != 0 {
		t.Fatalf("queue before: %d", n)
	}
	in := careerstest.Job("Queued", srv.Env.Clock.Now())
	careerstest.NewJob(t, srv.Modules.Careers, a.Company.ID, in)
	if n := depth(); n != 2 {
		t.Fatalf("queue after a job write: %d, want 2 (job.* and *)", n)
	}
	in.Translations = nil // invalid: nothing written, nothing queued
	if _, err := srv.Modules.Careers.Jobs.Create(testkit.System(), a.Company.ID, in); err == nil {
		t.Fatal("an invalid job was written")
	}
	if n := depth(); n != 2 {
		t.Fatalf("queue after a failed write: %d", n)
	}
}
