package modules

import "context"

// ObjectRef is a row that refers to a storage object.
type ObjectRef struct {
	// Key is the object's storage key.
	Key string
	// Kind names the row: "careers file", "company logo", "job image",
	// "media image".
	Kind string
	// ID is the row's id (the company's for a logo).
	ID int64
	// Detail says what depends on it, e.g. "attached to application 12".
	Detail string
}

// ObjectOwner is implemented by modules whose rows refer to storage
// objects. `corkboard doctor` checks each against the storage in both
// directions: objects under its prefixes that no row refers to, and rows
// whose object is gone. Callers: the system only.
type ObjectOwner interface {
	// ObjectPrefixes are the storage prefixes the module's objects live
	// under ("careers/").
	ObjectPrefixes() []string
	// ObjectRefs calls fn for every row that refers to an object.
	ObjectRefs(ctx context.Context, fn func(ObjectRef) error) error
	// ReferencedKeys returns which of keys a row refers to.
	ReferencedKeys(ctx context.Context, keys []string) (map[string]bool, error)
	// RepairMissing makes a row whose object is gone consistent again
	// (removes the row, or clears the reference) and says what it did.
	RepairMissing(ctx context.Context, ref ObjectRef) (string, error)
}
