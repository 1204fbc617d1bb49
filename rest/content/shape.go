package content

import (
	"bytes"
	"time"

	json "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v2"
)

// TimeFormat is the timestamp format of the interface: UTC, ISO 8601,
// microseconds.
const TimeFormat = "2006-01-02T15:04:05.000000Z"

// Timestamp renders a time in TimeFormat.
type Timestamp time.Time

// MarshalJSON implements json.Marshaler.
func (t Timestamp) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, len(TimeFormat)+2)
	b = append(b, '"')
	b = time.Time(t).UTC().AppendFormat(b, TimeFormat)
	return append(b, '"'), nil
}

func stamp(t time.Time) Timestamp { return Timestamp(t) }

func stampPtr(t *time.Time) *Timestamp {
	if t == nil {
		return nil
	}
	s := Timestamp(*t)
	return &s
}

// selfLinks is the links object of a single resource.
type selfLinks struct {
	Self string `json:"self"`
}

// link is one entry of a collection's links array.
type link struct {
	Href   string `json:"href"`
	Rel    string `json:"rel"`
	Method string `json:"method"`
}

// sendJSON answers 200 with v as application/json. HTML characters are
// not escaped: the HTML fields stay readable, and the response is never
// sniffed as HTML (nosniff).
func sendJSON(c *fiber.Ctx, v any) error {
	b, err := encodeJSON(v)
	if err != nil {
		return err
	}
	return sendEncoded(c, b)
}

// encodeJSON encodes v as sendJSON sends it (goccy/go-json: the same
// output as encoding/json, in a fraction of the time).
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// sendEncoded answers 200 with JSON bytes b.
func sendEncoded(c *fiber.Ctx, b []byte) error {
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	return c.Send(b)
}
