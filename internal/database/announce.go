package database

import (
	"context"
	"corkboard/internal/changes"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/driver/pgdriver"
)

// AccountsChannel is the PostgreSQL notification channel on which the
// accounts migration's triggers announce, at COMMIT, the writes that
// cached API keys must see at once: a key revoked, expiring, rescoped or
// deleted, a company (de)activated or deleted. The payload is the schema
// written (current_schema()), so that databases sharing a server (the
// tests' schemas) do not disturb each other. Other writes (a key's
// last-used time) are not announced.
const AccountsChannel = "corkboard_accounts"

// Announcer listens on AccountsChannel for the writes of other processes
// (more instances, the command line) to the schema it serves, and
// announces them to this process's changes.Changes (in Area, the
// accounts module's), so
// that the API-key cache of every instance sees a revocation or a
// deactivation at once. Changes.Complete is false until it listens and
// whenever the connection is lost or stops answering: caches then read
// the database. It checks its connection by notifying itself every
// PingEvery.
type Announcer struct {
	DB      *bun.DB // the pool that pings (and names the schema)
	URL     string  // the PostgreSQL URL the listening connection opens
	Changes *changes.Changes
	// Area is the accounts module's area (accounts.Module.ChangeArea).
	Area   changes.Area
	Logger *slog.Logger
	// PingEvery is how often the connection is checked (0: 10 s); one
	// unanswered for PingEvery counts as a lost connection.
	PingEvery time.Duration
}

// Run listens until ctx ends. It is for PostgreSQL only (SQLite has no
// other server process to hear from).
func (a *Announcer) Run(ctx context.Context) {
	every := a.PingEvery
	if every <= 0 {
		every = 10 * time.Second
	}
	a.Changes.SetAnnounced(a.Area, false)
	const firstRetry = 100 * time.Millisecond
	backoff, failures := firstRetry, 0
	for ctx.Err() == nil {
		err := a.listen(ctx, every)
		heard := a.Changes.Announced(a.Area) // it was listening before it failed
		a.Changes.SetAnnounced(a.Area, false)
		if ctx.Err() != nil {
			return
		}
		if heard {
			backoff, failures = firstRetry, 0
		}
		failures++
		// Loudly once per loss (and at startup); the retries quietly.
		level := slog.LevelDebug
		if failures == 1 {
			level = slog.LevelWarn
		}
		a.Logger.Log(ctx, level, "announcements of other instances' accounts writes are lost; API keys are read from the database until they resume",
			slog.String("error", err.Error()), slog.Duration("retry_in", backoff), slog.Int("attempt", failures))
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 5*time.Second)
	}
}

// listen opens a listening connection, makes sure it hears, and passes on
// announcements until the connection fails or stops answering pings.
func (a *Announcer) listen(ctx context.Context, every time.Duration) error {
	var schema string
	if err := a.DB.NewRaw("SELECT current_schema()").Scan(ctx, &schema); err != nil {
		return err
	}
	ldb, err := listenerDB(a.URL)
	if err != nil {
		return err
	}
	defer ldb.Close()
	ln := pgdriver.NewListener(ldb)
	defer ln.Close()
	if err := ln.Listen(ctx, AccountsChannel); err != nil {
		return err
	}
	nonce := make([]byte, 8)
	_, _ = rand.Read(nonce)
	ping := schema + " ping " + hex.EncodeToString(nonce)
	sendPing := func() error {
		_, err := a.DB.NewRaw("SELECT pg_notify(?, ?)", AccountsChannel, ping).Exec(ctx)
		return err
	}
	// Heard back, a ping proves LISTEN is in effect: every write committed
	// after it is announced, those before it are read afresh (SetAnnounced
	// moves the area on). LISTEN is sent without waiting for its answer,
	// so a first ping may come too early: while one is pending it is sent
	// again every repingEvery.
	const repingEvery = 50 * time.Millisecond
	if err := sendPing(); err != nil {
		return err
	}
	pending, sentAt, lastSent := true, time.Now(), time.Now()
	stop := context.AfterFunc(ctx, func() { _ = ln.Close() }) // ends a receive at once
	defer stop()
	for {
		if pending && time.Since(sentAt) >= every {
			return errors.New("no answer to a ping within " + every.String())
		}
		wait := every
		if pending {
			wait = min(time.Until(sentAt.Add(every)), time.Until(lastSent.Add(repingEvery)))
		}
		_, payload, err := ln.ReceiveTimeout(ctx, max(wait, time.Millisecond))
		switch {
		case err == nil && payload == ping:
			if pending && !a.Changes.Announced(a.Area) {
				a.Logger.Info("listening for other instances' accounts writes")
			}
			if pending {
				a.Changes.SetAnnounced(a.Area, true)
				pending = false
			}
		case err == nil && payload == schema:
			a.Changes.BumpArea(a.Area)
		case err == nil: // another schema's announcement or another instance's ping
		case isTimeout(err):
			if !pending { // quiet for a while: is the connection still there?
				pending, sentAt, lastSent = true, time.Now(), time.Time{}
			}
			if time.Since(lastSent) >= repingEvery {
				if err := sendPing(); err != nil {
					return err
				}
				lastSent = time.Now()
			}
		default:
			return err
		}
	}
}

// listenerDB opens a pool of plain pgdriver connections on rawURL for
// pgdriver.Listener (the server's pools wrap the driver).
func listenerDB(rawURL string) (*bun.DB, error) {
	if !strings.HasPrefix(rawURL, "postgres://") && !strings.HasPrefix(rawURL, "postgresql://") {
		return nil, errors.New("announcements need PostgreSQL")
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	q := u.Query()
	for k, v := range map[string]string{"sslmode": "disable", "dial_timeout": "5s"} {
		if q.Get(k) == "" {
			q.Set(k, v)
		}
	}
	u.RawQuery = q.Encode()
	sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(u.String())))
	return bun.NewDB(sqldb, pgdialect.New()), nil
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
