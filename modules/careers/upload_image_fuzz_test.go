package careers

import "testing"

// FuzzImageCheck: any bytes fed in any chunking either pass the image
// check with dimensions within the limit, or are refused; never a panic,
// and the check reads at most imageHeadLimit bytes.
func FuzzImageCheck(f *testing.F) {
	types := []string{TypePNG, TypeJPEG, TypeWebP}
	const limit = 40_000_000
	f.Fuzz(func(t *testing.T, data []byte, which uint8, chunk uint16) {
		mt := types[int(which)%len(types)]
		head := data[:min(len(data), sniffHeadSize)]
		c := newImageCheck(mt, limit, head)
		step := int(chunk)%4096 + 1
		for i := 0; i < len(data) && c.Err() == nil; i += step {
			c.Write(data[i:min(i+step, len(data))])
		}
		if len(c.buf) > imageHeadLimit {
			t.Fatalf("buffered %d bytes", len(c.buf))
		}
		if c.Err() != nil || c.Verdict() != nil {
			return
		}
		w, h, err := imageSize(mt, c.buf)
		if err != nil || w <= 0 || h <= 0 || int64(w)*int64(h) > limit {
			t.Fatalf("accepted %dx%d (%v)", w, h, err)
		}
	})
}
