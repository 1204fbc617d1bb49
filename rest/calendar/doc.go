package calendar

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"corkboard/modules/calendar"
)

// docSchemas are the component schemas of /doc that the route table does
// not generate: the shapes of events, venues, organizers, terms, images,
// cost and date details, archives, the index and errors.
//
//go:embed doc_schemas.json
var docSchemas []byte

var schemas = func() map[string]any {
	var m map[string]any
	if err := json.Unmarshal(docSchemas, &m); err != nil {
		panic("doc_schemas.json: " + err.Error())
	}
	// The inline venue and organizer of an event write take the members
	// of a venue or organizer write, or the id of an existing one.
	for name, args := range map[string][]arg{"VenueInput": venueArgs(false), "OrganizerInput": organizerArgs(false)} {
		props := map[string]any{"id": map[string]any{"type": "integer", "description": "An existing one's ID"}}
		for _, x := range args {
			props[x.Name] = argSchema(x, true)
		}
		m[name] = map[string]any{"type": "object", "properties": props,
			"description": "The ID of an existing one, or the data of one to create (found by name and description, as a create does)"}
	}
	return m
}()

// openAPI is the OpenAPI 3 document of the calendar API, built once from
// the route table; servers[0].url is the root the request came through.
// Every route and method is there (editable routes under post, put and
// patch), with its parameters, body, and its answers with their schemas.
func (a *api) openAPI(r *request) map[string]any {
	a.docOnce.Do(func() { a.docPaths, a.docComponents = buildDoc(a.routes) })
	return map[string]any{
		"openapi": "3.0.0",
		"info": map[string]any{
			"version":     "1.0.0",
			"title":       "The Events Calendar REST API",
			"description": "The Events Calendar REST API allows accessing upcoming events information easily and conveniently.",
		},
		"components": a.docComponents,
		"servers":    []any{map[string]any{"url": r.root}},
		"paths":      a.docPaths,
	}
}

// buildDoc makes the paths and components of the document: the schemas
// of doc_schemas.json, and the write bodies (EventCreate, VenueUpdate, …),
// the site_language parameter and the error answers the operations refer
// to.
func buildDoc(routes []*route) (paths, components map[string]any) {
	all := map[string]any{}
	for k, v := range schemas {
		all[k] = v
	}
	paths = map[string]any{}
	for _, rt := range routes {
		ops := map[string]any{}
		for _, ep := range rt.endpoints {
			for _, m := range ep.methods {
				ops[strings.ToLower(m)] = operation(rt, ep, m, all)
			}
		}
		path := rt.path
		if path == "" {
			path = "/"
		}
		paths[path] = ops
	}
	return paths, map[string]any{"schemas": all, "parameters": map[string]any{"site_language": siteLanguageParam},
		"responses": errorResponses}
}

// collection is the first segment of a route's path: "events",
// "venues", …, "doc", or "" for the root.
func collection(rt *route) string {
	first, _, _ := strings.Cut(strings.TrimPrefix(rt.path, "/"), "/")
	return strings.TrimSuffix(first, ".ics")
}

// resources name what each collection serves.
var resources = map[string]string{"events": "Event", "venues": "Venue", "organizers": "Organizer",
	"categories": "Category", "tags": "Tag"}

// resource names what a route serves: "Event", "Venue", "Organizer",
// "Category", "Tag"; "" for the root and /doc.
func resource(rt *route) string { return resources[collection(rt)] }

func isArchive(rt *route) bool { return resource(rt) != "" && !strings.Contains(rt.path, "{") }

// operationID names an operation for code generators: listEvents,
// createEvent, getEventBySlug, updateVenue (POST), putVenue, patchVenue,
// deleteTag, getIndex, getDoc.
func operationID(rt *route, method string) string {
	res := resource(rt)
	switch {
	case rt.path == "":
		return "getIndex"
	case rt.path == "/doc":
		return "getDoc"
	case isArchive(rt) && method == "GET":
		return "list" + strings.ToUpper(rt.path[1:2]) + rt.path[2:]
	case isArchive(rt):
		return "create" + res
	}
	suffix := ""
	if strings.Contains(rt.path, "{slug}") {
		suffix = "BySlug"
	}
	verb := map[string]string{"GET": "get", "DELETE": "delete", "POST": "update", "PUT": "put", "PATCH": "patch"}[method]
	return verb + res + suffix
}

var siteLanguageParam = func() map[string]any {
	var values []any
	for _, l := range calendar.Languages {
		values = append(values, strings.ToUpper(l))
	}
	for _, l := range calendar.Languages {
		values = append(values, l)
	}
	return map[string]any{"name": "site_language", "in": "query", "required": false,
		"description": "The site language of titles, descriptions and excerpts (upper or lower case); the language roots /{site_language}/calendar/events/v1 set it too",
		"schema":      map[string]any{"type": "string", "enum": values}}
}()

// operation documents one method of an endpoint; the schema of its body
// goes into schemas as <Resource>Create or <Resource>Update.
func operation(rt *route, ep endpoint, method string, schemas map[string]any) map[string]any {
	op := map[string]any{"operationId": operationID(rt, method)}
	if ep.opID != "" {
		op["operationId"] = ep.opID
	}
	if ep.summary != "" {
		op["summary"] = ep.summary
	}
	if resource(rt) != "" {
		op["tags"] = []any{collection(rt)}
	}
	write := method != "GET" && method != "DELETE"
	var params []any
	props := map[string]any{}
	var required []string
	for _, x := range ep.args {
		if write && !x.InPath {
			props[x.Name] = argSchema(x, true)
			if x.Required {
				required = append(required, x.Name)
			}
			continue
		}
		in := "query"
		if x.InPath {
			in = "path"
		}
		p := map[string]any{"name": x.Name, "in": in, "description": argDescription(x), "required": x.Required || x.InPath,
			"schema": argSchema(x, false)}
		if s := p["schema"].(map[string]any); s["type"] == "array" {
			p["style"], p["explode"] = "form", false
		}
		params = append(params, p)
	}
	params = append(params, map[string]any{"$ref": "#/components/parameters/site_language"})
	op["parameters"] = params
	if len(props) > 0 {
		schema := map[string]any{"type": "object", "properties": props}
		if len(required) > 0 {
			schema["required"] = required
		}
		name := resource(rt) + "Update"
		if isArchive(rt) {
			name = resource(rt) + "Create"
		}
		schemas[name] = schema
		media := map[string]any{"schema": ref(name)}
		op["requestBody"] = map[string]any{"required": len(required) > 0, "content": map[string]any{
			"application/json":                  media,
			"application/x-www-form-urlencoded": media,
			"multipart/form-data":               media,
		}}
	}
	op["responses"] = responses(rt, ep, method)
	return op
}

// argDescription is an argument's description, with the default the
// server computes when /doc cannot give it as a value.
func argDescription(x arg) string {
	if x.Doc != nil && x.Default != nil {
		if _, ok := x.Doc["default"]; !ok {
			return fmt.Sprintf("%s (default: %v)", x.Description, x.Default)
		}
	}
	return x.Description
}

func argSchema(x arg, withDescription bool) map[string]any {
	s := map[string]any{}
	switch {
	case x.Doc != nil:
		for k, v := range x.Doc {
			s[k] = v
		}
	case x.Type == "array":
		s["type"] = "array"
		s["items"] = map[string]string{"type": x.Items}
	case x.Type != "":
		s["type"] = x.Type
	default:
		s["type"] = "string"
	}
	if x.Default != nil && !x.InPath && x.Doc == nil {
		s["default"] = x.Default
	}
	if withDescription {
		s["description"] = argDescription(x)
	}
	return s
}

func ref(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }

func jsonContent(schema any) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": schema}}
}

// totalHeaders are the headers of every archive page.
var totalHeaders = map[string]any{
	"X-TEC-Total":      map[string]any{"description": "The number of items that match", "required": true, "schema": map[string]any{"type": "integer"}},
	"X-TEC-TotalPages": map[string]any{"description": "The number of pages", "required": true, "schema": map[string]any{"type": "integer"}},
}

// errorResponses are the error answers of components.responses, by
// status, with when each comes back; "default" is any other.
var errorResponses = func() map[string]any {
	out := map[string]any{}
	for status, name := range errorNames {
		text := errorText[status]
		if status == 0 {
			text = "Any other error: 413 (rest_request_too_large), 429, 500 (internal_error), 503 (rest_unavailable)."
		}
		out[name] = map[string]any{"description": text, "content": jsonContent(ref("Error"))}
	}
	return out
}()

var errorNames = map[int]string{0: "Error", 400: "BadRequest", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound", 410: "Gone"}

// errorText says when each error status comes back.
var errorText = map[int]string{
	400: "A parameter is missing (rest_missing_callback_param) or invalid (rest_invalid_param), or the request cannot be done (rest-invalid-event-id, could-not-create-venue, term_exists, …).",
	401: "The request is not authenticated, or its credentials are wrong (rest_forbidden).",
	403: "The caller may not do this (rest_forbidden, rest_cannot_edit_others), or may not see the item (event-not-accessible, venue-not-accessible, event-password-protected, …).",
	404: "The event does not exist (rest-event-not-found), or the archive page does not exist.",
	410: "The item is already in the trash.",
}

// errorStatuses are the error statuses an operation answers, as its
// service documents them. Others (413 too large, 429, 500, 503) are the
// default response.
func errorStatuses(rt *route, method string) []int {
	res := resource(rt)
	bySlug := strings.Contains(rt.path, "{slug}")
	term := res == "Category" || res == "Tag"
	switch {
	case res == "":
		return []int{400}
	case isArchive(rt) && method == "GET":
		if term {
			return []int{400}
		}
		return []int{400, 404}
	case isArchive(rt):
		return []int{400, 401, 403}
	case method == "GET":
		switch {
		case term:
			return []int{400}
		case res == "Event" && !bySlug:
			return []int{400, 403, 404}
		}
		return []int{400, 403}
	case method == "DELETE":
		switch {
		case term:
			return []int{400, 401, 403}
		case res == "Event" && !bySlug:
			return []int{400, 401, 403, 404, 410}
		}
		return []int{400, 401, 403, 410}
	}
	if res == "Event" && !bySlug {
		return []int{400, 401, 403, 404}
	}
	return []int{400, 401, 403}
}

func responses(rt *route, ep endpoint, method string) map[string]any {
	res := resource(rt)
	success := map[string]any{"description": ep.summary}
	status := 200
	switch {
	case ep.media != "":
		success["content"] = map[string]any{ep.media: map[string]any{"schema": map[string]any{"type": "string"}}}
	case rt.path == "":
		success["content"] = jsonContent(ref("Index"))
	case rt.path == "/doc":
		success["content"] = jsonContent(ref("OpenAPI"))
	case isArchive(rt) && method == "GET":
		success["content"] = jsonContent(ref(res + "Archive"))
		success["headers"] = totalHeaders
	default:
		if isArchive(rt) {
			status = 201
		}
		schema := res
		if res == "Category" || res == "Tag" {
			schema = "Term"
		}
		success["content"] = jsonContent(ref(schema))
	}
	out := map[string]any{strconv.Itoa(status): success}
	codes := errorStatuses(rt, method)
	sort.Ints(codes)
	for _, code := range codes {
		out[strconv.Itoa(code)] = map[string]any{"$ref": "#/components/responses/" + errorNames[code]}
	}
	out["default"] = map[string]any{"$ref": "#/components/responses/Error"}
	return out
}
