package calendar

import (
	"context"
	"corkboard/internal/likepattern"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/uptrace/bun"
)

// Slugify turns a title into a slug as WordPress's sanitize_title does:
// accents removed, lowercase, runs of other characters become one hyphen.
func Slugify(s string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r): // combining accent
			continue
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)), r == '_':
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		case r >= unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		default:
			hyphen = true
		}
	}
	out := b.String()
	if len(out) > 190 {
		out = strings.TrimRight(out[:190], "-")
	}
	return out
}

// uniqueSlug returns base, or base-2, base-3… the first that no row of
// table (other than id) uses. where narrows the rows compared (terms: one
// taxonomy).
func uniqueSlug(ctx context.Context, db bun.IDB, table, base string, id int64, where func(*bun.SelectQuery) *bun.SelectQuery) (string, error) {
	if base == "" {
		base = "untitled"
	}
	// Most slugs are free: one indexed lookup settles them. Only a taken
	// one needs the scan for its numbered variants (a LIKE no index serves).
	free := db.NewSelect().Table(table).Where("slug = ?", base).Where("id <> ?", id)
	if where != nil {
		free = where(free)
	}
	if exists, err := free.Exists(ctx); err != nil || !exists {
		return base, err
	}
	var taken []string
	q := db.NewSelect().Table(table).Column("slug").
		Where("(slug = ? OR slug LIKE ? ESCAPE '!')", base, likepattern.Escape(base)+"-%").Where("id <> ?", id)
	if where != nil {
		q = where(q)
	}
	if err := q.Scan(ctx, &taken); err != nil {
		return "", err
	}
	used := make(map[string]bool, len(taken))
	for _, s := range taken {
		used[s] = true
	}
	slug := base
	for n := 2; used[slug]; n++ {
		slug = base + "-" + strconv.Itoa(n)
	}
	return slug, nil
}
