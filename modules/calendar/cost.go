package calendar

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// CostDetails is the parsed cost of an event: its currency symbol, code
// and symbol position (the event's currency settings, else the symbol and
// position as written in the cost strings), and the numeric values,
// sorted.
type CostDetails struct {
	Symbol   string
	Code     string
	Position string // "prefix", "postfix" or ""
	Values   []string
}

var costNumber = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// CostDetails parses the event's cost strings; the event's currency
// settings win over the symbol and position written in them.
func (e *Event) CostDetails() CostDetails {
	d := e.writtenCost()
	if e.CurrencySymbol != "" {
		d.Symbol = e.CurrencySymbol
	}
	if e.CurrencyPosition != "" {
		d.Position = e.CurrencyPosition
	}
	d.Code = e.CurrencyCode
	return d
}

// writtenCost parses the cost strings alone: the first currency symbol
// written before or after a number, and the values.
func (e *Event) writtenCost() CostDetails {
	d := CostDetails{Values: []string{}}
	seen := map[string]bool{}
	for _, c := range e.Cost {
		locs := costNumber.FindAllStringIndex(c, -1)
		if len(locs) == 0 {
			continue
		}
		if d.Symbol == "" {
			if before := symbolText(c[:locs[0][0]]); before != "" {
				d.Symbol, d.Position = before, "prefix"
			} else if after := symbolText(c[locs[len(locs)-1][1]:]); after != "" {
				d.Symbol, d.Position = after, "postfix"
			}
		}
		for _, l := range locs {
			v := c[l[0]:l[1]]
			if !seen[v] {
				seen[v] = true
				d.Values = append(d.Values, v)
			}
		}
	}
	sort.SliceStable(d.Values, func(i, j int) bool { return costValue(d.Values[i]) < costValue(d.Values[j]) })
	return d
}

// symbolText is the currency symbol in the text around a number: what is
// left without spaces and range separators.
func symbolText(s string) string {
	return strings.TrimSpace(strings.Trim(s, " -–—~/"))
}

func costValue(s string) float64 {
	f, _ := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	return f
}

// CostText is the cost as shown: "Free" for zero, the symbol before or
// after each value (the event's currency settings win over the symbol
// written in the cost), "<min> – <max>" for several values, the text as
// written when it holds no number, "" when none.
func (e *Event) CostText() string {
	d := e.CostDetails()
	if len(d.Values) == 0 {
		var parts []string
		for _, c := range e.Cost {
			if c = strings.TrimSpace(c); c != "" {
				parts = append(parts, c)
			}
		}
		return strings.Join(parts, ", ")
	}
	symbol, position := d.Symbol, d.Position
	format := func(v string) string {
		if costValue(v) == 0 {
			return "Free"
		}
		if position == "postfix" {
			return v + symbol
		}
		return symbol + v
	}
	lo, hi := d.Values[0], d.Values[len(d.Values)-1]
	if lo == hi {
		return format(lo)
	}
	return format(lo) + " – " + format(hi)
}

// OfferCurrency is the event's currency code, or one guessed from its
// symbol (for schema.org offers).
func (e *Event) OfferCurrency() string {
	if e.CurrencyCode != "" {
		return e.CurrencyCode
	}
	symbol := e.CostDetails().Symbol
	return map[string]string{"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "CHF": "CHF"}[symbol]
}
