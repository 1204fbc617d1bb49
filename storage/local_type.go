package storage

import (
	"encoding/json"
	"errors"
	"os"
)

// An object's content type is kept with its bytes, in the extended
// attribute typeAttr of the object's file, where the file system has
// extended attributes (Linux: ext4, XFS, Btrfs, tmpfs, ...). The attribute
// is written before the file is fsynced, so one fsync makes bytes and type
// durable together, and the rename that publishes the file publishes both.
//
// Where the file system has none (probed once per store), the type goes to
// a sidecar file meta/<key>.json instead, fsynced and renamed into place
// just before the bytes. Reads prefer the attribute and fall back to the
// sidecar, so a directory written before attributes were used (or copied
// to a file system without them) keeps its types.
const typeAttr = "user.corkboard.content_type"

// maxTypeLen bounds a stored content type (RFC 6838 names are far shorter).
const maxTypeLen = 255

// errNoAttrs reports a file system (or OS) without extended attributes.
var errNoAttrs = errors.New("storage: extended attributes not supported")

type localMeta struct {
	ContentType string `json:"content_type"`
}

// probeAttrs reports whether the store's file system keeps extended
// attributes, by setting one on a temp file.
func (l *Local) probeAttrs() bool {
	name, _, _, err := l.writeTemp(nil, "application/octet-stream")
	if err == nil {
		l.root.Remove(name)
	}
	return err == nil
}

// contentType returns the type of the object open in f (key's file): the
// attribute, else the sidecar, else the default.
func (l *Local) contentType(f *os.File, key string) string {
	if ct, err := getTypeAttr(f); err == nil && ct != "" {
		return ct
	}
	if b, err := l.root.ReadFile(metaPath(key)); err == nil {
		var m localMeta
		if json.Unmarshal(b, &m) == nil && m.ContentType != "" {
			return m.ContentType
		}
	}
	return defaultContentType
}
