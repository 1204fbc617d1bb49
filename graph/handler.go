package graph

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"corkboard/graph/generated"
	"corkboard/internal/httpbody"
	"corkboard/internal/requestid"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/history"
	"corkboard/modules/media"
	"corkboard/modules/webhooks"
)

// Config builds the GraphQL handler.
type Config struct {
	Accounts *accounts.Module
	Careers  *careers.Module
	Calendar *calendar.Module
	Media    *media.Module
	Webhooks *webhooks.Module
	History  *history.Module
	Logger   *slog.Logger
	// PublicURL is the base of the API's own links (Event.icalUrl,
	// calendarFeedUrl).
	PublicURL string
	// Introspection and GraphiQL are on unless disabled (production may
	// turn them off).
	DisableIntrospection bool
	// MaxDepth, MaxComplexity and MaxParserTokens override the defaults.
	MaxDepth        int
	MaxComplexity   int
	MaxParserTokens int
	// Timeout bounds one request (DefaultTimeout when zero).
	Timeout time.Duration
	// LoaderWait is how long dataloaders collect keys before a batch
	// (DefaultLoaderWait when zero).
	LoaderWait time.Duration
	// RateLimit counts each request against the caller's budgets (nil:
	// none): internal/app passes the content interface's.
	RateLimit RateLimit
}

// DefaultTimeout bounds one GraphQL request.
const DefaultTimeout = 30 * time.Second

func orDuration(v, def time.Duration) time.Duration {
	if v > 0 {
		return v
	}
	return def
}

func orDefault(v, def int) int {
	if v > 0 {
		return v
	}
	return def
}

// NewHandler returns the /graphql handler, the whole GraphQL transport:
// CORS, GraphiQL for browsers (GET accepting HTML) and its assets,
// queries by GET and POST (JSON) and uploads (multipart). The request
// lifecycle is described in docs/development.md ("The GraphQL
// transport"): the body is read and decoded once, the caller is counted
// against the rate limits and resolved once (accounts.Authenticator.Resolve,
// the function REST uses), and every refusal is answered by writeError in
// the one GraphQL error shape.
//
// The request's context must be cancelled when the client goes away and
// not when the server shuts down (net/http's request contexts are; rest
// gives its own): a request whose client left stops, and in-flight
// requests finish during a graceful shutdown. Each request is bounded by
// Config.Timeout besides.
func NewHandler(cfg Config) *Handler {
	res := &Resolver{Accounts: cfg.Accounts, Careers: cfg.Careers, Calendar: cfg.Calendar, Media: cfg.Media, Hooks: cfg.Webhooks, History: cfg.History,
		Logger: cfg.Logger, PublicURL: cfg.PublicURL}
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: res, Complexity: complexity()}))
	srv.AddTransport(decoded{})
	timeout := orDuration(cfg.Timeout, DefaultTimeout)
	if cfg.Careers != nil {
		srv.AddTransport(uploads{settings: cfg.Careers.Settings, timeout: timeout})
	}
	tokens := orDefault(cfg.MaxParserTokens, DefaultMaxParserTokens)
	docs := lru.New[*ast.QueryDocument](1000)
	persisted := lru.New[string](1000)
	srv.SetQueryCache(docs)
	srv.SetParserTokenLimit(tokens)
	if !cfg.DisableIntrospection {
		srv.Use(extension.Introspection{})
	}
	// Persisted queries (APQ): clients send a hash, and the query once; GET
	// requests with a hash are cacheable by CDNs.
	srv.Use(extension.AutomaticPersistedQuery{Cache: persisted})
	// After APQ, which gives the query of a hash; before validation.
	srv.Use(documentGuard{maxDepth: orDefault(cfg.MaxDepth, DefaultMaxDepth),
		maxFields: orDefault(cfg.MaxComplexity, DefaultMaxComplexity), maxMergeWork: DefaultMaxMergeWork, tokens: tokens, validated: docs})
	srv.Use(&complexityLimit{max: orDefault(cfg.MaxComplexity, DefaultMaxComplexity)})
	srv.AroundResponses(keepable)
	srv.AroundResponses(outageStatus)
	srv.SetErrorPresenter(errorPresenter(cfg.Logger))
	srv.SetRecoverFunc(recoverFunc(cfg.Logger))

	h := &Handler{cfg: cfg, timeout: timeout, tokens: tokens, docs: docs, persisted: persisted,
		bodyLimit: DefaultBodyLimit, exec: withLoaders(res, orDuration(cfg.LoaderWait, DefaultLoaderWait), srv)}
	if cfg.Careers != nil {
		h.uploadLimit = func() int64 { return UploadLimit(cfg.Careers.Settings) }
	}
	if !cfg.DisableIntrospection {
		h.graphiql = newGraphiQL()
	}
	return h
}

// Handler serves /graphql (see NewHandler).
type Handler struct {
	cfg         Config
	timeout     time.Duration
	tokens      int
	docs        graphql.Cache[*ast.QueryDocument]
	persisted   graphql.Cache[string]
	exec        http.Handler
	graphiql    http.Handler // nil when introspection is off
	bodyLimit   int64
	uploadLimit func() int64 // nil: bodyLimit for multipart bodies too
	origins     OriginCheck
}

// Mount is what the app that mounts the handler tells it, before it
// serves: the app's body limit (0 keeps DefaultBodyLimit) and the check
// of browser origins for API keys (nil: none).
func (h *Handler) Mount(bodyLimit int64, origins OriginCheck) {
	if bodyLimit > 0 {
		h.bodyLimit = bodyLimit
	}
	h.origins = origins
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodOptions {
		preflight(w, r)
		return
	}
	assets := strings.HasPrefix(r.URL.Path, graphiqlAssets) // GraphiQL's: same origin only
	if CrossOrigin(r.Header) && !assets {
		allowCrossOrigin(w)
	}
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if assets {
			if h.graphiql == nil {
				writeError(w, modules.NotFound("GraphiQL (introspection is off)"))
				return
			}
			h.graphiql.ServeHTTP(w, r)
			return
		}
		if h.graphiql != nil && r.Method == http.MethodGet && r.URL.Query().Get("query") == "" &&
			r.URL.Query().Get("extensions") == "" && strings.Contains(r.Header.Get("Accept"), "text/html") {
			h.graphiql.ServeHTTP(w, r)
			return
		}
	}
	sw := &statusWriter{ResponseWriter: w}
	defer sw.flush()
	w = sw
	base := requestid.With(r.Context(), r.Header.Get("X-Request-ID"))
	base = modules.WithClient(base, modules.Client{IP: remoteIP(r), UserAgent: r.Header.Get("User-Agent")})
	base = withNoStore(base, w)
	base = context.WithValue(base, statusKey{}, sw)
	// An upload's body is read (spooled) within the request: there the
	// timeout bounds the operation once the body is in (see uploads), and
	// the server's read timeout the upload.
	ctx, cancel := context.WithTimeout(base, h.timeout)
	defer cancel()

	upload := isMultipart(r)
	if upload {
		limit := h.bodyLimit
		what := "request body limit"
		if h.uploadLimit != nil {
			limit, what = h.uploadLimit(), "upload limit"
		}
		if r.ContentLength > limit {
			writeError(w, tooLarge(limit, what))
			return
		}
		// A body of unknown length (chunked) over the limit is known only
		// once read: the answer is held until the handler is done.
		body := httpbody.NewLimited(r.Body, limit)
		r.Body = io.NopCloser(body)
		held := &heldAnswer{header: make(http.Header)}
		defer func() {
			if body.Over() {
				writeError(sw, tooLarge(limit, what))
				return
			}
			held.send(sw)
		}()
		w, ctx = held, base
	}
	params, perr := readParams(r, h.bodyLimit)
	if perr != nil {
		writeError(w, perr)
		return
	}
	ctx, err := h.admit(ctx, w, r, params, upload)
	if err != nil {
		writeError(w, err)
		return
	}
	h.exec.ServeHTTP(w, r.WithContext(ctx))
}

// admit counts the request against the rate limits, refuses a mutation
// over GET, and resolves the caller, once for the whole request (the
// origin check of API keys uses it too). It returns the context the
// operation runs in: the caller's, with the decoded request and the
// document parsed here.
func (h *Handler) admit(ctx context.Context, w http.ResponseWriter, r *http.Request, params *graphql.RawParams, upload bool) (context.Context, *modules.Error) {
	op, query, doc := h.operation(ctx, params)
	// Counted before authentication, as REST counts: failed
	// authentications too. A signed-in user of the admin (a session) is
	// not counted: the login throttle guards sessions; a session cookie
	// that does not authenticate is counted below.
	write := upload || op != nil && op.Operation != ast.Query
	cookie := ""
	if c, err := r.Cookie(accounts.SessionCookie); err == nil {
		cookie = c.Value
	}
	session := cookie != "" && r.Header.Get("Authorization") == ""
	if !session {
		if err := applyRateLimit(ctx, h.cfg.RateLimit, w, r, write); err != nil {
			return nil, err
		}
	}
	if r.Method == http.MethodGet && op != nil && op.Operation != ast.Query {
		w.Header().Set("Allow", "POST")
		return nil, &modules.Error{Code: modules.CodeMethodNotAllowed,
			Message: "a " + string(op.Operation) + " must be sent with POST; GET requests only run queries"}
	}
	p, err := h.cfg.Accounts.Auth.Resolve(ctx, accounts.Credentials{
		Authorization: r.Header.Get("Authorization"),
		SessionToken:  cookie,
		CSRFToken:     r.Header.Get(accounts.CSRFHeader),
		Method:        r.Method,
	})
	if err != nil {
		e := modules.As(err)
		if e.Code == modules.CodeInternal || e.Code == modules.CodeUnavailable {
			h.cfg.Logger.ErrorContext(ctx, "graphql authentication failed", slog.String("request_id", requestid.From(ctx)),
				slog.String("code", string(e.Code)), slog.String("error", err.Error()))
		}
		if session {
			if err := applyRateLimit(ctx, h.cfg.RateLimit, w, r, write); err != nil {
				e = err
			}
		}
		return nil, e
	}
	if err := checkOrigin(ctx, h.origins, r, p); err != nil {
		return nil, visible(ctx, h.cfg.Logger, err, err.Err)
	}
	if p != nil {
		ctx = modules.WithPrincipal(ctx, p)
	}
	if doc != nil {
		ctx = withParsed(ctx, query, doc)
	}
	if params != nil {
		ctx = withParams(ctx, params)
	}
	return ctx, nil
}

// operation is the operation a GET or JSON request asks to run (nil for
// a multipart request, or when its document does not parse or does not
// name one: the executor reports that), to count it as a read or a write
// and to refuse a mutation over GET. The document comes from gqlgen's
// cache of validated documents, or is parsed here: then it is returned
// with its text, for the guard to measure without parsing it again.
func (h *Handler) operation(ctx context.Context, raw *graphql.RawParams) (*ast.OperationDefinition, string, *ast.QueryDocument) {
	if raw == nil {
		return nil, "", nil
	}
	query := raw.Query
	if query == "" {
		pq, _ := raw.Extensions["persistedQuery"].(map[string]any)
		hash, _ := pq["sha256Hash"].(string)
		if hash == "" {
			return nil, "", nil
		}
		if query, _ = h.persisted.Get(ctx, hash); query == "" {
			return nil, "", nil
		}
	}
	if doc, ok := h.docs.Get(ctx, query); ok {
		return doc.Operations.ForName(raw.OperationName), "", nil
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, h.tokens)
	if err != nil {
		return nil, "", nil
	}
	return doc.Operations.ForName(raw.OperationName), query, doc
}
