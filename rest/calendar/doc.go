package calendar

import (
	_ "embed"
	"encoding/json"
	"strings"
)

// docSchemas are the component schemas of /doc: the shapes of events,
// venues, organizers, terms, images, cost and date details.
//
//go:embed doc_schemas.json
var docSchemas []byte

var schemas = func() map[string]any {
	var m map[string]any
	if err := json.Unmarshal(docSchemas, &m); err != nil {
		panic("doc_schemas.json: " + err.Error())
	}
	return m
}()

// openAPI builds the OpenAPI 3 document of the calendar API from the
// route table; servers[0].url is the root the request came through.
func (a *api) openAPI(r *request) map[string]any {
	paths := map[string]any{}
	for _, rt := range a.routes {
		if rt.path == "" {
			continue
		}
		ops := map[string]any{}
		for _, ep := range rt.endpoints {
			if ep.methods[0] == "POST" && !strings.Contains(rt.path, "{") {
				continue // as in the original, archives document their GET only (see the index for creates)
			}
			method := strings.ToLower(ep.methods[0])
			ops[method] = operation(rt, ep)
		}
		paths[rt.path] = ops
	}
	return map[string]any{
		"openapi": "3.0.0",
		"info": map[string]any{
			"version":     "1.0.0",
			"title":       "The Events Calendar REST API",
			"description": "The Events Calendar REST API allows accessing upcoming events information easily and conveniently.",
		},
		"components": map[string]any{"schemas": schemas},
		"servers":    []any{map[string]any{"url": r.root}},
		"paths":      paths,
	}
}

func operation(rt *route, ep endpoint) map[string]any {
	op := map[string]any{}
	if ep.summary != "" {
		op["summary"] = ep.summary
	}
	write := ep.methods[0] == "POST"
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
		p := map[string]any{"name": x.Name, "in": in, "description": x.Description, "required": x.Required || x.InPath,
			"schema": argSchema(x, false)}
		if x.Type == "array" {
			p["style"], p["explode"] = "form", false
		}
		params = append(params, p)
	}
	if len(params) > 0 {
		op["parameters"] = params
	}
	if len(props) > 0 {
		schema := map[string]any{"type": "object", "properties": props}
		if len(required) > 0 {
			schema["required"] = required
		}
		op["requestBody"] = map[string]any{"content": map[string]any{
			"application/x-www-form-urlencoded": map[string]any{"schema": schema},
			"application/json":                  map[string]any{"schema": schema},
		}}
	}
	op["responses"] = responses(rt, ep)
	return op
}

func argSchema(x arg, withDescription bool) map[string]any {
	s := map[string]any{}
	switch {
	case x.Type == "array":
		s["type"] = "array"
		s["items"] = map[string]string{"type": x.Items}
	case x.Type != "":
		s["type"] = x.Type
	default:
		s["type"] = "string"
	}
	if x.Default != nil && !x.InPath {
		s["default"] = x.Default
	}
	if withDescription {
		s["description"] = x.Description
	}
	return s
}

func responses(rt *route, ep endpoint) map[string]any {
	success := map[string]any{"description": ep.summary}
	if ep.schema != "" {
		var schema any = map[string]any{"$ref": "#/components/schemas/" + ep.schema}
		if !strings.Contains(rt.path, "{") && ep.methods[0] == "GET" {
			key := strings.TrimPrefix(rt.path, "/")
			schema = map[string]any{"type": "object", "properties": map[string]any{
				key: map[string]any{"type": "array", "items": schema}, "rest_url": map[string]any{"type": "string"},
				"next_rest_url": map[string]any{"type": "string"}, "previous_rest_url": map[string]any{"type": "string"},
				"total": map[string]any{"type": "integer"}, "total_pages": map[string]any{"type": "integer"},
			}}
		}
		success["content"] = map[string]any{"application/json": map[string]any{"schema": schema}}
	}
	out := map[string]any{"200": success}
	if rt.path == "/doc" {
		return out
	}
	out["400"] = map[string]any{"description": "A parameter is missing (rest_missing_callback_param) or invalid (rest_invalid_param)."}
	if ep.methods[0] != "GET" {
		out["401"] = map[string]any{"description": "The request is not authenticated (rest_forbidden)."}
		out["403"] = map[string]any{"description": "The caller may not do this (rest_forbidden)."}
	}
	if ep.methods[0] == "GET" && strings.Contains(rt.path, "{") {
		out["403"] = map[string]any{"description": "The item is not accessible to the caller."}
	}
	if strings.HasPrefix(rt.path, "/events") || (ep.methods[0] == "GET" && !strings.Contains(rt.path, "{")) {
		out["404"] = map[string]any{"description": "The event does not exist, or the archive page does not exist."}
	}
	if ep.methods[0] == "DELETE" && !strings.HasPrefix(rt.path, "/categories") && !strings.HasPrefix(rt.path, "/tags") {
		out["410"] = map[string]any{"description": "The item is already in the trash."}
	}
	return out
}
