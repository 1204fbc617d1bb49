package calendar

import "corkboard/modules"

// Paging limits of every calendar archive.
const (
	DefaultPerPage = 10
	MaxPerPage     = 50
)

// Paging is the page request of an archive; nil members take the
// defaults (page 1, 10 per page). per_page above 50 is clamped, not
// refused.
type Paging struct {
	Page    *int
	PerPage *int
}

func (p Paging) validate(v *validation) {
	if p.Page != nil {
		v.check("page", *p.Page >= 1)
	}
	if p.PerPage != nil {
		v.check("per_page", *p.PerPage >= 1)
	}
}

func (p Paging) request() modules.PageRequest {
	r := modules.PageRequest{Page: 1, PerPage: DefaultPerPage}
	if p.Page != nil {
		r.Page = *p.Page
	}
	if p.PerPage != nil {
		r.PerPage = min(*p.PerPage, MaxPerPage)
	}
	return r
}
