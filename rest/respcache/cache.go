// Package respcache keeps rendered responses of the public read
// endpoints for a moment, so that a URL many clients ask for at once (a
// site's home page listing) is rendered once.
//
// An entry is keyed by what makes the response (the route's normalised
// URL, the language and the caller's visibility: the caller builds the
// key) and is served only while the data has not changed: every write
// of this process moves changes.Changes on, which makes every entry
// stale at once. Entries also expire after a short TTL, which bounds
// what the key cannot see: writes by other processes, and answers that
// depend on the clock (the calendar's default date window, relative
// dates such as "tomorrow", jobs opening or closing at a set time).
//
// Entries that can no longer be served (of an older data version, or
// past the TTL) are dropped as soon as another is kept and by a sweep
// while the cache holds any: memory holds what can still be served, not
// the last byte budget's worth of spent answers, which would only make
// the garbage collector's work longer.
//
// Only 200 responses are kept, and not those marked Cache-Control:
// no-store. Each carries an ETag (the handler's own,
// else a hash of the body), and a request whose If-None-Match matches it
// gets 304 Not Modified. Concurrent misses of one key are computed once.
package respcache

import (
	"container/list"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cespare/xxhash/v2"
	"github.com/gofiber/fiber/v2"

	"corkboard/internal/changes"
	"corkboard/modules"
	"corkboard/rest/admission"
)

// Config tunes a Cache.
type Config struct {
	// Name labels the cache in metrics (corkboard_cache_lookups_total).
	Name string
	// TTL bounds an entry's age; 0 disables the cache.
	TTL time.Duration
	// MaxBytes bounds the bodies kept (least recently used go first).
	MaxBytes int
	// Headers are the response headers kept with the body, besides
	// Content-Type and ETag.
	Headers []string
	// Clock is the injected clock (tests move it); entries also expire
	// by the real clock.
	Clock   func() time.Time
	Changes *changes.Changes
	Metrics modules.Metrics
	// Gate bounds how many responses are rendered at once (nil: no
	// bound); the waiting ones are rendered in order of arrival.
	Gate *admission.Gate
}

// Cache is a response cache; the zero value is not usable, see New.
type Cache struct {
	cfg Config

	mu    sync.Mutex
	items map[string]*list.Element // of *entry
	lru   list.List                // front: most recently used
	bytes int
	calls map[string]*call
	// sweeper drops spent entries while armed (see sweep).
	sweeper *time.Timer
	armed   bool
}

type entry struct {
	key     string
	body    []byte
	ctype   string
	etag    string
	headers [][2]string
	version uint64
	at      time.Time // by the injected clock
	born    time.Time // by the real clock
}

// call is a response being computed; others asking for the same key at
// the same data version wait for it.
type call struct {
	version uint64
	done    chan struct{}
	e       *entry
}

// New builds a cache.
func New(cfg Config) *Cache {
	if cfg.Clock == nil {
		cfg.Clock = time.Now
	}
	if cfg.Metrics == nil {
		cfg.Metrics = modules.NopMetrics{}
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = 32 << 20
	}
	return &Cache{cfg: cfg, items: map[string]*list.Element{}, calls: map[string]*call{}}
}

// Enabled reports whether the cache keeps anything: it needs a TTL and
// the data version (without it no write would be noticed).
func (k *Cache) Enabled() bool { return k != nil && k.cfg.TTL > 0 && k.cfg.Changes != nil }

// Serve answers c with the response kept under key, or runs h, which
// writes the response, and keeps it when it is a 200. Either way a
// matching If-None-Match turns a 200 into 304 Not Modified.
func (k *Cache) Serve(c *fiber.Ctx, key string, h func() error) error {
	if !k.Enabled() {
		return k.render(c, h)
	}
	version := k.cfg.Changes.Version() // before the data is read
	now, born := k.cfg.Clock(), time.Now()
	k.mu.Lock()
	if el, ok := k.items[key]; ok {
		e := el.Value.(*entry)
		if k.fresh(e, version, now, born) {
			k.lru.MoveToFront(el)
			k.mu.Unlock()
			k.cfg.Metrics.CacheLookup(k.cfg.Name, true)
			return e.write(c)
		}
		k.remove(el)
	}
	if cl, ok := k.calls[key]; ok && cl.version == version {
		k.mu.Unlock()
		<-cl.done
		if cl.e != nil {
			k.cfg.Metrics.CacheLookup(k.cfg.Name, true)
			return cl.e.write(c)
		}
		k.cfg.Metrics.CacheLookup(k.cfg.Name, false)
		return k.render(c, h)
	}
	cl := &call{version: version, done: make(chan struct{})}
	k.calls[key] = cl
	k.mu.Unlock()
	k.cfg.Metrics.CacheLookup(k.cfg.Name, false)

	defer func() {
		k.mu.Lock()
		if k.calls[key] == cl {
			delete(k.calls, key)
		}
		if cl.e != nil && cl.e.version == k.cfg.Changes.Version() {
			k.put(cl.e)
		}
		k.mu.Unlock()
		close(cl.done)
	}()
	if err := k.render(c, h); err != nil {
		return err
	}
	if c.Response().StatusCode() != fiber.StatusOK || noStore(c) {
		return nil
	}
	cl.e = k.capture(c, key, version, now, born)
	return cl.e.write(c)
}

// render runs h through the gate.
func (k *Cache) render(c *fiber.Ctx, h func() error) error {
	if k == nil {
		return h()
	}
	return k.cfg.Gate.Do(c.UserContext(), h)
}

// noStore reports whether the response forbids keeping it
// (Cache-Control: no-store).
func noStore(c *fiber.Ctx) bool {
	for _, d := range strings.Split(string(c.Response().Header.Peek(fiber.HeaderCacheControl)), ",") {
		if strings.EqualFold(strings.TrimSpace(d), "no-store") {
			return true
		}
	}
	return false
}

// fresh reports whether e may still be served.
func (k *Cache) fresh(e *entry, version uint64, now, born time.Time) bool {
	return !k.spent(e, version, now, born) && now.Sub(e.at) >= 0
}

// spent reports whether e can no longer be served at version, now (the
// injected clock) and born (the real clock): it is of an older version,
// or past the TTL by either clock. An entry younger than now (computed
// by a request that started later, or before the clock was set back) is
// not spent, though fresh does not serve it under a clock set back.
func (k *Cache) spent(e *entry, version uint64, now, born time.Time) bool {
	return e.version != version || now.Sub(e.at) >= k.cfg.TTL || born.Sub(e.born) >= k.cfg.TTL
}

// capture copies the response h wrote into an entry.
func (k *Cache) capture(c *fiber.Ctx, key string, version uint64, now, born time.Time) *entry {
	resp := &c.Response().Header
	e := &entry{key: key, body: slices.Clone(c.Response().Body()), ctype: string(resp.ContentType()),
		etag: string(resp.Peek(fiber.HeaderETag)), version: version, at: now, born: born}
	if e.etag == "" {
		e.etag = `W/"` + strconv.FormatUint(xxhash.Sum64(e.body), 36) + `"`
	}
	for _, name := range k.cfg.Headers {
		if v := resp.Peek(name); len(v) > 0 {
			e.headers = append(e.headers, [2]string{name, string(v)})
		}
	}
	return e
}

// put keeps e, of the current data version (k.mu held): the spent
// entries go first, then the least recently used ones over the byte
// budget.
func (k *Cache) put(e *entry) {
	if len(e.body) > k.cfg.MaxBytes/8 {
		return // one response never takes over the cache
	}
	if el, ok := k.items[e.key]; ok {
		k.remove(el)
	}
	k.dropSpent(e.version, e.at, e.born)
	k.items[e.key] = k.lru.PushFront(e)
	k.bytes += len(e.body)
	for k.bytes > k.cfg.MaxBytes {
		k.remove(k.lru.Back())
	}
	k.arm()
}

// dropSpent removes the entries that can no longer be served at version,
// now (the injected clock) and born (the real clock), from the least
// recently used on, up to the first that can (k.mu held). An entry
// served lately sits ahead of older ones and goes with a later call.
func (k *Cache) dropSpent(version uint64, now, born time.Time) {
	for el := k.lru.Back(); el != nil && k.spent(el.Value.(*entry), version, now, born); el = k.lru.Back() {
		k.remove(el)
	}
}

// sweepEvery is how often the sweep runs while the cache holds entries:
// the TTL, at most a second (entries of an older version are spent
// before their TTL) and at least 50 ms (a TTL of a few milliseconds
// would keep a core waking up).
func (k *Cache) sweepEvery() time.Duration {
	return max(min(k.cfg.TTL, time.Second), 50*time.Millisecond)
}

// arm starts the sweep unless it runs (k.mu held).
func (k *Cache) arm() {
	if k.armed {
		return
	}
	k.armed = true
	if k.sweeper == nil {
		k.sweeper = time.AfterFunc(k.sweepEvery(), k.sweep)
		return
	}
	k.sweeper.Reset(k.sweepEvery())
}

// sweep drops the spent entries of a cache that may receive no more
// requests (a cache idle since a burst would otherwise hold its spent
// answers for good), and runs again while any entry is left.
func (k *Cache) sweep() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.dropSpent(k.cfg.Changes.Version(), k.cfg.Clock(), time.Now())
	if k.lru.Len() == 0 {
		k.armed = false
		return
	}
	k.sweeper.Reset(k.sweepEvery())
}

func (k *Cache) remove(el *list.Element) {
	e := k.lru.Remove(el).(*entry)
	delete(k.items, e.key)
	k.bytes -= len(e.body)
}

// write sends e, or 304 Not Modified when If-None-Match matches it.
func (e *entry) write(c *fiber.Ctx) error {
	c.Set(fiber.HeaderETag, e.etag)
	for _, h := range e.headers {
		c.Response().Header.Set(h[0], h[1])
	}
	if ETagMatches(c.Get(fiber.HeaderIfNoneMatch), e.etag) {
		c.Response().ResetBody()
		return c.SendStatus(fiber.StatusNotModified)
	}
	c.Response().Header.SetContentType(e.ctype)
	c.Status(fiber.StatusOK)
	c.Response().SetBodyRaw(e.body)
	return nil
}

// ETagMatches applies If-None-Match (RFC 9110 13.1.2) to etag: the
// header is "*", which matches any current answer, or a comma-separated
// list of entity tags ("x" strong, W/"x" weak; an opaque tag may itself
// hold commas), compared weakly: W/"x" and "x" match each other. A
// malformed list matches nothing from where it breaks.
func ETagMatches(header, etag string) bool {
	header = strings.TrimSpace(header)
	if header == "" {
		return false
	}
	if header == "*" {
		return true
	}
	want, ok := opaqueTag(etag)
	if !ok {
		return false
	}
	for rest := header; ; {
		rest = strings.TrimLeft(rest, " \t,")
		if rest == "" {
			return false
		}
		rest = strings.TrimPrefix(rest, "W/")
		if !strings.HasPrefix(rest, `"`) {
			return false
		}
		end := strings.IndexByte(rest[1:], '"')
		if end < 0 {
			return false
		}
		if rest[1:1+end] == want {
			return true
		}
		rest = rest[2+end:]
		if t := strings.TrimLeft(rest, " \t"); t != "" && t[0] != ',' {
			return false
		}
	}
}

// opaqueTag is the quoted part of an entity tag, without W/.
func opaqueTag(etag string) (string, bool) {
	t := strings.TrimPrefix(strings.TrimSpace(etag), "W/")
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return "", false
	}
	return t[1 : len(t)-1], true
}

// Key joins the parts of a key with the request's path and its query
// normalised: parameters sorted by name (repeated ones keep their
// order), so that the same question asked with the parameters in
// another order shares the entry.
func Key(c *fiber.Ctx, parts ...string) string {
	type kv struct{ k, v string }
	var args []kv
	c.Context().QueryArgs().VisitAll(func(k, v []byte) {
		args = append(args, kv{string(k), string(v)})
	})
	slices.SortStableFunc(args, func(a, b kv) int { return strings.Compare(a.k, b.k) })
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p)
		b.WriteByte('\x00')
	}
	b.Write(c.Request().URI().Path())
	for i, a := range args {
		if i == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(a.k))
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(a.v))
	}
	return b.String()
}
