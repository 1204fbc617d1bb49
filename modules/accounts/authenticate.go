package accounts

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"time"

	"corkboard/internal/changes"
	"corkboard/modules"
)

// Authenticator turns request credentials into a Principal. REST and
// GraphQL call the same method, so a key means the same thing everywhere.
type Authenticator struct {
	deps    modules.Deps
	area    changes.Area // of the accounts tables
	keys    keyCache
	touches touches
	// appTouches does for application passwords what touches does for
	// keys (their ids are another sequence).
	appTouches touches
}

// keyCache remembers API keys looked up by their hash, with whether their
// company is active, for Config.APIKeyCacheTTL (1 s by default), as long
// as nothing was written to the accounts tables since (changes.Changes,
// AreaAccounts; uploads, applications and calendar writes leave it warm):
// a key in steady use costs no query per request, and a revocation or a
// company's deactivation applies at once, in this process and in every
// process that is told of other processes' accounts writes (announced by
// PostgreSQL, see changes.Changes.SetAnnounced). While such announcements are expected but lost
// (Changes.Complete false), the cache is not used. Expiry is checked on
// every use.
type keyCache struct {
	mu sync.Mutex
	m  map[string]cachedKey
}

type cachedKey struct {
	key     keyRecord
	version uint64
	born    time.Time // by the real clock
}

const (
	defaultKeyCacheTTL = time.Second
	keyCacheMax        = 10_000
)

// keyRecord is an API key as authentication reads it: with whether its
// company is active.
type keyRecord struct {
	APIKey        `bun:",extend"`
	CompanyActive bool `bun:"company_active,scanonly"`
}

func (c *keyCache) get(hash string, version uint64, ttl time.Duration) (keyRecord, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[hash]
	if !ok || e.version != version || time.Since(e.born) >= ttl {
		return keyRecord{}, false
	}
	return e.key, true
}

func (c *keyCache) drop(hash string) {
	c.mu.Lock()
	delete(c.m, hash)
	c.mu.Unlock()
}

func (c *keyCache) put(hash string, k keyRecord, version uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= keyCacheMax {
		c.m = map[string]cachedKey{}
	}
	c.m[hash] = cachedKey{key: k, version: version, born: time.Now()}
}

// lastUsedEvery bounds how often a key's last-used time is written: at most
// once per interval per key, never on every request.
const lastUsedEvery = time.Minute

// touches lets one request per key at a time write the key's last-used
// time in this process. Without it, every request that finds the time
// stale while the first one's UPDATE is on its way writes it too: under
// load a burst of UPDATEs of one row, queued on its lock (PostgreSQL) or
// on the single writer (SQLite), ahead of the writes that matter.
type touches struct {
	mu sync.Mutex
	m  map[int64]time.Time // key id → when this process last wrote it
}

// claim reports whether the caller is to write key id's last-used time
// at now: not while another request is writing it, nor within
// lastUsedEvery of this process's last write.
func (t *touches) claim(id int64, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if at, ok := t.m[id]; ok && (at.IsZero() || now.Sub(at) < lastUsedEvery) {
		return false
	}
	if t.m == nil || len(t.m) >= keyCacheMax {
		t.m = map[int64]time.Time{}
	}
	t.m[id] = time.Time{} // being written
	return true
}

// done records the outcome of a claimed write: written at now, or, when
// it failed, nothing, so that a later request tries again.
func (t *touches) done(id int64, now time.Time, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if ok && t.m != nil {
		t.m[id] = now
	} else {
		delete(t.m, id)
	}
}

var (
	errBadCredentials = &modules.Error{Code: modules.CodeUnauthenticated, Message: "invalid or expired credentials"}
	// errCompanyInactive refuses the keys of a deactivated company as any
	// key that no longer works: 401 on every transport.
	errCompanyInactive = &modules.Error{Code: modules.CodeUnauthenticated, Message: "the API key's company is inactive"}
)

// Authenticate reads an Authorization header value:
//   - "" → (nil, nil): anonymous;
//   - "Bearer <key>" → the API key's principal (company and scopes), for
//     a key of an active company; a feed key (ScopeFeedsRead) is
//     CodeForbidden: it is read only from the key parameter of a feed
//     (Resolve, Credentials.FeedKey);
//   - "Basic base64(email:app-password)" → the admin user's principal.
//
// Errors: CodeUnauthenticated for an unknown, revoked or expired key or
// password, a key of an inactive company, or a malformed header.
func (a *Authenticator) Authenticate(ctx context.Context, authorization string) (*modules.Principal, error) {
	authorization = strings.TrimSpace(authorization)
	if authorization == "" {
		return nil, nil
	}
	scheme, cred, _ := strings.Cut(authorization, " ")
	cred = strings.TrimSpace(cred)
	switch strings.ToLower(scheme) {
	case "bearer":
		p, err := a.apiKey(ctx, cred)
		if err == nil && p.IsFeedKey() {
			return nil, errFeedKeyElsewhere
		}
		return p, err
	case "basic":
		raw, err := base64.StdEncoding.DecodeString(cred)
		if err != nil {
			return nil, errBadCredentials
		}
		email, pass, ok := strings.Cut(string(raw), ":")
		if !ok {
			return nil, errBadCredentials
		}
		return a.appPassword(ctx, email, pass)
	default:
		return nil, &modules.Error{Code: modules.CodeUnauthenticated, Message: "unsupported authorization scheme (use Bearer or Basic)"}
	}
}

func (a *Authenticator) apiKey(ctx context.Context, key string) (*modules.Principal, error) {
	if !strings.HasPrefix(key, KeyPrefix) || len(key) > 200 {
		return nil, errBadCredentials
	}
	hash := hashToken(key)
	chg := a.deps.Changes
	version := chg.AreaVersion(a.area) // before the read, see changes.Changes
	ttl := a.deps.Config.APIKeyCacheTTL
	if ttl == 0 {
		ttl = defaultKeyCacheTTL
	}
	k := new(keyRecord)
	// Without a data version nothing tells a revocation: no cache then;
	// nor while other processes' writes should be announced but are not.
	if cached, ok := a.keys.get(hash, version, ttl); ok && chg != nil && chg.Complete(a.area) {
		*k = cached
	} else {
		err := a.deps.Reader().NewSelect().Model(k).ColumnExpr("api_key.*").
			ColumnExpr("(SELECT c.active FROM companies AS c WHERE c.id = api_key.company_id) AS company_active").
			Where("api_key.hash = ?", hash).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, errBadCredentials
		}
		if err != nil {
			return nil, modules.As(err)
		}
		if ttl > 0 {
			a.keys.put(hash, *k, version)
		}
	}
	now := a.deps.Now()
	if subtle.ConstantTimeCompare([]byte(k.Hash), []byte(hash)) != 1 || !k.Active(now) {
		return nil, errBadCredentials
	}
	if !k.CompanyActive {
		return nil, errCompanyInactive
	}
	if (k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= lastUsedEvery) && a.touches.claim(k.ID, now) {
		_, err := a.deps.DB.NewUpdate().Model((*APIKey)(nil)).Set("last_used_at = ?", now).
			Where("id = ?", k.ID).Exec(ctx)
		a.touches.done(k.ID, now, err == nil)
		if err != nil {
			return nil, modules.As(err)
		}
		a.keys.drop(hash) // the next use reads the new time
	}
	return &modules.Principal{Kind: modules.PrincipalAPIKey, APIKeyID: k.ID, CompanyID: k.CompanyID, Scopes: k.Scopes,
		KeyCreatorID: k.CreatedBy}, nil
}

func (a *Authenticator) appPassword(ctx context.Context, email, pass string) (*modules.Principal, error) {
	hash := hashToken(strings.ReplaceAll(pass, " ", "")) // WordPress shows them in groups of four
	ap := new(AppPassword)
	err := a.deps.DB.NewSelect().Model(ap).Where("hash = ?", hash).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errBadCredentials
	}
	if err != nil {
		return nil, modules.As(err)
	}
	u := new(User)
	if err := a.deps.DB.NewSelect().Model(u).Where("id = ?", ap.UserID).Scan(ctx); err != nil {
		return nil, modules.As(err)
	}
	if subtle.ConstantTimeCompare([]byte(ap.Hash), []byte(hash)) != 1 || ap.RevokedAt != nil || !u.Active ||
		!strings.EqualFold(u.Email, strings.TrimSpace(email)) {
		return nil, errBadCredentials
	}
	now := a.deps.Now()
	if (ap.LastUsedAt == nil || now.Sub(*ap.LastUsedAt) >= lastUsedEvery) && a.appTouches.claim(ap.ID, now) {
		_, err := a.deps.DB.NewUpdate().Model((*AppPassword)(nil)).Set("last_used_at = ?", now).
			Where("id = ?", ap.ID).Exec(ctx)
		a.appTouches.done(ap.ID, now, err == nil)
		if err != nil {
			return nil, modules.As(err)
		}
	}
	return userPrincipal(u, false), nil
}

// SessionPrincipal returns the principal of an admin session.
func SessionPrincipal(sess *Session) *modules.Principal {
	return userPrincipal(sess.User, true)
}

func userPrincipal(u *User, viaSession bool) *modules.Principal {
	return &modules.Principal{Kind: modules.PrincipalUser, UserID: u.ID, Email: u.Email, Role: u.Role, ViaSession: viaSession}
}
