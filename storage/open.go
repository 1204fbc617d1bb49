package storage

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Open returns the driver described by rawURL:
//
//	file:///abs/dir
//	    Local store in /abs/dir (created if missing); URL() links are
//	    signed by signer, which may be nil if links are never needed.
//	    No host (other than "localhost") and no query are accepted.
//	s3://ACCESS:SECRET@host:port/bucket?secure=false&region=us-east-1
//	    S3 store (see ParseS3URL); signer is not used.
//
// Errors never contain the secret key.
func Open(ctx context.Context, rawURL string, signer *Signer) (Storage, error) {
	return OpenWith(ctx, rawURL, signer, Options{})
}

// Options tunes OpenWith.
type Options struct {
	// PublicURL is the base of S3 download links (S3Config.PublicURL);
	// local stores refuse it (their links come from signer).
	PublicURL string
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, rawURL string, signer *Signer, opts Options) (Storage, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, errors.New("storage: malformed storage URL") // the error would echo the secret
	}
	switch u.Scheme {
	case "file":
		if u.Host != "" && u.Host != "localhost" {
			return nil, fmt.Errorf("storage: file URL %q must not name a host (use file:///abs/dir)", u.Redacted())
		}
		if u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
			return nil, fmt.Errorf("storage: file URL %q takes only an absolute path", u.Redacted())
		}
		if !strings.HasPrefix(u.Path, "/") {
			return nil, fmt.Errorf("storage: file URL %q needs an absolute path (file:///abs/dir)", u.Redacted())
		}
		if opts.PublicURL != "" {
			return nil, errors.New("storage: a public storage URL applies to s3:// storage only (local downloads are links under the server's public URL)")
		}
		return NewLocal(u.Path, signer)
	case "s3":
		cfg, err := ParseS3URL(rawURL)
		if err != nil {
			return nil, err
		}
		cfg.PublicURL = opts.PublicURL
		return NewS3(ctx, cfg)
	case "":
		return nil, errors.New("storage: storage URL has no scheme (want file:// or s3://)")
	default:
		return nil, fmt.Errorf("storage: unsupported storage URL scheme %q (want file or s3)", u.Scheme)
	}
}

// ParseS3URL parses s3://ACCESS:SECRET@host:port/bucket?secure=false&region=R
// into an S3Config. Access key, secret, host and bucket are required; reserved
// characters in the credentials must be percent-encoded. Query parameters:
//
//	secure  "true" or "false" (also 1/0); default true, i.e. HTTPS. Plain
//	        HTTP must be asked for explicitly with secure=false.
//	region  signing/creation region; default empty (auto-detect).
//
// Unknown parameters are an error, so typos do not go unnoticed.
func ParseS3URL(rawURL string) (S3Config, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return S3Config{}, errors.New("storage: malformed s3 URL")
	}
	if u.Scheme != "s3" {
		return S3Config{}, fmt.Errorf("storage: %q is not an s3:// URL", u.Redacted())
	}
	cfg := S3Config{Endpoint: u.Host, Secure: true}
	if u.User != nil {
		cfg.AccessKey = u.User.Username()
		cfg.SecretKey, _ = u.User.Password()
	}
	red := u.Redacted()
	switch {
	case cfg.AccessKey == "" || cfg.SecretKey == "":
		return S3Config{}, fmt.Errorf("storage: s3 URL %q needs ACCESS:SECRET@ credentials", red)
	case u.Hostname() == "":
		return S3Config{}, fmt.Errorf("storage: s3 URL %q needs a host", red)
	case u.Fragment != "":
		return S3Config{}, fmt.Errorf("storage: s3 URL %q must not have a fragment", red)
	}
	cfg.Bucket = strings.TrimPrefix(u.Path, "/")
	if cfg.Bucket == "" || strings.Contains(cfg.Bucket, "/") {
		return S3Config{}, fmt.Errorf("storage: s3 URL %q needs exactly one path segment, the bucket", red)
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return S3Config{}, fmt.Errorf("storage: s3 URL %q: bad query: %w", red, err)
	}
	for name, vals := range q {
		if len(vals) != 1 {
			return S3Config{}, fmt.Errorf("storage: s3 URL %q: parameter %q given %d times", red, name, len(vals))
		}
		switch name {
		case "secure":
			if cfg.Secure, err = strconv.ParseBool(vals[0]); err != nil {
				return S3Config{}, fmt.Errorf("storage: s3 URL %q: secure=%q is not a boolean", red, vals[0])
			}
		case "region":
			cfg.Region = vals[0]
		default:
			return S3Config{}, fmt.Errorf("storage: s3 URL %q: unknown parameter %q (want secure, region)", red, name)
		}
	}
	return cfg, nil
}

// CheckKey reports whether key is acceptable to every driver, returning an
// error wrapping ErrInvalidKey if not. A valid key is non-empty UTF-8 of at
// most 1024 bytes, made of "/"-separated segments that are non-empty, at most
// 255 bytes, not "." or "..", and free of backslashes, NUL and other control
// characters. A leading "/" (an empty first segment) is therefore refused.
func CheckKey(key string) error {
	if key == "" || len(key) > 1024 || !utf8.ValidString(key) {
		return fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	for seg := range strings.SplitSeq(key, "/") {
		if seg == "" || seg == "." || seg == ".." || len(seg) > 255 ||
			strings.ContainsFunc(seg, func(r rune) bool { return r < 0x20 || r == 0x7f || r == '\\' }) {
			return fmt.Errorf("%w: %q", ErrInvalidKey, key)
		}
	}
	return nil
}

// prefixCanMatch reports whether some valid key could start with prefix.
// List answers "nothing" for other prefixes without asking the backend
// (S3 servers reject prefixes such as "../").
func prefixCanMatch(prefix string) bool {
	if len(prefix) > 1024 {
		return false
	}
	i := strings.LastIndex(prefix, "/")
	if i >= 0 && CheckKey(prefix[:i]) != nil {
		return false
	}
	// The last segment may be partial: "." and ".." can still grow into
	// valid segments such as ".x".
	last := prefix[i+1:]
	return last == "" || last == "." || last == ".." || CheckKey(last) == nil
}
