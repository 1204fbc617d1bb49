package calendar

import (
	"corkboard/internal/changes"
	"sync"
	"time"
)

// DefaultLinkedCacheTTL bounds how long a venue, organizer or term read
// for the events that show it is used again (see linkedCache).
const DefaultLinkedCacheTTL = 30 * time.Second

// maxLinkedCached bounds the records a linkedCache keeps; past it, the
// cache starts again empty.
const maxLinkedCached = 50_000

// linkedCache keeps the venues, organizers and terms that events are
// shown with, as read in one language (text and images), and the ids of
// the term slugs archives are filtered by. An event page then reads only
// its events and their links; the records they link to come from here.
//
// An entry is used only while the version of the calendar's tables
// (changes.Changes, the calendar's area) has not moved since it was read, so any
// write of this process to a calendar table or media retires every entry
// at once (writes to careers or accounts tables do not), and for at most
// the TTL, which bounds how long other processes' writes stay unseen. Without a data
// version nothing is kept. Entries are copied out: callers may change
// what they get.
type linkedCache struct {
	changes *changes.Changes
	area    changes.Area // the calendar's
	ttl     time.Duration

	mu         sync.RWMutex
	venues     map[linkedKey]cached[Venue]
	organizers map[linkedKey]cached[Organizer]
	terms      map[linkedKey]cached[cachedTerm]
	termIDs    map[termRef]cached[int64]
}

// linkedKey names a record read in a text language ("": the default).
type linkedKey struct {
	id   int64
	lang string
}

// termRef is an archive's term parameter: an id or a slug, lowercased.
type termRef struct {
	tax   Taxonomy
	entry string
}

// cachedTerm is a term with the key events order their terms by: its
// name in the default language, lowercased.
type cachedTerm struct {
	Term
	order string
}

type cached[T any] struct {
	val     T
	version uint64
	at      time.Time
}

func newLinkedCache(chg *changes.Changes, area changes.Area, ttl time.Duration) *linkedCache {
	if ttl == 0 {
		ttl = DefaultLinkedCacheTTL
	}
	c := &linkedCache{changes: chg, area: area, ttl: ttl}
	c.reset()
	return c
}

func (c *linkedCache) reset() {
	c.venues = map[linkedKey]cached[Venue]{}
	c.organizers = map[linkedKey]cached[Organizer]{}
	c.terms = map[linkedKey]cached[cachedTerm]{}
	c.termIDs = map[termRef]cached[int64]{}
}

// enabled reports whether entries are kept: it needs the data version.
func (c *linkedCache) enabled() bool { return c != nil && c.changes != nil && c.ttl > 0 }

// version is the data version to stamp what is read next with; read it
// before reading the data.
func (c *linkedCache) version() uint64 {
	if !c.enabled() {
		return 0
	}
	return c.changes.AreaVersion(c.area)
}

// lookup returns copies of the fresh entries of ids in lang and the ids
// it lacks.
func lookup[T any](c *linkedCache, m func(*linkedCache) map[linkedKey]cached[T], ids []int64, lang string) (map[int64]*T, []int64) {
	found := make(map[int64]*T, len(ids))
	if !c.enabled() {
		return found, ids
	}
	var missing []int64
	version, now := c.changes.AreaVersion(c.area), time.Now()
	c.mu.RLock()
	entries := m(c)
	for _, id := range ids {
		if e, ok := entries[linkedKey{id, lang}]; ok && e.fresh(version, now, c.ttl) {
			v := e.val
			found[id] = &v
		} else {
			missing = append(missing, id)
		}
	}
	c.mu.RUnlock()
	return found, missing
}

// keep stores copies of records read in lang at version.
func keep[T any](c *linkedCache, m func(*linkedCache) map[linkedKey]cached[T], version uint64, lang string, records map[int64]*T) {
	vals := make(map[linkedKey]T, len(records))
	for id, r := range records {
		vals[linkedKey{id, lang}] = *r
	}
	keepAll(c, m, version, vals)
}

// keepAll keeps vals, read at version, unless the data has moved on since.
func keepAll[K comparable, T any](c *linkedCache, m func(*linkedCache) map[K]cached[T], version uint64, vals map[K]T) {
	if !c.enabled() || len(vals) == 0 || c.changes.AreaVersion(c.area) != version {
		return // already stale
	}
	now := time.Now()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.size()+len(vals) > maxLinkedCached {
		c.reset()
	}
	entries := m(c)
	for k, v := range vals {
		entries[k] = cached[T]{val: v, version: version, at: now}
	}
}

func (c *linkedCache) size() int {
	return len(c.venues) + len(c.organizers) + len(c.terms) + len(c.termIDs)
}

func venueEntries(c *linkedCache) map[linkedKey]cached[Venue]         { return c.venues }
func organizerEntries(c *linkedCache) map[linkedKey]cached[Organizer] { return c.organizers }
func termEntries(c *linkedCache) map[linkedKey]cached[cachedTerm]     { return c.terms }
func termIDEntries(c *linkedCache) map[termRef]cached[int64]          { return c.termIDs }

func (e cached[T]) fresh(version uint64, now time.Time, ttl time.Duration) bool {
	return e.version == version && now.Sub(e.at) < ttl
}

// termID returns the id an archive's term parameter was last found to
// name, if that is still fresh.
func (c *linkedCache) termID(ref termRef) (int64, bool) {
	if !c.enabled() {
		return 0, false
	}
	version, now := c.changes.AreaVersion(c.area), time.Now()
	c.mu.RLock()
	e, ok := c.termIDs[ref]
	c.mu.RUnlock()
	if !ok || !e.fresh(version, now, c.ttl) {
		return 0, false
	}
	return e.val, true
}

// keepTermID remembers the term a parameter names (unknown ones are
// never kept: a term created meanwhile is found at once).
func (c *linkedCache) keepTermID(version uint64, ref termRef, id int64) {
	keepAll(c, termIDEntries, version, map[termRef]int64{ref: id})
}
