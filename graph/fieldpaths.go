package graph

import (
	"strconv"
	"strings"

	"corkboard/graph/model"
	"corkboard/modules"
)

// fieldPaths names a service's field errors as GraphQL paths of the
// operation's arguments. Services name fields in their own terms, once,
// for every transport: relative, snake_case, "/"-separated
// ("curriculum_vitae", "education/0/title", "translations/nl/title").
// REST prefixes them with its JSON pointer; GraphQL turns them into the
// path of the argument that holds the value ("input.curriculumVitae",
// "input.education.0.title", "input.translations.1.title"), so that a
// form can put every message on its field.
type fieldPaths struct {
	// input is the argument holding the input object ("input"); "" for
	// operations without one.
	input string
	// args maps the service names of values given as other arguments to
	// their paths ("company_id" → "companyId", "type" → "kind").
	args map[string]string
	// keyed lists, for each list the service keys by language
	// ("translations"), the languages of the input's entries in order:
	// "translations/nl/title" is then the title of the entry whose
	// language is nl. A language with no entry names the list itself.
	keyed map[string][]string
	// rename maps service segment names whose camelCase is not the
	// GraphQL name ("domainalias" → "domainAlias").
	rename map[string]string
	// resolve, when set, names a field itself (ok false: the rules
	// above).
	resolve func(field string) (path string, ok bool)
}

// path returns the GraphQL path of a service field name.
func (p fieldPaths) path(field string) string {
	if a, ok := p.args[field]; ok {
		return a
	}
	if p.resolve != nil {
		if path, ok := p.resolve(field); ok {
			return path
		}
	}
	segs := strings.Split(strings.Trim(field, "/"), "/")
	out := make([]string, 0, len(segs)+1)
	if p.input != "" {
		out = append(out, p.input)
	}
	for i := 0; i < len(segs); i++ {
		s := segs[i]
		if r, ok := p.rename[s]; ok {
			out = append(out, r)
		} else {
			out = append(out, camel(s))
		}
		langs, ok := p.keyed[s]
		if !ok || i+1 >= len(segs) {
			continue
		}
		idx := lastIndex(langs, segs[i+1])
		if idx < 0 {
			break // no entry for that language: the list itself
		}
		out = append(out, strconv.Itoa(idx))
		i++
	}
	return strings.Join(out, ".")
}

// wrap returns err with its field errors renamed (err itself when it has
// none, nil for nil).
func (p fieldPaths) wrap(err error) error {
	if err == nil {
		return nil
	}
	e := modules.As(err)
	if len(e.Fields) == 0 {
		return err
	}
	out := *e
	out.Fields = make([]modules.FieldError, len(e.Fields))
	for i, f := range e.Fields {
		out.Fields[i] = modules.FieldError{Field: p.path(f.Field), Message: f.Message}
	}
	return &out
}

// camel turns snake_case into camelCase ("curriculum_vitae" →
// "curriculumVitae"); indexes and other segments stay as they are.
func camel(s string) string {
	if !strings.Contains(s, "_") {
		return s
	}
	var b strings.Builder
	up := false
	for _, r := range s {
		switch {
		case r == '_':
			up = true
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lastIndex returns the index of the last entry equal to v (the last one
// wins when the input names a language twice), or -1.
func lastIndex(list []string, v string) int {
	for i := len(list) - 1; i >= 0; i-- {
		if list[i] == v {
			return i
		}
	}
	return -1
}

// appPasswordPaths names the fields of createAppPassword.
var appPasswordPaths = fieldPaths{input: "input", args: map[string]string{"user_id": "input.userId"}}

// The careers mutations name their company with companyId.
var careersArgs = map[string]string{"company_id": "companyId"}

var (
	// applicationPaths names the fields of createApplication,
	// locationPaths those of createLocation and updateLocation.
	applicationPaths = fieldPaths{input: "input", args: careersArgs}
	locationPaths    = fieldPaths{input: "input", args: careersArgs}
	// uploadPaths names the arguments of uploadFile, logoPaths those of
	// setCompanyLogo and logoFromImagePaths those of
	// setCompanyLogoFromImage (the library image stands for the file).
	uploadPaths        = fieldPaths{args: map[string]string{"company_id": "companyId", "type": "kind", "file": "file"}}
	logoPaths          = fieldPaths{args: map[string]string{"company_id": "companyId", "file": "file"}}
	logoFromImagePaths = fieldPaths{args: map[string]string{"company_id": "companyId", "file": "imageId"}}
)

// companyPaths names the fields of updateCompany: the description's
// languages by their place in input.description.
func companyPaths(in model.UpdateCompanyInput) fieldPaths {
	return fieldPaths{input: "input", args: careersArgs, rename: map[string]string{"domainalias": "domainAlias", "domainalias_verified": "domainAliasVerified"},
		keyed: map[string][]string{"description": localizedLanguages(in.Description)}}
}

// categoryPaths names the fields of createJobCategory: the name's
// languages by their place in input.name.
func categoryPaths(in model.JobCategoryInput) fieldPaths {
	return fieldPaths{input: "input", args: careersArgs, keyed: map[string][]string{"name": localizedLanguages(in.Name)}}
}

// jobPaths names the fields of createJob and updateJob: the texts of a
// language by their place in input.translations.
func jobPaths(in model.JobInput) fieldPaths {
	langs := make([]string, len(in.Translations))
	for i, t := range in.Translations {
		langs[i] = lower(t.Language)
	}
	return fieldPaths{input: "input", args: careersArgs, keyed: map[string][]string{"translations": langs}}
}

func localizedLanguages(in []model.LocalizedTextInput) []string {
	out := make([]string, len(in))
	for i, t := range in {
		out[i] = lower(t.Language)
	}
	return out
}
