package modules

// PageRequest asks for one page of a list (1-based).
type PageRequest struct {
	Page    int
	PerPage int
}

// Offset is the number of rows before the page.
func (p PageRequest) Offset() int { return (p.Page - 1) * p.PerPage }

// TotalPages is the number of pages for total rows.
func (p PageRequest) TotalPages(total int) int {
	if p.PerPage <= 0 {
		return 0
	}
	return (total + p.PerPage - 1) / p.PerPage
}

// Page is one page of a list: the one page type of every module.
type Page[T any] struct {
	Items []T
	// Page is the page number, from 1; PerPage its size.
	Page, PerPage int
	// Total counts the matching items and TotalPages the pages they fill;
	// both stay 0 when the caller asked not to count (SkipTotal).
	Total, TotalPages int
}
