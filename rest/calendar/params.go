package calendar

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
)

// params are the request parameters as WordPress's REST server sees them:
// the query string, overridden by the body (JSON, form-encoded or
// multipart). Values are string, json.Number, bool, []any or
// map[string]any; PHP-style brackets (a[]=1, venue[city]=X) build lists
// and maps. A JSON null counts as absent.
type params struct {
	m map[string]any
	// errs collects type errors while the handler reads typed values.
	errs []paramError
}

var errInvalidJSON = &modules.Error{Code: modules.CodeBadRequest, Status: 400, Reason: "rest_invalid_json",
	Message: "Invalid JSON body passed."}

func parseParams(c *fiber.Ctx) (*params, error) {
	p := &params{m: map[string]any{}}
	c.Request().URI().QueryArgs().VisitAll(func(k, v []byte) { setPHP(p.m, string(k), string(v)) })
	body := c.Body()
	if len(bytes.TrimSpace(body)) == 0 {
		return p, nil
	}
	ct := strings.ToLower(c.Get(fiber.HeaderContentType))
	switch {
	case strings.HasPrefix(ct, fiber.MIMEApplicationJSON) || strings.HasSuffix(strings.SplitN(ct, ";", 2)[0], "+json"):
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil || dec.More() {
			return nil, errInvalidJSON
		}
		if obj, ok := v.(map[string]any); ok {
			for k, x := range obj {
				p.m[k] = x
			}
		}
	case strings.HasPrefix(ct, fiber.MIMEApplicationForm):
		c.Request().PostArgs().VisitAll(func(k, v []byte) { setPHP(p.m, string(k), string(v)) })
	case strings.HasPrefix(ct, fiber.MIMEMultipartForm):
		form, err := c.MultipartForm()
		if err != nil {
			return nil, &modules.Error{Code: modules.CodeBadRequest, Status: 400, Reason: "rest_invalid_param", Message: "Invalid multipart body."}
		}
		for k, vs := range form.Value {
			for _, v := range vs {
				setPHP(p.m, k, v)
			}
		}
	}
	return p, nil
}

// setPHP stores value under a PHP-style key: "a", "a[]", "a[k]", "a[0][k]".
func setPHP(m map[string]any, key, value string) {
	name, rest, ok := strings.Cut(key, "[")
	if !ok || name == "" {
		m[key] = value
		return
	}
	var path []string
	for rest != "" {
		seg, after, ok := strings.Cut(rest, "]")
		if !ok {
			m[key] = value
			return
		}
		path = append(path, seg)
		rest = strings.TrimPrefix(after, "[")
		if len(path) > maxNesting {
			return // dropped, as PHP drops what is nested deeper than max_input_nesting_level
		}
	}
	m[name] = setPath(m[name], path, value)
}

// Bounds of PHP-style keys: how deep brackets nest, and the largest index
// that extends a list (a[]=x&a[3]=y); a larger index is a map key, so that
// a[999999999]=1 cannot allocate a list of that length.
const (
	maxNesting   = 64
	maxListIndex = 1000
)

func setPath(cur any, path []string, value string) any {
	if len(path) == 0 {
		return value
	}
	seg := path[0]
	if seg == "" { // a[]: append
		list, _ := cur.([]any)
		return append(list, setPath(nil, path[1:], value))
	}
	if list, ok := cur.([]any); ok { // a[0] after a[] entries: index into the list
		if i, err := strconv.Atoi(seg); err == nil && i >= 0 && i <= maxListIndex {
			for len(list) <= i {
				list = append(list, nil)
			}
			list[i] = setPath(list[i], path[1:], value)
			return list
		}
	}
	obj, ok := cur.(map[string]any)
	if !ok {
		obj = map[string]any{}
	}
	obj[seg] = setPath(obj[seg], path[1:], value)
	return obj
}

// has reports whether name was sent (a JSON null is not sent).
func (p *params) has(name string) bool { return p.m[name] != nil }

// raw is the value of name as sent.
func (p *params) raw(name string) any { return p.m[name] }

// text returns a parameter read as text, whatever its JSON type: numbers
// and booleans in their JSON spelling. Lists and objects are invalid.
func (p *params) text(name string) *string {
	v, ok := scalarText(p.m[name])
	if p.m[name] == nil {
		return nil
	}
	if !ok {
		p.errs = append(p.errs, typeError(name, "string"))
		return nil
	}
	return &v
}

// str returns a parameter declared as a string: a JSON number or boolean
// is a type error, as in WordPress.
func (p *params) str(name string) *string {
	switch v := p.m[name].(type) {
	case nil:
		return nil
	case string:
		return &v
	}
	p.errs = append(p.errs, typeError(name, "string"))
	return nil
}

// boolean reads a boolean: true, false, "true", "false", "1", "0", 1, 0.
func (p *params) boolean(name string) *bool {
	if p.m[name] == nil {
		return nil
	}
	b, ok := parseBool(p.m[name])
	if !ok {
		p.errs = append(p.errs, typeError(name, "boolean"))
		return nil
	}
	return &b
}

func parseBool(v any) (bool, bool) {
	switch x := v.(type) {
	case bool:
		return x, true
	case string:
		switch strings.ToLower(x) {
		case "true", "1":
			return true, true
		case "false", "0":
			return false, true
		}
	case json.Number:
		switch x.String() {
		case "1":
			return true, true
		case "0":
			return false, true
		}
	}
	return false, false
}

// integer reads an integer id or count; anything else is "Invalid
// parameter." (the calendar validates these with its own callbacks).
func (p *params) integer(name string) *int64 {
	if p.m[name] == nil {
		return nil
	}
	n, ok := parseInt(p.m[name])
	if !ok {
		p.errs = append(p.errs, invalidParam(name))
		return nil
	}
	return &n
}

// intArg is integer for int-typed service fields.
func (p *params) intArg(name string) *int {
	n := p.integer(name)
	if n == nil {
		return nil
	}
	i := int(*n)
	return &i
}

func parseInt(v any) (int64, bool) {
	s, ok := scalarText(v)
	if !ok {
		return 0, false
	}
	s = strings.TrimSpace(s)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || f != float64(int64(f)) {
			return 0, false
		}
		n = int64(f)
	}
	return n, true
}

// number reads a float.
func (p *params) number(name string) *float64 {
	if p.m[name] == nil {
		return nil
	}
	s, ok := scalarText(p.m[name])
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if !ok || err != nil {
		p.errs = append(p.errs, typeError(name, "number"))
		return nil
	}
	return &f
}

// list reads an array parameter sent as a JSON array, repeated name[]
// fields or a comma-separated string; nil when absent, empty (not nil)
// when sent empty.
func (p *params) list(name string) []string {
	switch v := p.m[name].(type) {
	case nil:
		return nil
	case []any:
		out := make([]string, 0, len(v))
		for _, x := range v {
			s, ok := scalarText(x)
			if !ok {
				p.errs = append(p.errs, invalidParam(name))
				return nil
			}
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out
	case map[string]any: // name[0]=a&name[1]=b
		out := make([]string, 0, len(v))
		for i := 0; i < len(v); i++ {
			s, ok := scalarText(v[strconv.Itoa(i)])
			if !ok {
				p.errs = append(p.errs, invalidParam(name))
				return nil
			}
			out = append(out, strings.TrimSpace(s))
		}
		return out
	default:
		s, ok := scalarText(v)
		if !ok {
			p.errs = append(p.errs, invalidParam(name))
			return nil
		}
		out := []string{}
		for _, part := range strings.Split(s, ",") {
			if part = strings.TrimSpace(part); part != "" {
				out = append(out, part)
			}
		}
		return out
	}
}

// ids reads a list of integer ids; an entry that is not an integer is an
// invalid parameter.
func (p *params) ids(name string) []int64 {
	l := p.list(name)
	if l == nil {
		return nil
	}
	out := make([]int64, 0, len(l))
	for _, s := range l {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n < 1 {
			p.errs = append(p.errs, invalidParam(name))
			return nil
		}
		out = append(out, n)
	}
	return out
}

func scalarText(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, true
	case json.Number:
		return x.String(), true
	case bool:
		if x {
			return "1", true
		}
		return "", true
	}
	return "", false
}
