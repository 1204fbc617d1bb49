package calendar

import (
	"bytes"
	"context"
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	json "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/calendar"
	"corkboard/modules/media"
	"corkboard/rest/respcache"
)

// Config is what the calendar routes are built from.
type Config struct {
	Calendar *calendar.Module
	Images   *media.ImageService
	// PublicURL is the base of the API's own links (rest_url, urls, the
	// servers of /doc), without a trailing slash.
	PublicURL string
	// Cache keeps GET responses (nil: none); see CacheHeaders.
	Cache *respcache.Cache
}

// CacheHeaders are the headers a calendar response is kept with.
var CacheHeaders = []string{"X-TEC-Total", "X-TEC-TotalPages"}

// api serves the calendar: it routes as WordPress's REST server does
// (anchored, case-insensitive patterns; ids are digits; an unknown route
// or method is 404 rest_no_route) and translates between HTTP and the
// calendar services.
type api struct {
	cal    *calendar.Module
	images *media.ImageService
	public string
	routes []*route
	cache  *respcache.Cache
	// globalHost is the site's host and path, the prefix of global ids.
	globalHost string
	// uidHost is the site's host, the domain of iCalendar UIDs.
	uidHost string
	// The paths and components of /doc, built at its first request.
	docOnce                 sync.Once
	docPaths, docComponents map[string]any
}

// route is one path pattern of the namespace with its endpoints.
type route struct {
	// path is the OpenAPI form, "/events/{id}"; "" is the root.
	path      string
	re        *regexp.Regexp
	endpoints []endpoint
	// allow is the Allow header of the route: its methods.
	allow string
}

// endpoint is one handler of a route for some methods, with the
// arguments it documents (index and /doc).
type endpoint struct {
	methods []string
	args    []arg
	handle  func(r *request) error
	// summary and responses document the endpoint in /doc.
	summary   string
	responses map[string]string
	schema    string
	// opID names the operation in /doc when the route's path does not
	// (the .ics feeds); media is the type of its answer when it is not
	// JSON.
	opID, media string
}

// request is one calendar request being served.
type request struct {
	c      *fiber.Ctx
	p      *params
	vars   map[string]string // path variables: id, slug
	lang   string            // the site language asked for ("" when none)
	root   string            // the REST root URL, with a trailing slash
	prefix string            // "/en_us" when called through a language root
}

func (r *request) ctx() context.Context { return r.c.UserContext() }

// Mount registers the calendar under /calendar/events/v1 and under each
// language root /{site_language}/calendar/events/v1.
func Mount(app fiber.Router, cfg Config) {
	a := newAPI(cfg)
	a.routes = a.table()
	app.All(Namespace+"/*", a.serve)
	app.All("/:language"+Namespace+"/*", a.serve)
}

func newAPI(cfg Config) *api {
	a := &api{cal: cfg.Calendar, images: cfg.Images, public: strings.TrimRight(cfg.PublicURL, "/"), cache: cfg.Cache}
	a.globalHost = globalHost(a.cal.Site.PageURL(""))
	a.uidHost = uidHost(a.cal.Site.PageURL(""))
	return a
}

var noRoute = &modules.Error{Code: modules.CodeNotFound, Reason: "rest_no_route",
	Message: "No route was found matching the URL and request method."}

func (a *api) serve(c *fiber.Ctx) error {
	cors(c)
	r := &request{c: c}
	if l := c.Params("language"); l != "" {
		lang, ok := calendar.ParseLanguage(l)
		if !ok {
			return noRoute
		}
		r.lang, r.prefix = lang, "/"+lang
	}
	r.root = a.public + r.prefix + Namespace + "/"
	sub := "/" + strings.TrimRight(decodePath(c.Params("*")), "/")
	rt, vars := a.match(sub)
	if rt == nil {
		return noRoute
	}
	method := c.Method()
	switch method {
	case fiber.MethodHead:
		method = fiber.MethodGet
	case fiber.MethodOptions:
		return preflight(c, rt)
	}
	var ep *endpoint
	for i := range rt.endpoints {
		for _, m := range rt.endpoints[i].methods {
			if m == method {
				ep = &rt.endpoints[i]
			}
		}
	}
	if ep == nil {
		return noRoute
	}
	c.Set(fiber.HeaderAllow, rt.allow)
	p, err := parseParams(c)
	if err != nil {
		return err
	}
	r.p, r.vars = p, vars
	if p.has("site_language") {
		s, _ := scalarText(p.raw("site_language"))
		lang, ok := calendar.ParseLanguage(s)
		if !ok {
			return invalidParams([]paramError{invalidParam("site_language")})
		}
		r.lang = lang
	}
	// Reads without a body are the same for every caller who sees the
	// same content: the cache answers them by URL, language and
	// visibility.
	if method == fiber.MethodGet && !hasBody(c) && a.cache.Enabled() {
		key := respcache.Key(c, r.lang, calendar.Visibility(r.ctx()))
		return a.cache.Serve(c, key, func() error { return r.translate(ep.handle(r)) })
	}
	return r.translate(ep.handle(r))
}

// translate puts an error of the calendar services in WordPress's terms
// (see wpError).
func (r *request) translate(err error) error {
	if err == nil {
		return nil
	}
	var e *modules.Error
	if !errors.As(err, &e) {
		return err
	}
	return wpError(r, e)
}

// hasBody reports whether the request announces a body (a length, or
// chunks).
func hasBody(c *fiber.Ctx) bool {
	n := c.Request().Header.ContentLength()
	return n > 0 || n == -1
}

// match finds the route of a decoded path below the root.
func (a *api) match(sub string) (*route, map[string]string) {
	for _, rt := range a.routes {
		m := rt.re.FindStringSubmatch(sub)
		if m == nil {
			continue
		}
		vars := map[string]string{}
		for i, name := range rt.re.SubexpNames() {
			if name != "" {
				vars[name] = m[i]
			}
		}
		return rt, vars
	}
	return nil, nil
}

// decodePath decodes the %XX escapes of a path as WordPress reads its
// REST route (before matching it): "%2F" is a slash, so a slug holding
// one matches no route; an escape that is not one ("%ZZ", a "%" at the
// end) stays as written, so "50%" is a slug like any other.
func decodePath(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func (rt *route) methods() []string {
	var out []string
	for _, ep := range rt.endpoints {
		out = append(out, ep.methods...)
	}
	return out
}

// newRoute compiles a path template: {id} matches digits, {slug} any
// non-empty segment.
func newRoute(path string, eps ...endpoint) *route {
	pat := regexp.QuoteMeta(path)
	pat = strings.ReplaceAll(pat, `\{id\}`, `(?P<id>\d+)`)
	pat = strings.ReplaceAll(pat, `\{slug\}`, `(?P<slug>[^/]+)`)
	if path == "" {
		pat = "/"
	}
	rt := &route{path: path, re: regexp.MustCompile(`(?i)^` + pat + `$`), endpoints: eps}
	rt.allow = strings.Join(rt.methods(), ", ")
	return rt
}

// writeJSON sends v as WordPress does: application/json; charset=UTF-8,
// without HTML escaping (goccy/go-json: the same output as encoding/json,
// in a fraction of the time).
func writeJSON(c *fiber.Ctx, status int, v any) error {
	b, err := encode(v)
	if err != nil {
		return modules.Internal(err)
	}
	c.Set(fiber.HeaderContentType, "application/json; charset=UTF-8")
	return c.Status(status).Send(b)
}

// encode is v as the interface writes it: JSON, HTML characters as they
// are.
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// id is the {id} path variable (digits); one past the 64-bit range is
// read as the largest id, as PHP reads an overflowing integer, so it
// names no record and answers as any unknown id does.
func (r *request) id() int64 {
	n, err := strconv.ParseInt(r.vars["id"], 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return math.MaxInt64
	}
	return n
}
