package calendar

import (
	"strconv"

	"corkboard/modules/calendar"
)

// taxonomyInfo names a taxonomy in the API: WordPress's taxonomy name and
// the collection path.
type taxonomyInfo struct {
	tax        calendar.Taxonomy
	name       string // "tribe_events_cat", "post_tag"
	collection string // "categories", "tags"
}

var (
	categoriesInfo = taxonomyInfo{calendar.Categories, "tribe_events_cat", "categories"}
	tagsInfo       = taxonomyInfo{calendar.Tags, "post_tag", "tags"}
)

func taxonomyOf(t calendar.Taxonomy) taxonomyInfo {
	if t == calendar.Tags {
		return tagsInfo
	}
	return categoriesInfo
}

// termURLs are the REST links of a term.
type termURLs struct {
	Self       string `json:"self"`
	Collection string `json:"collection"`
	Up         string `json:"up,omitempty"`
}

// termJSON is a term as the category and tag endpoints show it.
type termJSON struct {
	ID          int64    `json:"id"`
	Count       int64    `json:"count"`
	Description string   `json:"description"`
	Name        string   `json:"name"`
	Slug        string   `json:"slug"`
	Taxonomy    string   `json:"taxonomy"`
	Parent      *int64   `json:"parent,omitempty"` // categories only
	Meta        []any    `json:"meta"`
	URL         string   `json:"url"`
	URLs        termURLs `json:"urls"`
	// Links are WordPress's _links, on single-term reads and writes.
	Links map[string]any `json:"_links,omitempty"`
}

// embeddedTermJSON is a term as an event embeds it (the raw term record).
type embeddedTermJSON struct {
	Name           string   `json:"name"`
	Slug           string   `json:"slug"`
	TermGroup      int      `json:"term_group"`
	TermTaxonomyID int64    `json:"term_taxonomy_id"`
	Taxonomy       string   `json:"taxonomy"`
	Description    string   `json:"description"`
	Parent         int64    `json:"parent"`
	Count          int64    `json:"count"`
	Filter         string   `json:"filter"`
	ID             int64    `json:"id"`
	URLs           termURLs `json:"urls"`
}

func (r *request) termURLs(t *calendar.Term) termURLs {
	info := taxonomyOf(t.Taxonomy)
	u := termURLs{Self: r.root + info.collection + "/" + strconv.FormatInt(t.ID, 10), Collection: r.root + info.collection}
	if t.ParentID != 0 {
		u.Up = r.root + info.collection + "/" + strconv.FormatInt(t.ParentID, 10)
	}
	return u
}

func (a *api) termJSON(r *request, t *calendar.Term) termJSON {
	info := taxonomyOf(t.Taxonomy)
	j := termJSON{ID: t.ID, Count: t.Count, Description: t.Description, Name: t.Name, Slug: t.Slug,
		Taxonomy: info.name, Meta: []any{}, URLs: r.termURLs(t)}
	if t.Taxonomy == calendar.Categories {
		parent := t.ParentID
		j.Parent = &parent
	}
	j.URL = a.cal.Site.TermURL(r.lang, t)
	return j
}

// withLinks adds the _links of a single-term response.
func (r *request) withLinks(info taxonomyInfo, j termJSON, allow []string) termJSON {
	href := func(u string) []any { return []any{map[string]any{"href": u}} }
	j.Links = map[string]any{
		"self":         []any{map[string]any{"href": j.URLs.Self, "targetHints": map[string]any{"allow": allow}}},
		"collection":   href(j.URLs.Collection),
		"about":        href(r.root + "doc"),
		"wp:post_type": href(r.root + "events?" + info.collection + "=" + strconv.FormatInt(j.ID, 10)),
		"curies":       []any{map[string]any{"name": "wp", "href": "https://api.w.org/{rel}", "templated": true}},
	}
	if j.URLs.Up != "" {
		j.Links["up"] = href(j.URLs.Up)
	}
	return j
}

func embeddedTerms(r *request, terms []*calendar.Term) []embeddedTermJSON {
	out := make([]embeddedTermJSON, 0, len(terms))
	for _, t := range terms {
		out = append(out, embeddedTermJSON{Name: t.Name, Slug: t.Slug, TermTaxonomyID: t.ID,
			Taxonomy: taxonomyOf(t.Taxonomy).name, Description: t.Description, Parent: t.ParentID,
			Count: t.Count, Filter: "raw", ID: t.ID, URLs: r.termURLs(t)})
	}
	return out
}

// writeMethods are the methods of a term for a caller who may change it.
var writeMethods = []string{"GET", "POST", "PUT", "PATCH", "DELETE"}

// Handlers of /categories and /tags.

func (a *api) listTerms(info taxonomyInfo) func(r *request) error {
	return func(r *request) error {
		p := r.p
		q := calendar.TermQuery{
			Paging:     calendar.Paging{Page: p.intArg("page"), PerPage: p.intArg("per_page")},
			Search:     p.text("search"),
			ExcludeIDs: p.ids("exclude"), IDs: p.ids("include"),
			Order: p.text("order"), OrderBy: p.text("orderby"),
			HideEmpty: p.boolean("hide_empty"),
			Post:      p.integer("post"), Event: p.integer("event"),
			Slug:     p.text("slug"),
			Language: r.lang,
		}
		if info.tax.Hierarchical() {
			q.Parent = p.integer("parent")
		}
		page, err := a.cal.Terms.List(r.ctx(), info.tax, q)
		if err != nil || len(r.p.errs) > 0 {
			return r.refuse(err)
		}
		items := make([]termJSON, 0, len(page.Items))
		for _, t := range page.Items {
			items = append(items, a.termJSON(r, t))
		}
		base := r.root + info.collection + "/"
		totalPages := pageCount(page.Total, page.PerPage)
		body := map[string]any{"rest_url": base, "total": page.Total, "total_pages": totalPages, info.collection: items}
		if page.Number < totalPages {
			body["next_rest_url"] = base + "?page=" + strconv.Itoa(page.Number+1)
		}
		if page.Number > 1 {
			body["previous_rest_url"] = base
			if page.Number > 2 {
				body["previous_rest_url"] = base + "?page=" + strconv.Itoa(page.Number-1)
			}
		}
		setTotals(r, page.Total, totalPages)
		return writeJSON(r.c, 200, body)
	}
}

func (a *api) getTerm(info taxonomyInfo) func(r *request) error {
	return func(r *request) error {
		t, err := a.cal.Terms.Get(r.ctx(), info.tax, r.id(), r.lang)
		if err != nil {
			return err
		}
		return writeJSON(r.c, 200, r.withLinks(info, a.termJSON(r, t), []string{"GET"}))
	}
}

func termInput(r *request) calendar.TermInput {
	p := r.p
	in := calendar.TermInput{Name: p.str("name"), Description: p.str("description"), Slug: p.str("slug"),
		Parent: p.integer("parent"), Language: r.lang}
	return in
}

func (a *api) createTerm(info taxonomyInfo) func(r *request) error {
	return func(r *request) error {
		in := termInput(r)
		if len(r.p.errs) > 0 {
			return r.refuse(a.cal.Terms.Check(r.ctx(), info.tax, 0, in))
		}
		t, err := a.cal.Terms.Create(r.ctx(), info.tax, in)
		if err != nil {
			return r.refuse(err)
		}
		j := a.termJSON(r, t)
		r.c.Set("Location", j.URLs.Self)
		return writeJSON(r.c, 201, r.withLinks(info, j, writeMethods))
	}
}

func (a *api) updateTerm(info taxonomyInfo) func(r *request) error {
	return func(r *request) error {
		in := termInput(r)
		if len(r.p.errs) > 0 {
			return r.refuse(a.cal.Terms.Check(r.ctx(), info.tax, r.id(), in))
		}
		t, err := a.cal.Terms.Update(r.ctx(), info.tax, r.id(), in)
		if err != nil {
			return r.refuse(err)
		}
		return writeJSON(r.c, 200, r.withLinks(info, a.termJSON(r, t), writeMethods))
	}
}

func (a *api) deleteTerm(info taxonomyInfo) func(r *request) error {
	return func(r *request) error {
		t, err := a.cal.Terms.Delete(r.ctx(), info.tax, r.id(), r.lang)
		if err != nil {
			return err
		}
		return writeJSON(r.c, 200, a.termJSON(r, t))
	}
}
