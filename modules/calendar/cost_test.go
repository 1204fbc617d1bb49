package calendar

import (
	"reflect"
	"testing"
)

func TestCost(t *testing.T) {
	tests := []struct {
		name          string
		cost          []string
		symbol, pos   string // the event's currency settings
		text          string
		dSymbol, dPos string // the details: the settings, else as written
		values        []string
	}{
		{"none", nil, "", "", "", "", "", []string{}},
		{"postfix symbol in the cost", []string{"20$"}, "", "", "20$", "$", "postfix", []string{"20"}},
		{"prefix symbol in the cost", []string{"€ 15"}, "", "", "€15", "€", "prefix", []string{"15"}},
		{"several values with free", []string{"0$", "20$", "30$"}, "", "", "Free – 30$", "$", "postfix", []string{"0", "20", "30"}},
		{"a range in one string", []string{"10 - 25"}, "$", "prefix", "$10 – $25", "$", "prefix", []string{"10", "25"}},
		{"event currency settings", []string{"10"}, "$", "prefix", "$10", "$", "prefix", []string{"10"}},
		{"the settings win over the cost", []string{"10€"}, "CHF ", "prefix", "CHF 10", "CHF ", "prefix", []string{"10"}},
		{"a symbol setting keeps the written position", []string{"10€"}, "£", "", "10£", "£", "postfix", []string{"10"}},
		{"free", []string{"0"}, "", "", "Free", "", "", []string{"0"}},
		{"text without a number", []string{"Donation"}, "", "", "Donation", "", "", []string{}},
		{"unsorted", []string{"30", "5.50"}, "£", "", "£5.50 – £30", "£", "", []string{"5.50", "30"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &Event{Cost: tt.cost, CurrencySymbol: tt.symbol, CurrencyPosition: tt.pos, CurrencyCode: "XYZ"}
			if got := e.CostText(); got != tt.text {
				t.Errorf("text %q, want %q", got, tt.text)
			}
			d := e.CostDetails()
			if d.Symbol != tt.dSymbol || d.Position != tt.dPos || d.Code != "XYZ" || !reflect.DeepEqual(d.Values, tt.values) {
				t.Errorf("details %+v", d)
			}
		})
	}
}
