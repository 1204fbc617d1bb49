// Package doctor checks that the database and the storage agree, in both
// directions: objects no row refers to (left by a crash between writing an
// object and its row), and rows whose object is gone (lost or deleted
// behind Corkboard's back). `corkboard doctor` reports them and, with
// --repair, fixes them: orphan objects are deleted, and each owning
// module repairs its rows (modules.ObjectOwner).
package doctor

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"corkboard/modules"
	"corkboard/storage"
)

// Doctor checks the rows of Owners against Storage.
type Doctor struct {
	Storage storage.Storage
	Owners  []modules.ObjectOwner
	// Grace spares objects younger than it (by the storage's clock): an
	// upload in progress has its object a moment before its row.
	Grace time.Duration
	// Now is the current time (default time.Now).
	Now func() time.Time
}

// Report is what a check found.
type Report struct {
	// Objects and Rows count what was checked.
	Objects, Rows int
	// Orphans are objects no row refers to, older than the grace.
	Orphans []storage.Info
	// Recent are unreferenced objects younger than the grace (not
	// orphans yet: probably uploads in progress).
	Recent int
	// Missing are rows whose object does not exist.
	Missing []Missing
}

// Missing is a row whose object is gone, with the module that owns it.
type Missing struct {
	modules.ObjectRef
	owner modules.ObjectOwner
}

// Consistent reports whether nothing was found.
func (r *Report) Consistent() bool { return len(r.Orphans) == 0 && len(r.Missing) == 0 }

const batch = 500

// Check lists the objects under every owner's prefixes and every row that
// refers to an object, and compares them. Nothing is changed. The caller
// must be the system.
func (d *Doctor) Check(ctx context.Context) (*Report, error) {
	now := time.Now
	if d.Now != nil {
		now = d.Now
	}
	cutoff := now().Add(-d.Grace)
	r := &Report{}
	listed := map[string]bool{}
	var pending []storage.Info
	flush := func() error {
		if len(pending) == 0 {
			return nil
		}
		keys := make([]string, len(pending))
		for i, p := range pending {
			keys[i] = p.Key
		}
		used := map[string]bool{}
		for _, o := range d.Owners {
			u, err := o.ReferencedKeys(ctx, keys)
			if err != nil {
				return err
			}
			for k := range u {
				used[k] = true
			}
		}
		for _, p := range pending {
			switch {
			case used[p.Key]:
			case p.ModTime.Before(cutoff):
				r.Orphans = append(r.Orphans, p)
			default:
				r.Recent++
			}
		}
		pending = pending[:0]
		return nil
	}
	for _, o := range d.Owners {
		for _, prefix := range o.ObjectPrefixes() {
			err := d.Storage.List(ctx, prefix, func(info storage.Info) error {
				r.Objects++
				listed[info.Key] = true
				pending = append(pending, info)
				if len(pending) >= batch {
					return flush()
				}
				return nil
			})
			if err == nil {
				err = flush()
			}
			if err != nil {
				return nil, fmt.Errorf("list %s: %w", prefix, err)
			}
		}
	}
	for _, o := range d.Owners {
		err := o.ObjectRefs(ctx, func(ref modules.ObjectRef) error {
			r.Rows++
			if listed[ref.Key] {
				return nil
			}
			// Written after the listing, or outside the prefixes: ask.
			_, err := d.Storage.Stat(ctx, ref.Key)
			switch {
			case errors.Is(err, storage.ErrNotFound), errors.Is(err, storage.ErrInvalidKey):
				r.Missing = append(r.Missing, Missing{ObjectRef: ref, owner: o})
			case err != nil:
				return fmt.Errorf("stat %s: %w", ref.Key, err)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(r.Orphans, func(i, j int) bool { return r.Orphans[i].Key < r.Orphans[j].Key })
	return r, nil
}

// Repair deletes the orphan objects of r and has the owners repair the
// rows whose object is missing. It returns one line per change, and the
// first error (after trying everything).
func (d *Doctor) Repair(ctx context.Context, r *Report) ([]string, error) {
	var done []string
	var first error
	for _, o := range r.Orphans {
		if err := d.Storage.Delete(ctx, o.Key); err != nil {
			first = errors.Join(first, fmt.Errorf("delete %s: %w", o.Key, err))
			continue
		}
		done = append(done, "deleted object "+o.Key)
	}
	for _, m := range r.Missing {
		what, err := m.owner.RepairMissing(ctx, m.ObjectRef)
		if err != nil {
			first = errors.Join(first, fmt.Errorf("repair %s %d: %w", m.Kind, m.ID, err))
			continue
		}
		done = append(done, what)
	}
	return done, first
}

// Write prints a report for people.
func (r *Report) Write(b *strings.Builder) {
	fmt.Fprintf(b, "checked %d objects and %d rows that refer to objects\n", r.Objects, r.Rows)
	fmt.Fprintf(b, "objects without a row: %d\n", len(r.Orphans))
	for _, o := range r.Orphans {
		fmt.Fprintf(b, "  %s (%d bytes, %s)\n", o.Key, o.Size, o.ModTime.UTC().Format(time.RFC3339))
	}
	if r.Recent > 0 {
		fmt.Fprintf(b, "  (%d more younger than the grace period: uploads in progress, not counted)\n", r.Recent)
	}
	fmt.Fprintf(b, "rows without an object: %d\n", len(r.Missing))
	for _, m := range r.Missing {
		fmt.Fprintf(b, "  %s %d: %s, object %s\n", m.Kind, m.ID, m.Detail, m.Key)
	}
}
