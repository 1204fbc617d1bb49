package storage

import "os"

// UseSidecars makes l keep content types in sidecar files, as it does on
// a file system without extended attributes.
func UseSidecars(l *Local) { l.attrs = false }

// UsesAttrs reports whether l keeps content types in extended attributes.
func UsesAttrs(l *Local) bool { return l.attrs }

// TypeAttr reads the content-type attribute of f.
func TypeAttr(f *os.File) (string, error) { return getTypeAttr(f) }
