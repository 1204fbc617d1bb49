package calendar

import "strconv"

// pageCount is the number of pages of total items (0 when none).
func pageCount(total, perPage int) int {
	if total == 0 || perPage <= 0 {
		return 0
	}
	return (total + perPage - 1) / perPage
}

// setTotals sets the archive headers X-TEC-Total and X-TEC-TotalPages.
func setTotals(r *request, total, pages int) {
	r.c.Set("X-TEC-Total", strconv.Itoa(total))
	r.c.Set("X-TEC-TotalPages", strconv.Itoa(pages))
}
