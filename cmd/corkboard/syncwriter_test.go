package main

import (
	"bytes"
	"sync"
)

// syncWriter lets a test read what a running command has printed so far.
type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

var syncMu sync.Mutex

func (s *syncWriter) Write(p []byte) (int, error) {
	syncMu.Lock()
	defer syncMu.Unlock()
	return s.w.Write(p)
}

func readSync(b *bytes.Buffer) string {
	syncMu.Lock()
	defer syncMu.Unlock()
	return b.String()
}
