package graph

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"

	"corkboard/internal/httpbody"
	"corkboard/modules"
)

// DefaultBodyLimit bounds a GraphQL request body (JSON); multipart bodies
// (uploads) have UploadLimit.
const DefaultBodyLimit = 1 << 20

// tooLarge is the error of a body over limit (httpbody.TooLarge), its
// message naming the limit: what.
func tooLarge(limit int64, what string) *modules.Error {
	e := httpbody.TooLarge(limit)
	e.Message = "the request body is larger than the " + what + " of " + strconv.FormatInt(limit, 10) + " bytes"
	return e
}

// isMultipart reports whether r is a GraphQL multipart request (uploads).
func isMultipart(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == "multipart/form-data" && r.Method == http.MethodPost
}

// readParams reads the GraphQL request r carries, once: a GET's URL
// parameters, or a JSON POST body read within limit and decoded. It
// refuses, with an error code, what gqlgen's transports would answer
// without one: a POST that is neither JSON nor multipart, a body that is
// not a JSON object of the request shape, GET variables or extensions
// that are not JSON objects. It returns nil params for a multipart
// request (the upload transport reads its body as a stream) and for other
// methods.
func readParams(r *http.Request, limit int64) (*graphql.RawParams, *modules.Error) {
	bad := func(msg string) *modules.Error { return &modules.Error{Code: modules.CodeBadRequest, Message: msg} }
	start := graphql.Now()
	switch r.Method {
	case http.MethodPost:
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err == nil && mt == "multipart/form-data" {
			return nil, nil // the GraphQL multipart request spec (uploads): gqlgen's transport checks it
		}
		if err != nil || mt != "application/json" {
			return nil, &modules.Error{Code: modules.CodeUnsupportedType, Message: "send GraphQL requests as application/json, or multipart/form-data for uploads"}
		}
		if r.ContentLength > limit {
			return nil, tooLarge(limit, "request body limit")
		}
		body := httpbody.NewLimited(r.Body, limit)
		b, err := io.ReadAll(body)
		if body.Over() {
			return nil, tooLarge(limit, "request body limit")
		}
		if err != nil {
			return nil, bad("the request body could not be read")
		}
		if !utf8.Valid(b) {
			return nil, bad("the request body is not valid UTF-8")
		}
		p := &graphql.RawParams{}
		if decodeJSON(b, p) != nil {
			return nil, bad("the body must be a JSON object {query, operationName, variables, extensions} with those types")
		}
		p.Headers, p.ReadTime = r.Header, graphql.TraceTiming{Start: start, End: graphql.Now()}
		return p, nil
	case http.MethodGet:
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return nil, bad("malformed query string")
		}
		p := &graphql.RawParams{Query: q.Get("query"), OperationName: q.Get("operationName"), Headers: r.Header}
		for _, f := range []struct {
			name string
			into *map[string]any
		}{{"variables", &p.Variables}, {"extensions", &p.Extensions}} {
			if v := q.Get(f.name); v != "" && decodeJSON([]byte(v), f.into) != nil {
				return nil, bad("the " + f.name + " parameter must be a JSON object")
			}
		}
		p.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
		return p, nil
	}
	return nil, nil
}

// decodeJSON decodes one JSON value, numbers as json.Number (as gqlgen's
// transports do), and nothing after it.
func decodeJSON(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}
