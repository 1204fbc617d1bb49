package ratelimit

import (
	"encoding/binary"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

// Memory is an in-memory fiber.Storage with expiring entries. Expired
// entries are dropped when read and swept every sweepEvery writes, so it
// needs no background goroutine.
type Memory struct {
	mu     sync.Mutex
	now    func() time.Time
	data   map[string]entry
	writes int
}

type entry struct {
	val     []byte
	expires time.Time // zero: never
}

// expired reports whether e has expired at now.
func (e entry) expired(now time.Time) bool { return !e.expires.IsZero() && !now.Before(e.expires) }

const sweepEvery = 1024

var (
	_ fiber.Storage = (*Memory)(nil)
	_ Counter       = (*Memory)(nil)
)

// NewMemory returns an empty store; now may be nil (time.Now).
func NewMemory(now func() time.Time) *Memory {
	if now == nil {
		now = time.Now
	}
	return &Memory{now: now, data: map[string]entry{}}
}

// Get implements fiber.Storage: nil, nil for a missing or expired key.
func (m *Memory) Get(key string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.data[key]
	if !ok {
		return nil, nil
	}
	if e.expired(m.now()) {
		delete(m.data, key)
		return nil, nil
	}
	return append([]byte(nil), e.val...), nil
}

// Set implements fiber.Storage; exp 0 means no expiry. An empty key or
// value is ignored.
func (m *Memory) Set(key string, val []byte, exp time.Duration) error {
	if key == "" || len(val) == 0 {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	e := entry{val: append([]byte(nil), val...)}
	if exp > 0 {
		e.expires = now.Add(exp)
	}
	m.put(key, e, now)
	return nil
}

// Incr implements Counter: the count is stored as 8 big-endian bytes, as
// the limiter stores it through Set.
func (m *Memory) Incr(key string, until time.Time) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	var count uint64
	if e, ok := m.data[key]; ok && !e.expired(now) && len(e.val) == 8 {
		count = binary.BigEndian.Uint64(e.val)
	}
	count++
	m.put(key, entry{val: binary.BigEndian.AppendUint64(nil, count), expires: until}, now)
	return count, nil
}

// put stores e under key (m.mu held) and, every sweepEvery writes, drops
// the entries expired at now.
func (m *Memory) put(key string, e entry, now time.Time) {
	m.data[key] = e
	m.writes++
	if m.writes%sweepEvery == 0 {
		for k, e := range m.data {
			if e.expired(now) {
				delete(m.data, k)
			}
		}
	}
}

// Delete implements fiber.Storage.
func (m *Memory) Delete(key string) error {
	m.mu.Lock()
	delete(m.data, key)
	m.mu.Unlock()
	return nil
}

// Reset implements fiber.Storage.
func (m *Memory) Reset() error {
	m.mu.Lock()
	m.data = map[string]entry{}
	m.mu.Unlock()
	return nil
}

// Close implements fiber.Storage.
func (m *Memory) Close() error { return nil }

// Len returns the number of stored entries, expired ones included until
// swept (for tests and metrics).
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.data)
}
