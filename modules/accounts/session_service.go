package accounts

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// SessionService logs admin users in and out.
type SessionService struct {
	deps modules.Deps
}

var errBadLogin = &modules.Error{Code: modules.CodeUnauthenticated, Message: "wrong e-mail or password"}

// dummyHash keeps a login for an unknown e-mail as slow as a wrong password.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("corkboard-timing-equaliser"), bcrypt.DefaultCost)

// Login checks e-mail and password and opens a session. It returns the
// session token (for the cookie) and the session. Errors: CodeValidation
// for an empty e-mail or password; CodeUnauthenticated for a wrong pair or
// a deactivated user (one message for all, so e-mails cannot be probed).
func (s *SessionService) Login(ctx context.Context, email, password string) (string, *Session, error) {
	var fe []modules.FieldError
	if strings.TrimSpace(email) == "" {
		fe = append(fe, modules.FieldError{Field: "email", Message: "is required"})
	}
	if password == "" {
		fe = append(fe, modules.FieldError{Field: "password", Message: "is required"})
	}
	if len(fe) > 0 {
		return "", nil, modules.Validation(fe...)
	}
	u := new(User)
	err := s.deps.DB.NewSelect().Model(u).Where("email = ?", strings.ToLower(strings.TrimSpace(email))).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return "", nil, s.failed(ctx, 0, email)
	}
	if err != nil {
		return "", nil, modules.As(err)
	}
	if bcrypt.CompareHashAndPassword([]byte(u.PasswordHash), []byte(password)) != nil || !u.Active {
		return "", nil, s.failed(ctx, u.ID, u.Email)
	}
	now := s.deps.Now()
	token := randomToken(32)
	sess := &Session{TokenHash: hashToken(token), CSRFToken: randomToken(24), UserID: u.ID,
		CreatedAt: now, ExpiresAt: now.Add(SessionTTL), LastSeenAt: now, User: u}
	u.LastLoginAt = &now
	err = s.deps.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(sess).Returning("id").Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(u).Column("last_login_at").WherePK().Exec(ctx); err != nil {
			return err
		}
		return s.deps.Audit(ctx, tx, modules.AuditEntry{Action: "user.login", Type: "user", ID: u.ID, ActorID: u.ID, Actor: u.Email})
	})
	if err != nil {
		return "", nil, modules.As(err)
	}
	return token, sess, nil
}

// failed records a failed login for the account tried (id 0: no such
// account) and returns the one error of every failure.
func (s *SessionService) failed(ctx context.Context, id int64, email string) error {
	if err := s.deps.Audit(ctx, s.deps.DB, modules.AuditEntry{Action: "user.login_failed", Type: "user", ID: id,
		ActorID: id, Actor: strings.ToLower(strings.TrimSpace(email))}); err != nil {
		return modules.As(err)
	}
	return errBadLogin
}

// Lookup returns the live session of a token, extending it when more than
// a minute has passed since it was last seen. Errors: CodeUnauthenticated.
func (s *SessionService) Lookup(ctx context.Context, token string) (*Session, error) {
	if token == "" {
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "no session"}
	}
	sess := new(Session)
	err := s.deps.DB.NewSelect().Model(sess).Relation("User").
		Where("session.token_hash = ?", hashToken(token)).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "session expired or unknown"}
	}
	if err != nil {
		return nil, modules.As(err)
	}
	now := s.deps.Now()
	if !now.Before(sess.ExpiresAt) || sess.User == nil || !sess.User.Active {
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "session expired or unknown"}
	}
	if now.Sub(sess.LastSeenAt) > time.Minute {
		sess.LastSeenAt, sess.ExpiresAt = now, now.Add(SessionTTL)
		if _, err := s.deps.DB.NewUpdate().Model(sess).Column("last_seen_at", "expires_at").WherePK().Exec(ctx); err != nil {
			return nil, modules.As(err)
		}
	}
	return sess, nil
}

// CheckCSRF compares a submitted CSRF token with the session's in constant
// time. Errors: CodeForbidden.
func (s *SessionService) CheckCSRF(sess *Session, submitted string) error {
	if submitted == "" || subtle.ConstantTimeCompare([]byte(submitted), []byte(sess.CSRFToken)) != 1 {
		return &modules.Error{Code: modules.CodeForbidden, Message: "missing or invalid CSRF token"}
	}
	return nil
}

// Logout deletes the session of a token. Unknown tokens are ignored.
func (s *SessionService) Logout(ctx context.Context, token string) error {
	if _, err := s.deps.DB.NewDelete().Model((*Session)(nil)).Where("token_hash = ?", hashToken(token)).Exec(ctx); err != nil {
		return modules.As(err)
	}
	return nil
}
