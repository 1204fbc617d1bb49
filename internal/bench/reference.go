package bench

import (
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/goccy/go-json"
	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"
	"github.com/valyala/fasthttp"

	"corkboard/internal/database"
	"corkboard/modules/calendar"
)

// The reference queries are the two the issue calibrates its targets
// with ("a bare indexed 10-row bun query reaches roughly 8k, and the same
// with count(*) over 100k rows about 1.5k on SQLite and 0.7k on
// PostgreSQL"), measured in the same run as everything else, so that a
// reader can tell this machine from the issue's.
const (
	// RefQueryPath answers 10 published events starting at or after the
	// Unix time in ?start, in start order, from calendar_events_listing_idx.
	RefQueryPath = "/ref/events"
	// RefCountPath answers the same page with the count(*) of every
	// published event listed (the whole data set).
	RefCountPath = "/ref/events-counted"
)

// refPage is a reference answer: the rows as bun scanned them.
type refPage struct {
	Events []calendar.Event `json:"events"`
	Total  *int             `json:"total,omitempty"`
}

// ServeReference serves the reference queries on the database of dbURL
// until the process is stopped (NewReference).
func ServeReference(addr, dbURL string) error {
	app, closeDB, err := NewReference(dbURL)
	if err != nil {
		return err
	}
	defer closeDB()
	return app.Listen(addr)
}

// NewReference returns the reference server of the database of dbURL
// and the function that closes its pool. It reads through the pool the
// server uses for reads (database.Open on PostgreSQL, database.OpenReader
// on SQLite) with a plain bun query and nothing else of Corkboard: no
// statement cache, no admission gate, no response cache.
func NewReference(dbURL string) (*fiber.App, func() error, error) {
	db, err := openReference(dbURL)
	if err != nil {
		return nil, nil, err
	}
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	page := func(c *fiber.Ctx, count bool) error {
		start, err := strconv.ParseInt(c.Query("start"), 10, 64)
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "start: want a Unix time")
		}
		var p refPage
		ctx := c.UserContext()
		if err := listed(db.NewSelect().Model(&p.Events)).Where("start_utc >= ?", time.Unix(start, 0).UTC()).
			Order("start_utc").Limit(10).Scan(ctx); err != nil {
			return err
		}
		if count {
			n, err := listed(db.NewSelect().Model((*calendar.Event)(nil))).Count(ctx)
			if err != nil {
				return err
			}
			p.Total = &n
		}
		body, err := json.Marshal(p)
		if err != nil {
			return err
		}
		c.Set(fiber.HeaderContentType, "application/json; charset=UTF-8")
		return c.Send(body)
	}
	app.Get(RefQueryPath, func(c *fiber.Ctx) error { return page(c, false) })
	app.Get(RefCountPath, func(c *fiber.Ctx) error { return page(c, true) })
	app.Get("/readyz", func(c *fiber.Ctx) error { return c.SendStatus(fiber.StatusOK) })
	return app, db.Close, nil
}

// listed keeps the published events shown in listings, the leading
// columns of calendar_events_listing_idx.
func listed(q *bun.SelectQuery) *bun.SelectQuery {
	return q.Where("status = ?", calendar.StatusPublish).Where("hide_from_listings = ?", false)
}

func openReference(dbURL string) (*bun.DB, error) {
	db, err := database.Open(dbURL)
	if err != nil {
		return nil, err
	}
	reader, err := database.OpenReader(dbURL, db)
	if err != nil || reader == db {
		return db, err
	}
	db.Close()
	return reader, nil
}

// refKeys are the reference rows' keys; they have no target.
const (
	RefQueryKey = "ref/query"
	RefCountKey = "ref/count"
)

// referenceScenarios are the reference queries against the reference
// server (Env.Server), each page starting at a random time of the data
// set (but its last month, where a page could come out short or empty).
func referenceScenarios() []Scenario {
	load := func(path string) func(*Env) (Load, string) {
		check := wantBody(`"events":[{`)
		return func(env *Env) (Load, string) {
			s := env.Seeded
			from, span := s.EventsFrom.Unix(), max(s.EventsTo.AddDate(0, -1, 0).Unix()-s.EventsFrom.Unix(), 1)
			return Load{Addr: env.Server.Addr, Request: func(r *rand.Rand, req *fasthttp.Request) Check {
				req.SetRequestURI(path + "?start=" + strconv.FormatInt(from+r.Int64N(span), 10))
				return check
			}}, ""
		}
	}
	return []Scenario{
		{Key: RefQueryKey, Name: "R bare indexed 10-row bun query", Build: load(RefQueryPath)},
		{Key: RefCountKey, Name: "R the same + count(*) of all events", Build: load(RefCountPath)},
	}
}
