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
