package database

import (
	stdjson "encoding/json"
	"reflect"
	"testing"

	"github.com/uptrace/bun/extra/bunjson"
)

// A JSON column's value as the careers and calendar modules store them.
type jsonColumn struct {
	Min      float64           `json:"min"`
	Max      float64           `json:"max"`
	Currency string            `json:"currency"`
	Period   string            `json:"period,omitempty"`
	Fields   map[string]string `json:"fields"`
	Names    map[string]string `json:"names,omitempty"`
	Skip     string            `json:"-"`
}

var jsonColumnDoc = []byte(`{"min":2500,"max":4500.5,"currency":"EUR","period":"month",` +
	`"fields":{"photo":"hidden","phone":"optional","motivation":"optional","curriculum_vitae":"required","education":"optional","experience":"optional"},` +
	`"names":{"en":"Engineering","nl":"Techniek","fr":"Ingénierie \u00e9 \"q\""}}`)

// TestJSONColumnsDecodeAsEncodingJSON: bun's JSON provider (goccy)
// decodes and encodes column values as encoding/json does.
func TestJSONColumnsDecodeAsEncodingJSON(t *testing.T) {
	var got, want jsonColumn
	if err := bunjson.Unmarshal(jsonColumnDoc, &got); err != nil {
		t.Fatal(err)
	}
	if err := stdjson.Unmarshal(jsonColumnDoc, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	gotOut, err := bunjson.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	wantOut, _ := stdjson.Marshal(want)
	if string(gotOut) != string(wantOut) {
		t.Fatalf("encoded %s, want %s", gotOut, wantOut)
	}
	if err := bunjson.Unmarshal([]byte(`{"min":"x"}`), &got); err == nil {
		t.Fatal("a string for a number was accepted")
	}
}

// BenchmarkJSONColumns compares decoding a column value with bun's
// provider against encoding/json.
func BenchmarkJSONColumns(b *testing.B) {
	for name, decode := range map[string]func([]byte, any) error{"bunjson": bunjson.Unmarshal, "encoding-json": stdjson.Unmarshal} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var v jsonColumn
				if err := decode(jsonColumnDoc, &v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
