package graph

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"corkboard/graph/generated"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/media"
)

// Config builds the GraphQL handler.
type Config struct {
	Accounts *accounts.Module
	Careers  *careers.Module
	Calendar *calendar.Module
	Media    *media.Module
	Logger   *slog.Logger
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

// NewHandler returns the /graphql handler: GraphiQL for browsers (GET
// accepting HTML), queries by GET and POST. It authenticates each request
// with accounts.Authenticator.Resolve, the same function REST uses.
//
// The request's context must be cancelled when the client goes away and
// not when the server shuts down (net/http's request contexts are; rest
// gives its own): a request whose client left stops, and in-flight
// requests finish during a graceful shutdown. Each request is bounded by
// Config.Timeout besides.
func NewHandler(cfg Config) http.Handler {
	res := &Resolver{Accounts: cfg.Accounts, Careers: cfg.Careers, Calendar: cfg.Calendar, Media: cfg.Media, Logger: cfg.Logger}
	srv := handler.New(generated.NewExecutableSchema(generated.Config{Resolvers: res, Complexity: complexity()}))
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
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

	h := &gqlHandler{cfg: cfg, timeout: timeout, tokens: tokens, docs: docs, persisted: persisted,
		exec: withLoaders(res, orDuration(cfg.LoaderWait, DefaultLoaderWait), srv)}
	if !cfg.DisableIntrospection {
		h.graphiql = newGraphiQL()
	}
	return h
}

type gqlHandler struct {
	cfg       Config
	timeout   time.Duration
	tokens    int
	docs      graphql.Cache[*ast.QueryDocument]
	persisted graphql.Cache[string]
	exec      http.Handler
	graphiql  http.Handler // nil when introspection is off
}

func (h *gqlHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if strings.HasPrefix(r.URL.Path, graphiqlAssets) {
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
	base := modules.WithRequestID(r.Context(), r.Header.Get("X-Request-ID"))
	base = withNoStore(base, w)
	base = context.WithValue(base, statusKey{}, sw)
	// An upload's body is read (spooled) within the request: there the
	// timeout bounds the operation once the body is in (see uploads), and
	// the server's read timeout the upload.
	ctx, cancel := context.WithTimeout(base, h.timeout)
	defer cancel()
	r, raw, perr := checkTransport(r)
	if perr != nil {
		writeError(w, perr)
		return
	}
	upload := (uploads{}).Supports(r)
	op, query, doc := h.operation(ctx, raw)
	if upload {
		ctx = base
	}
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
			writeError(w, err)
			return
		}
	}
	if r.Method == http.MethodGet && op != nil && op.Operation != ast.Query {
		w.Header().Set("Allow", "POST")
		writeError(w, &modules.Error{Code: modules.CodeMethodNotAllowed,
			Message: "a " + string(op.Operation) + " must be sent with POST; GET requests only run queries"})
		return
	}
	if doc != nil {
		ctx = withParsed(ctx, query, doc)
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
			h.cfg.Logger.ErrorContext(ctx, "graphql authentication failed", slog.String("request_id", modules.RequestID(ctx)),
				slog.String("code", string(e.Code)), slog.String("error", err.Error()))
		}
		if session {
			if err := applyRateLimit(ctx, h.cfg.RateLimit, w, r, write); err != nil {
				e = err
			}
		}
		writeError(w, e)
		return
	}
	if p != nil {
		ctx = modules.WithPrincipal(ctx, p)
	}
	h.exec.ServeHTTP(w, r.WithContext(ctx))
}

// operation is the operation a GET or JSON request asks to run (nil for
// a multipart request, or when its document does not parse or does not
// name one: the executor reports that), to count it as a read or a write
// and to refuse a mutation over GET. The document comes from gqlgen's
// cache of validated documents, or is parsed here: then it is returned
// with its text, for the guard to measure without parsing it again.
func (h *gqlHandler) operation(ctx context.Context, raw *rawRequest) (*ast.OperationDefinition, string, *ast.QueryDocument) {
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

// rawRequest is the shape of a GraphQL request body (and of the GET
// parameters).
type rawRequest struct {
	Query         string         `json:"query"`
	OperationName string         `json:"operationName"`
	Variables     map[string]any `json:"variables"`
	Extensions    map[string]any `json:"extensions"`
}

// checkTransport refuses, with an error code, the requests gqlgen's
// transports would answer without one (or as text/plain): a POST that is
// neither application/json nor multipart/form-data, a body that is not a
// JSON object of the request shape, GET variables or extensions that are
// not JSON objects. The body has already been bounded by the app's body
// limit; r is returned with it readable again, with the request it holds
// (nil for multipart: gqlgen's transport reads it).
func checkTransport(r *http.Request) (*http.Request, *rawRequest, *modules.Error) {
	bad := func(msg string) *modules.Error { return &modules.Error{Code: modules.CodeBadRequest, Message: msg} }
	switch r.Method {
	case http.MethodPost:
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err == nil && mt == "multipart/form-data" {
			return r, nil, nil // the GraphQL multipart request spec (uploads): gqlgen's transport checks it
		}
		if err != nil || mt != "application/json" {
			return r, nil, &modules.Error{Code: modules.CodeUnsupportedType, Message: "send GraphQL requests as application/json, or multipart/form-data for uploads"}
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return r, nil, bad("the request body could not be read")
		}
		var raw rawRequest
		if !utf8.Valid(body) {
			return r, nil, bad("the request body is not valid UTF-8")
		}
		if err := json.Unmarshal(body, &raw); err != nil {
			return r, nil, bad("the body must be a JSON object {query, operationName, variables, extensions} with those types")
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		return r, &raw, nil
	case http.MethodGet:
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return r, nil, bad("malformed query string")
		}
		raw := rawRequest{Query: q.Get("query"), OperationName: q.Get("operationName")}
		for _, name := range []string{"variables", "extensions"} {
			if v := q.Get(name); v != "" {
				var m map[string]any
				if err := json.Unmarshal([]byte(v), &m); err != nil {
					return r, nil, bad("the " + name + " parameter must be a JSON object")
				}
				if name == "extensions" {
					raw.Extensions = m
				}
			}
		}
		return r, &raw, nil
	}
	return r, nil, nil
}

// writeError answers a request refused before execution (bad credentials)
// with the module error's status and the GraphQL error shape.
func writeError(w http.ResponseWriter, e *modules.Error) {
	if e.Code == modules.CodeInternal {
		e = modules.Internal(nil)
	}
	status := e.HTTPStatus()
	if status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="corkboard"`)
	}
	if e.Code == modules.CodeUnavailable {
		w.Header().Set("Retry-After", retryAfterOutage)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"errors": []map[string]any{{"message": e.Message, "extensions": map[string]any{"code": Code(e.Code)}}},
	})
}
