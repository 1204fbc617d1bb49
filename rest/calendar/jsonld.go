package calendar

import (
	"bytes"
	"encoding/json"
)

// jsonLD is a schema.org document (json_ld) encoded once, safe to embed in a
// <script type="application/ld+json"> element as it is: every <, > and &
// in it is written \u003c, \u003e, \u0026 (as PHP's JSON_HEX_TAG and
// JSON_HEX_AMP do), so no text in it can end the element ("</script>") or
// open a comment ("<!--"). JSON.parse of the element's text gives back the
// values. The response encoder copies it unchanged.
type jsonLD = json.RawMessage

// encodeLD encodes v with HTML-safe escaping (encoding/json's default).
func encodeLD(v map[string]any) jsonLD {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(true)
	if err := enc.Encode(v); err != nil { // maps of strings and numbers: never
		return jsonLD("{}")
	}
	return jsonLD(bytes.TrimRight(buf.Bytes(), "\n"))
}
