package calendar

import (
	"regexp"
	"strings"
)

// index answers GET / with the namespace and its routes, as WordPress's
// namespace index does.
func (a *api) index(r *request) error {
	ns := strings.Trim(r.prefix+Namespace, "/")
	routes := map[string]any{}
	for _, rt := range a.routes {
		key := "/" + ns + wpPattern(rt.path)
		eps := make([]any, 0, len(rt.endpoints))
		for _, ep := range rt.endpoints {
			args := map[string]any{}
			for _, x := range ep.args {
				if x.Name == "namespace" {
					x.Default = ns
				}
				args[x.Name] = indexArg(x)
			}
			var argsJSON any = args
			if len(args) == 0 {
				argsJSON = []any{}
			}
			eps = append(eps, map[string]any{"methods": ep.methods, "args": argsJSON})
		}
		entry := map[string]any{"namespace": ns, "methods": rt.methods(), "endpoints": eps}
		if !strings.Contains(rt.path, "{") {
			entry["_links"] = map[string]any{"self": []any{map[string]string{"href": strings.TrimRight(r.root+strings.TrimPrefix(rt.path, "/"), "/")}}}
		}
		routes[key] = entry
	}
	return writeJSON(r.c, 200, map[string]any{
		"namespace": ns,
		"routes":    routes,
		"_links":    map[string]any{"up": []any{map[string]string{"href": a.public + "/"}}},
	})
}

var pathVar = regexp.MustCompile(`\{(id|slug)\}`)

// wpPattern writes a route template as WordPress's route regex.
func wpPattern(path string) string {
	return pathVar.ReplaceAllStringFunc(path, func(v string) string {
		if v == "{id}" {
			return `(?P<id>\d+)`
		}
		return `(?P<slug>[^/]+)`
	})
}

func indexArg(x arg) map[string]any {
	m := map[string]any{"required": x.Required}
	if x.Description != "" {
		m["description"] = x.Description
	}
	if x.Type != "" && x.Type != "array" {
		m["type"] = x.Type
	}
	if x.Items != "" {
		m["items"] = map[string]string{"type": x.Items}
	}
	if x.Default != nil {
		m["default"] = x.Default
	}
	return m
}

// doc answers GET /doc with the OpenAPI document (see doc.go).
func (a *api) doc(r *request) error {
	return writeJSON(r.c, 200, a.openAPI(r))
}
