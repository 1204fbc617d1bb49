package careers

import (
	"io"
	"path"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/uptrace/bun"
)

// FileStatus is the life cycle of an uploaded file.
type FileStatus string

// File statuses: queued files wait (until ExpiresAt) to be attached to an
// application; attached files belong to one and never expire.
const (
	FileQueued   FileStatus = "queued"
	FileAttached FileStatus = "attached"
)

// Purposes of attached files.
const (
	PurposePhoto = "photo"
	PurposeCV    = "curriculum_vitae"
)

// File is an uploaded file: its sniffed type, original name and object key.
type File struct {
	bun.BaseModel `bun:"table:careers_files"`

	ID            int64      `bun:"id,pk,autoincrement"`
	CompanyID     int64      `bun:"company_id,notnull"`
	Kind          Kind       `bun:"kind,notnull"`
	MediaType     string     `bun:"media_type,notnull"`
	NameOriginal  string     `bun:"name_original,notnull"`
	Size          int64      `bun:"size,notnull"`
	StorageKey    string     `bun:"storage_key,notnull"`
	Status        FileStatus `bun:"status,notnull"`
	Purpose       *string    `bun:"purpose"`
	ApplicationID *int64     `bun:"application_id"`
	ExpiresAt     *time.Time `bun:"expires_at"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	UpdatedAt     time.Time  `bun:"updated_at,notnull"`

	// URL is a signed download link (attachment), filled by reads meant
	// for people who may download the file (admin users).
	URL string `bun:"-"`
}

// Upload is the input of an upload: a kind, the client's file name and
// the bytes, read once as a stream.
type Upload struct {
	Kind Kind
	Name string
	Body io.Reader
}

// SanitizeFileName keeps the last path element of a client's file name,
// without control or format characters, as valid UTF-8 of at most 255
// bytes; "file" when nothing is left.
func SanitizeFileName(name string) string {
	name = strings.ToValidUTF8(name, "\uFFFD")
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, name)
	name = strings.Trim(name, " .")
	for len(name) > 255 {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	if name == "" {
		return "file"
	}
	return name
}

// extensions are the file name extensions that match each sniffed type;
// the first is the one a download name gets.
var extensions = map[string][]string{
	TypeJPEG: {".jpg", ".jpeg"}, TypePNG: {".png"}, TypeWebP: {".webp"},
	TypePDF: {".pdf"}, TypeDOCX: {".docx"}, TypeDOC: {".doc"}, TypeODT: {".odt"},
	TypeRTF: {".rtf"}, TypeText: {".txt", ".text", ".md"},
}

// DownloadName is the name a file is downloaded under: the client's name
// with an extension that matches the sniffed type, so that a polyglot
// uploaded as "cv.html" is saved as "cv.pdf" and opens as what it was
// accepted as.
func DownloadName(name, mediaType string) string {
	exts := extensions[mediaType]
	if len(exts) == 0 {
		return name
	}
	ext := strings.ToLower(path.Ext(name))
	for _, e := range exts {
		if ext == e {
			return name
		}
	}
	return strings.TrimSuffix(name, path.Ext(name)) + exts[0]
}
