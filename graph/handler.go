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

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/99designs/gqlgen/graphql/playground"
	"github.com/vektah/gqlparser/v2/ast"

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
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(orDefault(cfg.MaxParserTokens, DefaultMaxParserTokens))
	if !cfg.DisableIntrospection {
		srv.Use(extension.Introspection{})
	}
	// Persisted queries (APQ): clients send a hash, and the query once; GET
	// requests with a hash are cacheable by CDNs.
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](1000)})
	srv.Use(depthLimit{max: orDefault(cfg.MaxDepth, DefaultMaxDepth)})
	srv.Use(extension.FixedComplexityLimit(orDefault(cfg.MaxComplexity, DefaultMaxComplexity)))
	srv.AroundResponses(keepable)
	srv.SetErrorPresenter(errorPresenter(cfg.Logger))
	srv.SetRecoverFunc(recoverFunc(cfg.Logger))

	graphiql := playground.Handler("Corkboard GraphQL", "/graphql")
	exec := withLoaders(res, orDuration(cfg.LoaderWait, DefaultLoaderWait), srv)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The server's context may be cancelled as soon as shutdown begins;
		// in-flight requests must finish, so detach from it and bound the
		// request with our own timeout instead. An upload's body is read
		// (spooled) within the request: there the timeout bounds the
		// operation once the body is in (see uploads), and the server's
		// read timeout the upload.
		base := modules.WithRequestID(context.WithoutCancel(r.Context()), r.Header.Get("X-Request-ID"))
		base = withNoStore(base, w)
		ctx, cancel := context.WithTimeout(base, timeout)
		defer cancel()
		if r.Method == http.MethodGet && r.URL.Query().Get("query") == "" &&
			strings.Contains(r.Header.Get("Accept"), "text/html") && !cfg.DisableIntrospection {
			graphiql.ServeHTTP(w, r)
			return
		}
		r, perr := checkTransport(r)
		if perr != nil {
			writeError(w, perr)
			return
		}
		cookie := ""
		if c, err := r.Cookie(accounts.SessionCookie); err == nil {
			cookie = c.Value
		}
		p, err := cfg.Accounts.Auth.Resolve(ctx, accounts.Credentials{
			Authorization: r.Header.Get("Authorization"),
			SessionToken:  cookie,
			CSRFToken:     r.Header.Get(accounts.CSRFHeader),
			Method:        r.Method,
		})
		if err != nil {
			e := modules.As(err)
			if e.Code == modules.CodeInternal || e.Code == modules.CodeUnavailable {
				cfg.Logger.ErrorContext(ctx, "graphql authentication failed", slog.String("request_id", modules.RequestID(ctx)),
					slog.String("code", string(e.Code)), slog.String("error", err.Error()))
			}
			writeError(w, e)
			return
		}
		if (uploads{}).Supports(r) {
			ctx = base
		}
		if p != nil {
			ctx = modules.WithPrincipal(ctx, p)
		}
		exec.ServeHTTP(w, r.WithContext(ctx))
	})
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
// neither application/json nor multipart/form-data, a body that is not a JSON object of the request
// shape, GET variables or extensions that are not JSON objects. The body
// has already been bounded by the app's body limit; r is returned with it
// readable again.
func checkTransport(r *http.Request) (*http.Request, *modules.Error) {
	bad := func(msg string) *modules.Error { return &modules.Error{Code: modules.CodeBadRequest, Message: msg} }
	switch r.Method {
	case http.MethodPost:
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err == nil && mt == "multipart/form-data" {
			return r, nil // the GraphQL multipart request spec (uploads): gqlgen's transport checks it
		}
		if err != nil || mt != "application/json" {
			return r, &modules.Error{Code: modules.CodeUnsupportedType, Message: "send GraphQL requests as application/json, or multipart/form-data for uploads"}
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return r, bad("the request body could not be read")
		}
		var raw rawRequest
		if !utf8.Valid(body) {
			return r, bad("the request body is not valid UTF-8")
		}
		if err := json.Unmarshal(body, &raw); err != nil {
			return r, bad("the body must be a JSON object {query, operationName, variables, extensions} with those types")
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
	case http.MethodGet:
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return r, bad("malformed query string")
		}
		for _, name := range []string{"variables", "extensions"} {
			if v := q.Get(name); v != "" {
				var m map[string]any
				if err := json.Unmarshal([]byte(v), &m); err != nil {
					return r, bad("the " + name + " parameter must be a JSON object")
				}
			}
		}
	}
	return r, nil
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
		w.Header().Set("Retry-After", "5")
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"errors": []map[string]any{{"message": e.Message, "extensions": map[string]any{"code": string(e.Code)}}},
	})
}
