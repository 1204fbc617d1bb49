// Package dbpool chooses the connection pool a read outside a transaction
// goes to: on SQLite a read pool beside the single writer connection, and
// while the process writes often a second read pool that copies pages
// rather than mapping the file, which each commit would unmap. It imports
// nothing of Corkboard but internal/changes.
package dbpool

import (
	"github.com/uptrace/bun"

	"corkboard/internal/changes"
)

// Reads are the read pools of a process. The zero value (or nil) has
// none: reads go to the writer.
type Reads struct {
	// Pool, when set, takes reads outside transactions.
	Pool *bun.DB
	// BusyPool, when set, takes them instead while this process writes
	// often (Changes.Busy).
	BusyPool *bun.DB
	// Changes tells whether the process writes often.
	Changes *changes.Changes
}

// Reader is where a read outside a transaction goes: BusyPool while the
// process writes often, else Pool, else writer. Reads that must see a
// transaction's own writes use the transaction.
func (r *Reads) Reader(writer bun.IDB) bun.IDB {
	if r == nil {
		return writer
	}
	if r.BusyPool != nil && r.Changes.Busy() {
		return r.BusyPool
	}
	if r.Pool != nil {
		return r.Pool
	}
	return writer
}

// Close closes the read pools that are not writer.
func (r *Reads) Close(writer *bun.DB) {
	if r == nil {
		return
	}
	for _, p := range []*bun.DB{r.BusyPool, r.Pool} {
		if p != nil && p != writer {
			_ = p.Close()
		}
	}
}
