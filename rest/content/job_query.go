package content

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/careers"
)

// parseJobQuery reads the query string of GET /jobs. Malformed values are
// one CodeBadRequest with a field error per parameter; value rules (known
// employment types, sorts…) are the service's. It also returns the known
// parameters, for the paging links. Unknown parameters are ignored.
func parseJobQuery(c *fiber.Ctx) (careers.JobQuery, url.Values, error) {
	raw, err := url.ParseQuery(string(c.Request().URI().QueryString()))
	if err != nil {
		return careers.JobQuery{}, nil, &modules.Error{Code: modules.CodeBadRequest, Message: "malformed query string"}
	}
	values := url.Values{}
	get := func(name string) string {
		v := strings.TrimSpace(strings.Join(raw[name], ","))
		if v != "" {
			values.Set(name, v)
		}
		return v
	}
	var fe []modules.FieldError
	bad := func(name, msg string) { fe = append(fe, modules.FieldError{Field: name, Message: msg}) }
	q := careers.JobQuery{Languages: careers.ParseAcceptLanguage(c.Get(fiber.HeaderAcceptLanguage))}
	for _, name := range []string{"page", "per_page"} {
		v := get(name)
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			bad(name, "must be a positive integer")
			continue
		}
		if name == "page" {
			q.Page = n
		} else {
			q.PerPage = min(n, careers.MaxJobsPerPage)
			values.Set(name, strconv.Itoa(q.PerPage))
		}
	}
	for _, f := range []struct {
		name string
		dst  *[]int64
	}{{"location", &q.LocationIDs}, {"category", &q.CategoryIDs}} {
		for _, part := range splitList(get(f.name)) {
			id, err := strconv.ParseInt(part, 10, 64)
			if err != nil || id < 1 {
				bad(f.name, "must be a comma-separated list of ids")
				break
			}
			*f.dst = append(*f.dst, id)
		}
	}
	q.EmploymentTypes = splitList(get("employment_type"))
	q.WorkplaceTypes = splitList(get("workplace_type"))
	q.Search = get("search")
	q.Sort = get("sort")
	if v := get("updated_since"); v != "" {
		t, err := parseTimestamp(v)
		if err != nil {
			bad("updated_since", "must be an ISO 8601 timestamp such as 2026-11-21T09:15:02Z")
		} else {
			q.UpdatedSince = &t
		}
	}
	if len(fe) > 0 {
		return q, nil, &modules.Error{Code: modules.CodeBadRequest, Message: "invalid query parameters", Fields: fe}
	}
	return q, values, nil
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// parseTimestamp accepts RFC 3339 (with or without fractions) and plain
// dates (midnight UTC).
func parseTimestamp(v string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t.UTC(), nil
	}
	t, err := time.Parse(time.DateOnly, v)
	return t.UTC(), err
}

// pageLinks returns self, and first/prev/next/last where they exist.
func (a *API) pageLinks(path string, values url.Values, page, totalPages int) []link {
	at := func(rel string, p int) link {
		v := url.Values{}
		for k, vs := range values {
			v[k] = vs
		}
		if p > 1 {
			v.Set("page", strconv.Itoa(p))
		} else {
			v.Del("page")
		}
		href := a.link(path)
		if enc := v.Encode(); enc != "" {
			href += "?" + strings.ReplaceAll(enc, "%2C", ",") // commas are fine in a query
		}
		return link{Href: href, Rel: rel, Method: "GET"}
	}
	links := []link{at("self", page)}
	if totalPages >= 1 {
		links = append(links, at("first", 1))
	}
	if page > 1 && totalPages >= 1 {
		links = append(links, at("prev", min(page-1, totalPages)))
	}
	if page < totalPages {
		links = append(links, at("next", page+1))
	}
	if totalPages >= 1 {
		links = append(links, at("last", totalPages))
	}
	return links
}
