package changes

// Writes of other processes. The versions move with this process's writes
// only; other processes (more instances of the server, the command line)
// write to the same database unseen. Where the database can tell a
// process of them as they commit (PostgreSQL's LISTEN/NOTIFY, see
// database.Announcer), BumpArea moves the area on as a write of
// this process would, so caches of its records see the write at once.
//
// While announcements are expected but do not arrive (the listening
// connection is lost, or not yet established), a write may go unseen:
// Complete is then false, and caches that must see every write of the
// area (resolved API keys: a revoked key or a deactivated company must be
// refused at once on every instance) read the database instead. Where
// nothing is announced (SQLite: one server process), other processes'
// writes reach caches when their entries expire.

// announceState is whether other processes' writes to an area are
// announced.
type announceState = uint32

const (
	// notAnnounced: nothing tells of other processes' writes (the default).
	notAnnounced announceState = iota
	// announced: they are told as they commit.
	announced
	// announcementsLost: they would be told, but the announcements do not
	// arrive now.
	announcementsLost
)

// SetAnnounced records whether announcements of other processes' writes
// to area a arrive (ok) or are expected but do not (lost connection).
// Every change moves a on: what was cached before a connection was lost
// or found again may have missed a write in between.
func (c *Changes) SetAnnounced(a Area, ok bool) {
	if c == nil {
		return
	}
	s := announcementsLost
	if ok {
		s = announced
	}
	if c.announce[a].Swap(s) != s {
		c.bump(1 << a)
	}
}

// Complete reports whether area a's version tells every write that
// matters now: false while other processes' writes to a should be
// announced (SetAnnounced) but are not, or without a Changes.
func (c *Changes) Complete(a Area) bool {
	return c != nil && c.announce[a].Load() != announcementsLost
}

// Announced reports whether other processes' writes to area a are
// announced to this process now (SetAnnounced(a, true)).
func (c *Changes) Announced(a Area) bool {
	return c != nil && c.announce[a].Load() == announced
}
