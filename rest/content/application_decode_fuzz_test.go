package content

import "testing"

// FuzzDecodeApplication: any body decodes to an input or an error, never
// a panic.
func FuzzDecodeApplication(f *testing.F) {
	for _, seed := range []string{
		`{"data":{"type":"application","attributes":{"job_id":1,"first_name":"A","education":[{"title":"x"}]}}}`,
		`{"data":{"type":"application","attributes":{"education":[1,null,{"title":5}],"experience":"x"}}}`,
		`{"data":null}`, `[]`, `{"data":{"type":"application","attributes":[]}}`, `{`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		_, _ = decodeApplication(body)
	})
}
