package careers

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"

	"corkboard/modules/media"
)

// imageHeadLimit is how far into an image its dimensions must be found
// (JPEG metadata segments may come before the frame header).
const imageHeadLimit = 256 << 10

// imageCheck reads an image's dimensions with the decoders' DecodeConfig
// (which parse headers only, never pixels) from the first bytes of the
// stream, and fails as soon as they are known to be too large, or when
// they cannot be read: a decompression bomb is refused before the rest
// of it is stored, and nothing ever decodes it.
type imageCheck struct {
	mediaType string
	maxPixels int64
	buf       []byte
	skip      int // bytes to ignore: the head, fed once already
	done      bool
	err       error
}

func newImageCheck(mediaType string, maxPixels int64, head []byte) *imageCheck {
	if maxPixels <= 0 {
		maxPixels = DefaultSettings().MaxImagePixels
	}
	c := &imageCheck{mediaType: mediaType, maxPixels: maxPixels}
	c.Write(head)
	c.skip = len(head)
	return c
}

func (c *imageCheck) Write(p []byte) {
	if c.skip > 0 {
		n := min(c.skip, len(p))
		c.skip -= n
		p = p[n:]
	}
	if c.done || c.err != nil || len(p) == 0 {
		return
	}
	c.buf = append(c.buf, p[:min(len(p), imageHeadLimit-len(c.buf))]...)
	c.try(false)
	if !c.done && c.err == nil && len(c.buf) >= imageHeadLimit {
		c.err = &sniffError{"the image's dimensions could not be read"}
	}
}

// Err is the verdict as soon as there is one (verifyReader stops the
// stream on it).
func (c *imageCheck) Err() error { return c.err }

func (c *imageCheck) Verdict() error {
	if !c.done && c.err == nil {
		c.try(true)
	}
	if !c.done && c.err == nil {
		c.err = &sniffError{"the image's dimensions could not be read"}
	}
	return c.err
}

// try reads the dimensions from what arrived so far; complete says the
// stream has ended.
func (c *imageCheck) try(complete bool) {
	w, h, err := imageSize(c.mediaType, c.buf)
	switch {
	case err == nil:
		c.done = true
		if w <= 0 || h <= 0 {
			c.err = &sniffError{"the image has no pixels"}
		} else if int64(w)*int64(h) > c.maxPixels {
			c.err = media.TooManyPixels(w, h, c.maxPixels)
		}
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		if complete {
			c.err = &sniffError{"the image is truncated"}
		}
	default:
		c.err = &sniffError{"the file is not a valid " + c.mediaType + " image"}
	}
}

// imageSize returns the dimensions in an image's header. io.ErrUnexpectedEOF
// means more bytes are needed.
func imageSize(mediaType string, b []byte) (int, int, error) {
	var cfg image.Config
	var err error
	switch mediaType {
	case TypePNG:
		cfg, err = png.DecodeConfig(bytes.NewReader(b))
	case TypeJPEG:
		cfg, err = jpeg.DecodeConfig(bytes.NewReader(b))
	case TypeWebP:
		return webpSize(b)
	default:
		return 0, 0, fmt.Errorf("no size reader for %s", mediaType)
	}
	return cfg.Width, cfg.Height, err
}

// webpSize reads the canvas size of a WebP file: the VP8X extended
// header, or the first frame of a simple lossy (VP8) or lossless (VP8L)
// file.
func webpSize(b []byte) (int, int, error) {
	if len(b) < 16 {
		return 0, 0, io.ErrUnexpectedEOF
	}
	if string(b[:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		return 0, 0, errors.New("not a WebP file")
	}
	need := map[string]int{"VP8X": 30, "VP8L": 25, "VP8 ": 30}[string(b[12:16])]
	if len(b) < need {
		return 0, 0, io.ErrUnexpectedEOF
	}
	le24 := func(p []byte) int { return int(p[0]) | int(p[1])<<8 | int(p[2])<<16 }
	switch string(b[12:16]) {
	case "VP8X":
		return 1 + le24(b[24:27]), 1 + le24(b[27:30]), nil
	case "VP8L":
		if b[20] != 0x2f {
			return 0, 0, errors.New("bad VP8L signature")
		}
		bits := binary.LittleEndian.Uint32(b[21:25])
		return 1 + int(bits&0x3fff), 1 + int(bits>>14&0x3fff), nil
	case "VP8 ":
		if b[23] != 0x9d || b[24] != 0x01 || b[25] != 0x2a {
			return 0, 0, errors.New("bad VP8 start code")
		}
		return int(binary.LittleEndian.Uint16(b[26:28]) & 0x3fff), int(binary.LittleEndian.Uint16(b[28:30]) & 0x3fff), nil
	}
	return 0, 0, errors.New("unknown WebP chunk")
}
