package main

import (
	"flag"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"corkboard/modules/calendar"
	"corkboard/rest/content"
	"corkboard/rest/middleware"
)

// config is the configuration shared by every command. Each value comes
// from its flag, else its environment variable, else its default.
type config struct {
	Addr            string
	DataDir         string
	DatabaseURL     string
	StorageURL      string
	PublicURL       string
	SiteTimezone    string
	SiteURL         string
	SiteLanguage    string
	Secret          string
	LogLevel        string
	LogFormat       string
	ShutdownTimeout time.Duration
	// ReadTimeout bounds reading one request, body included (uploads
	// too): a client that sends too slowly is cut off.
	ReadTimeout time.Duration
	// MigrateLockWait bounds how long a start waits for another
	// instance's migrations (CORKBOARD_MIGRATE_LOCK_TIMEOUT).
	MigrateLockWait time.Duration
	// RateLimits of the content interface (CORKBOARD_RATE_LIMITS).
	RateLimits content.RateLimits
	// StoragePublicURL is the base of S3 download links, when browsers
	// reach the storage elsewhere than its endpoint
	// (CORKBOARD_STORAGE_PUBLIC_URL).
	StoragePublicURL string
	// RedisURL, when set, keeps the rate-limit counters in Redis, shared
	// by every instance (CORKBOARD_REDIS_URL).
	RedisURL      string
	Introspection bool
	Metrics       bool
	// Pprof serves /debug/pprof/ (CORKBOARD_DEBUG_PPROF).
	Pprof bool
	// ResponseCacheTTL bounds how long a rendered read is served again
	// while nothing is written (CORKBOARD_RESPONSE_CACHE_TTL; negative:
	// no response cache; 0: the default).
	ResponseCacheTTL time.Duration
	// ReadConcurrency bounds the reads rendered at once
	// (CORKBOARD_READ_CONCURRENCY; 0: the read pool's size; negative: no
	// bound).
	ReadConcurrency int
	// LinkedCacheTTL bounds how long the calendar reuses the venues,
	// organizers and terms it read (CORKBOARD_LINKED_CACHE_TTL; negative:
	// not at all; 0: the default).
	LinkedCacheTTL time.Duration
	// APIKeyCacheTTL bounds how long a resolved API key is reused
	// (CORKBOARD_API_KEY_CACHE_TTL; negative: not at all; 0: the default).
	APIKeyCacheTTL time.Duration
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client (CORKBOARD_TRUSTED_PROXIES).
	TrustedProxies middleware.TrustedProxies
	// ICSMaxEvents bounds the events of one iCalendar feed
	// (CORKBOARD_ICS_MAX_EVENTS; 0: calendar.DefaultFeedMaxEvents).
	ICSMaxEvents int
	// TrashDays is how many days deleted records stay in the trash
	// (CORKBOARD_TRASH_DAYS, at most 3650; 0: modules.DefaultTrashDays).
	TrashDays int

	rateLimitsEnv      string
	cacheTTLEnv        string
	linkedTTLEnv       string
	keyTTLEnv          string
	trustedProxiesEnv  string
	readConcurrencyEnv string
}

// commonFlags registers the flags every command takes.
func commonFlags(fs *flag.FlagSet, c *config) {
	fs.StringVar(&c.DataDir, "data", env("CORKBOARD_DATA_DIR", "./data"), "data directory (SQLite file, uploads, secret)")
	fs.StringVar(&c.DatabaseURL, "database-url", env("CORKBOARD_DATABASE_URL", ""), "sqlite:///abs/path.db or postgres://… (default: SQLite in the data dir)")
	fs.StringVar(&c.StorageURL, "storage-url", env("CORKBOARD_STORAGE_URL", ""), "file:///abs/dir or s3://KEY:SECRET@host:port/bucket?secure=false (default: uploads/ in the data dir)")
	fs.StringVar(&c.StoragePublicURL, "storage-public-url", env("CORKBOARD_STORAGE_PUBLIC_URL", ""), "base of S3 download links, scheme://host[:port] (default: the S3 endpoint); its proxy must pass the Host header on")
	fs.StringVar(&c.PublicURL, "public-url", env("CORKBOARD_PUBLIC_URL", ""), "base of absolute links (default: from --addr)")
	fs.StringVar(&c.SiteTimezone, "site-timezone", env("CORKBOARD_SITE_TIMEZONE", "UTC"), "calendar site time zone (IANA name)")
	fs.StringVar(&c.SiteURL, "site-url", env("CORKBOARD_SITE_URL", ""), "base of the calendar's public page links; {language} stands for the site language (default: the public URL)")
	fs.StringVar(&c.SiteLanguage, "site-language", env("CORKBOARD_SITE_LANGUAGE", "en_us"), "default calendar site language: aus, be_nl, en_us, fr_fr, nl_nl or en_uk")
	fs.StringVar(&c.LogLevel, "log-level", env("CORKBOARD_LOG_LEVEL", "info"), "debug, info, warn or error")
	fs.StringVar(&c.LogFormat, "log-format", env("CORKBOARD_LOG_FORMAT", "json"), "json or text")
	c.Secret = os.Getenv("CORKBOARD_SECRET")
	c.Addr = env("CORKBOARD_ADDR", "127.0.0.1:8080")
	c.ShutdownTimeout = 15 * time.Second
	if d, err := time.ParseDuration(os.Getenv("CORKBOARD_SHUTDOWN_TIMEOUT")); err == nil && d > 0 {
		c.ShutdownTimeout = d
	}
	c.ReadTimeout = 60 * time.Second
	if d, err := time.ParseDuration(os.Getenv("CORKBOARD_READ_TIMEOUT")); err == nil && d > 0 {
		c.ReadTimeout = d
	}
	c.MigrateLockWait = 5 * time.Minute
	if d, err := time.ParseDuration(os.Getenv("CORKBOARD_MIGRATE_LOCK_TIMEOUT")); err == nil && d > 0 {
		c.MigrateLockWait = d
	}
	c.Metrics, _ = strconv.ParseBool(os.Getenv("CORKBOARD_METRICS"))
	c.Pprof, _ = strconv.ParseBool(os.Getenv("CORKBOARD_DEBUG_PPROF"))
	c.rateLimitsEnv = os.Getenv("CORKBOARD_RATE_LIMITS")
	c.cacheTTLEnv = os.Getenv("CORKBOARD_RESPONSE_CACHE_TTL")
	c.readConcurrencyEnv = os.Getenv("CORKBOARD_READ_CONCURRENCY")
	c.linkedTTLEnv = os.Getenv("CORKBOARD_LINKED_CACHE_TTL")
	c.keyTTLEnv = os.Getenv("CORKBOARD_API_KEY_CACHE_TTL")
	c.trustedProxiesEnv = os.Getenv("CORKBOARD_TRUSTED_PROXIES")
	c.RedisURL = os.Getenv("CORKBOARD_REDIS_URL")
	if n, err := strconv.Atoi(os.Getenv("CORKBOARD_TRASH_DAYS")); err == nil && n > 0 {
		c.TrashDays = min(n, 3650)
	}
	if n, err := strconv.Atoi(os.Getenv("CORKBOARD_ICS_MAX_EVENTS")); err == nil && n > 0 {
		c.ICSMaxEvents = min(n, 10000)
	}
	c.Introspection = true
	if b, err := strconv.ParseBool(os.Getenv("CORKBOARD_GRAPHQL_INTROSPECTION")); err == nil {
		c.Introspection = b
	}
}

func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

// parseRateLimits reads CORKBOARD_RATE_LIMITS: "off", or per-minute
// budgets "read=KEY/IP,write=KEY/IP" (each part optional; the defaults
// are read=1200/300,write=120/30).
func parseRateLimits(v string) (content.RateLimits, error) {
	rl := content.DefaultRateLimits()
	v = strings.TrimSpace(v)
	if v == "" {
		return rl, nil
	}
	if strings.EqualFold(v, "off") || strings.EqualFold(v, "false") {
		rl.Disabled = true
		return rl, nil
	}
	for _, part := range strings.Split(v, ",") {
		name, budget, ok := strings.Cut(strings.TrimSpace(part), "=")
		perKey, perIP, ok2 := strings.Cut(budget, "/")
		k, err1 := strconv.Atoi(perKey)
		i, err2 := strconv.Atoi(perIP)
		if !ok || !ok2 || err1 != nil || err2 != nil || k < 1 || i < 1 {
			return rl, fmt.Errorf("CORKBOARD_RATE_LIMITS=%q: want off or read=KEY/IP,write=KEY/IP (requests per minute)", v)
		}
		b := content.Budget{PerKey: k, PerIP: i, Window: time.Minute}
		switch name {
		case "read":
			rl.Read = b
		case "write":
			rl.Write = b
		default:
			return rl, fmt.Errorf("CORKBOARD_RATE_LIMITS=%q: unknown class %q (read or write)", v, name)
		}
	}
	return rl, nil
}

// parseCacheTTL reads a cache TTL variable (name), such as
// CORKBOARD_RESPONSE_CACHE_TTL: a duration ("2s"; "" the default), or
// "0"/"off" for no cache (negative).
func parseCacheTTL(name, v string) (time.Duration, error) {
	switch v = strings.TrimSpace(v); v {
	case "":
		return 0, nil
	case "0", "off":
		return -1, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s=%q: want a duration such as 1s, or off", name, v)
	}
	if d == 0 {
		return -1, nil
	}
	return d, nil
}

// parseReadConcurrency reads CORKBOARD_READ_CONCURRENCY: a number of
// reads rendered at once ("" or 0: the read pool's size), or "off" for no
// bound (negative).
func parseReadConcurrency(v string) (int, error) {
	switch v = strings.TrimSpace(v); v {
	case "":
		return 0, nil
	case "off":
		return -1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("CORKBOARD_READ_CONCURRENCY=%q: want a number of reads at once, 0 for the read pool's size, or off", v)
	}
	return n, nil
}

// resolve fills the defaults that depend on other values.
func (c *config) resolve() error {
	rl, err := parseRateLimits(c.rateLimitsEnv)
	if err != nil {
		return err
	}
	c.RateLimits = rl
	if c.ResponseCacheTTL, err = parseCacheTTL("CORKBOARD_RESPONSE_CACHE_TTL", c.cacheTTLEnv); err != nil {
		return err
	}
	if c.LinkedCacheTTL, err = parseCacheTTL("CORKBOARD_LINKED_CACHE_TTL", c.linkedTTLEnv); err != nil {
		return err
	}
	if c.APIKeyCacheTTL, err = parseCacheTTL("CORKBOARD_API_KEY_CACHE_TTL", c.keyTTLEnv); err != nil {
		return err
	}
	if c.ReadConcurrency, err = parseReadConcurrency(c.readConcurrencyEnv); err != nil {
		return err
	}
	if c.TrustedProxies, err = middleware.ParseTrustedProxies(c.trustedProxiesEnv); err != nil {
		return fmt.Errorf("CORKBOARD_TRUSTED_PROXIES: %w", err)
	}
	abs, err := filepath.Abs(c.DataDir)
	if err != nil {
		return err
	}
	c.DataDir = abs
	if c.DatabaseURL == "" {
		c.DatabaseURL = "sqlite://" + filepath.Join(abs, "corkboard.db")
	}
	if c.StorageURL == "" {
		c.StorageURL = "file://" + filepath.Join(abs, "uploads")
	}
	if c.PublicURL == "" {
		host, port, err := net.SplitHostPort(c.Addr)
		if err != nil {
			return fmt.Errorf("--addr %q: %w", c.Addr, err)
		}
		if host == "" || host == "0.0.0.0" || host == "::" {
			host = "127.0.0.1"
		}
		c.PublicURL = "http://" + net.JoinHostPort(host, port)
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	c.SiteURL = strings.TrimRight(c.SiteURL, "/")
	if _, ok := calendar.ParseLanguage(c.SiteLanguage); !ok {
		return fmt.Errorf("site language %q: want one of %s", c.SiteLanguage, strings.Join(calendar.Languages, ", "))
	}
	if _, err := time.LoadLocation(c.SiteTimezone); err != nil {
		return fmt.Errorf("site time zone %q: %w", c.SiteTimezone, err)
	}
	return nil
}
