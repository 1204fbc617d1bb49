//go:build !linux

package storage

import "os"

// Outside Linux the local store keeps content types in sidecar files.
func setTypeAttr(*os.File, string) error { return errNoAttrs }

func getTypeAttr(*os.File) (string, error) { return "", errNoAttrs }
