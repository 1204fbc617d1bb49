package webhooks

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
	"corkboard/modules/accounts"
)

// pingType is the type of a test ping (pingWebhook): sent to one
// endpoint whatever it subscribed to, once, without retries.
const pingType = "webhook.ping"

// EndpointService manages a company's endpoints and their delivery log.
// Callers: admin users with the admin role and the system, for the
// company they name. Errors: CodeUnauthenticated (anonymous),
// CodeForbidden (API keys, editors, contributors), CodeNotFound (an
// unknown company, or an endpoint or delivery of another company),
// CodeValidation.
type EndpointService struct{ m *Module }

// companyFor checks the caller may manage the endpoints of companyID.
func (s *EndpointService) companyFor(ctx context.Context, companyID int64) error {
	p := modules.PrincipalFrom(ctx)
	switch {
	case p == nil:
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "authentication required"}
	case p.Kind == modules.PrincipalSystem, p.IsUser(modules.RoleAdmin):
	default:
		return &modules.Error{Code: modules.CodeForbidden, Message: "only admins manage webhooks"}
	}
	if companyID <= 0 {
		return modules.Validation(modules.FieldError{Field: "company_id", Message: "is required"})
	}
	ok, err := s.m.deps.Reader().NewSelect().Model((*accounts.Company)(nil)).Where("id = ?", companyID).Exists(ctx)
	if err != nil {
		return modules.As(err)
	}
	if !ok {
		return modules.NotFound("company")
	}
	return nil
}

// List returns the company's endpoints, oldest first.
func (s *EndpointService) List(ctx context.Context, companyID int64) ([]Endpoint, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return nil, err
	}
	var eps []Endpoint
	if err := s.m.deps.DB.NewSelect().Model(&eps).Where("company_id = ?", companyID).Order("id").Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return eps, nil
}

// Get returns one endpoint of the company.
func (s *EndpointService) Get(ctx context.Context, companyID, id int64) (*Endpoint, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return nil, err
	}
	return s.get(ctx, s.m.deps.DB, companyID, id)
}

func (s *EndpointService) get(ctx context.Context, db bun.IDB, companyID, id int64) (*Endpoint, error) {
	ep := new(Endpoint)
	err := db.NewSelect().Model(ep).Where("id = ? AND company_id = ?", id, companyID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, modules.NotFound("webhook")
	}
	if err != nil {
		return nil, modules.As(err)
	}
	return ep, nil
}

// checkDestination refuses a URL whose host resolves to a non-public
// address (unless the operator allows them).
func (s *EndpointService) checkDestination(ctx context.Context, url string) error {
	if err := s.m.sender.guard.checkHost(ctx, url); err != nil {
		return modules.Validation(modules.FieldError{Field: "url", Message: err.Error()})
	}
	return nil
}

// Create adds an endpoint (active unless in.Active is false) and returns
// it with its signing secret, which is shown this once. Errors: the
// access errors, CodeValidation (fields; a destination that is not
// public; more than MaxEndpoints).
func (s *EndpointService) Create(ctx context.Context, companyID int64, in EndpointInput) (string, *Endpoint, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return "", nil, err
	}
	if err := in.Validate(true); err != nil {
		return "", nil, err
	}
	if err := s.checkDestination(ctx, *in.URL); err != nil {
		return "", nil, err
	}
	now := s.m.deps.Now()
	secret := newSecret()
	ep := &Endpoint{CompanyID: companyID, URL: *in.URL, Events: in.Events, Active: true, Secret: s.m.seal.seal(secret),
		CreatedAt: now, UpdatedAt: now}
	if in.Description != nil {
		ep.Description = *in.Description
	}
	if in.Active != nil {
		ep.Active = *in.Active
	}
	if in.IncludePII != nil {
		ep.IncludePII = *in.IncludePII
	}
	err := s.m.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		n, err := tx.NewSelect().Model((*Endpoint)(nil)).Where("company_id = ?", companyID).Count(ctx)
		if err != nil {
			return err
		}
		if n >= MaxEndpoints {
			return modules.Validation(modules.FieldError{Field: "url", Message: "a company has at most 20 webhooks"})
		}
		if _, err = tx.NewInsert().Model(ep).Returning("id").Exec(ctx); err != nil {
			return err
		}
		return s.audit(ctx, tx, "webhook.create", ep)
	})
	if err != nil {
		return "", nil, modules.As(err)
	}
	return secret, ep, nil
}

// Update changes the fields present in in. Activating an endpoint clears
// the reason deliveries disabled it. Errors: those of Create, CodeNotFound.
func (s *EndpointService) Update(ctx context.Context, companyID, id int64, in EndpointInput) (*Endpoint, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return nil, err
	}
	if err := in.Validate(false); err != nil {
		return nil, err
	}
	if in.URL != nil {
		if err := s.checkDestination(ctx, *in.URL); err != nil {
			return nil, err
		}
	}
	var ep *Endpoint
	err := s.m.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if ep, err = s.get(ctx, tx, companyID, id); err != nil {
			return err
		}
		if in.URL != nil {
			ep.URL = *in.URL
		}
		if in.Events != nil {
			ep.Events = in.Events
		}
		if in.Description != nil {
			ep.Description = *in.Description
		}
		if in.IncludePII != nil {
			ep.IncludePII = *in.IncludePII
		}
		if in.Active != nil {
			if *in.Active && !ep.Active {
				ep.DisabledReason, ep.FailingSince = "", nil
			}
			ep.Active = *in.Active
		}
		ep.UpdatedAt = s.m.deps.Now()
		if _, err = tx.NewUpdate().Model(ep).WherePK().ExcludeColumn("id", "company_id", "secret", "created_at").Exec(ctx); err != nil {
			return err
		}
		return s.audit(ctx, tx, "webhook.update", ep)
	})
	if err != nil {
		return nil, modules.As(err)
	}
	return ep, nil
}

// Delete removes an endpoint and its delivery log; deliveries still
// queued for it are dropped when they run.
func (s *EndpointService) Delete(ctx context.Context, companyID, id int64) error {
	if err := s.companyFor(ctx, companyID); err != nil {
		return err
	}
	err := s.m.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ep, err := s.get(ctx, tx, companyID, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*Delivery)(nil)).Where("endpoint_id = ?", id).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*Endpoint)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
			return err
		}
		return s.audit(ctx, tx, "webhook.delete", ep)
	})
	if err != nil {
		return modules.As(err)
	}
	return nil
}

// RotateSecret gives the endpoint a new signing secret, returned this
// once; deliveries from now on are signed with it.
func (s *EndpointService) RotateSecret(ctx context.Context, companyID, id int64) (string, *Endpoint, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return "", nil, err
	}
	secret := newSecret()
	var ep *Endpoint
	err := s.m.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if ep, err = s.get(ctx, tx, companyID, id); err != nil {
			return err
		}
		ep.Secret, ep.UpdatedAt = s.m.seal.seal(secret), s.m.deps.Now()
		if _, err = tx.NewUpdate().Model(ep).WherePK().Column("secret", "updated_at").Exec(ctx); err != nil {
			return err
		}
		return s.audit(ctx, tx, "webhook.rotate_secret", ep)
	})
	if err != nil {
		return "", nil, modules.As(err)
	}
	return secret, ep, nil
}

// DeliveryQuery pages an endpoint's delivery log, newest first.
type DeliveryQuery struct {
	EndpointID int64
	// First is the page size (default 20, at most 100).
	First int
	// Before, when set, starts after the attempt with this id.
	Before int64
}

// Deliveries returns the endpoint's recent attempts, newest first.
func (s *EndpointService) Deliveries(ctx context.Context, companyID int64, q DeliveryQuery) ([]Delivery, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return nil, err
	}
	if q.First < 0 || q.First > 100 {
		return nil, modules.Validation(modules.FieldError{Field: "first", Message: "must be between 1 and 100"})
	}
	if q.First == 0 {
		q.First = 20
	}
	if _, err := s.get(ctx, s.m.deps.DB, companyID, q.EndpointID); err != nil {
		return nil, err
	}
	var out []Delivery
	sel := s.m.deps.DB.NewSelect().Model(&out).Where("endpoint_id = ?", q.EndpointID).OrderExpr("id DESC").Limit(q.First)
	if q.Before > 0 {
		sel.Where("id < ?", q.Before)
	}
	if err := sel.Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	return out, nil
}

// Redeliver sends the message of a logged attempt again, with the same
// webhook-id (receivers deduplicate by it) and the usual retries, and
// returns the message id.
func (s *EndpointService) Redeliver(ctx context.Context, companyID, deliveryID int64) (string, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return "", err
	}
	d := new(Delivery)
	err := s.m.deps.DB.NewSelect().Model(d).Where("id = ? AND company_id = ?", deliveryID, companyID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return "", modules.NotFound("webhook delivery")
	}
	if err != nil {
		return "", modules.As(err)
	}
	opts := s.m.insertOpts()
	if d.EventType == pingType {
		opts.MaxAttempts = 1
	}
	err = s.m.jobs.Insert(ctx, deliverArgs{EndpointID: d.EndpointID, MessageID: d.MessageID, Type: d.EventType,
		Payload: []byte(d.Payload)}, opts)
	if err != nil {
		return "", modules.As(err)
	}
	return d.MessageID, nil
}

// Ping queues a test message (type webhook.ping) to the endpoint, active
// or not, sent once; its attempt appears in the delivery log. It returns
// the message id.
func (s *EndpointService) Ping(ctx context.Context, companyID, id int64) (string, error) {
	if err := s.companyFor(ctx, companyID); err != nil {
		return "", err
	}
	ep, err := s.get(ctx, s.m.deps.DB, companyID, id)
	if err != nil {
		return "", err
	}
	msgID := newMessageID()
	payload, err := s.m.message(msgID, modules.Notification{CompanyID: companyID, Type: pingType,
		Data: map[string]any{"webhook_id": ep.ID, "at": s.m.deps.Now().Format(time.RFC3339)}}, false)
	if err != nil {
		return "", modules.As(err)
	}
	opts := s.m.insertOpts()
	opts.MaxAttempts = 1
	if err := s.m.jobs.Insert(ctx, deliverArgs{EndpointID: ep.ID, MessageID: msgID, Type: pingType, Payload: payload}, opts); err != nil {
		return "", modules.As(err)
	}
	return msgID, nil
}

// audit records a change of ep in the audit trail, in tx.
func (s *EndpointService) audit(ctx context.Context, tx bun.Tx, action string, ep *Endpoint) error {
	return s.m.deps.Audit(ctx, tx, modules.AuditEntry{Action: action, Type: "webhook", ID: ep.ID, CompanyID: ep.CompanyID,
		Summary: ep.URL})
}
