package careers

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// ConsentKind is what a consent is for.
type ConsentKind string

// Consent kinds. A company has at most one active consent of each kind
// but custom; the processing consent is what the `disclaimer` attribute
// of an application gives.
const (
	ConsentProcessing ConsentKind = "processing"
	ConsentTalentPool ConsentKind = "talent_pool"
	ConsentMarketing  ConsentKind = "marketing"
	ConsentCustom     ConsentKind = "custom"
)

// ConsentKinds lists the kinds.
var ConsentKinds = []ConsentKind{ConsentProcessing, ConsentTalentPool, ConsentMarketing, ConsentCustom}

// Bounds of consents.
const (
	maxConsents    = 20
	maxConsentText = 5000
)

// Consent is a consent a company asks applicants for. Its Texts (sanitised
// HTML by language) are at Version; each change of the texts is a new
// version, the old ones kept in ConsentVersion. Inactive consents are no
// longer asked for (applications keep what they gave).
type Consent struct {
	bun.BaseModel `bun:"table:careers_consents"`

	ID        int64             `bun:"id,pk,autoincrement"`
	CompanyID int64             `bun:"company_id,notnull"`
	Kind      ConsentKind       `bun:"kind,notnull"`
	Name      string            `bun:"name,notnull"`
	Required  bool              `bun:"required,notnull"`
	Active    bool              `bun:"active,notnull"`
	Position  int               `bun:"position,notnull"`
	Version   int               `bun:"version,notnull"`
	Texts     map[string]string `bun:"texts,type:jsonb,notnull"`
	CreatedAt time.Time         `bun:"created_at,notnull"`
	UpdatedAt time.Time         `bun:"updated_at,notnull"`
}

// Text returns the consent's text in lang, else in fallback, else in the
// first language it has.
func (c *Consent) Text(lang, fallback string) (string, string) {
	l := pickLanguage([]string{lang}, fallback, func(l string) bool { return c.Texts[l] != "" })
	return l, c.Texts[l]
}

// ConsentVersion is the text of one version of a consent.
type ConsentVersion struct {
	bun.BaseModel `bun:"table:careers_consent_versions"`

	ConsentID int64             `bun:"consent_id,pk"`
	Version   int               `bun:"version,pk"`
	Texts     map[string]string `bun:"texts,type:jsonb,notnull"`
	CreatedAt time.Time         `bun:"created_at,notnull"`
}

// ApplicationConsent records that an application gave a version of a
// consent, and when. Kind and Texts are loaded with it (the version's).
type ApplicationConsent struct {
	bun.BaseModel `bun:"table:careers_application_consents,alias:ac"`

	ApplicationID int64     `bun:"application_id,pk"`
	ConsentID     int64     `bun:"consent_id,pk"`
	Version       int       `bun:"version,notnull"`
	GivenAt       time.Time `bun:"given_at,notnull"`

	Kind  ConsentKind       `bun:"kind,scanonly"`
	Name  string            `bun:"name,scanonly"`
	Texts map[string]string `bun:"texts,type:jsonb,scanonly"`
}

// ConsentInput creates (ID 0) or changes a consent. Name labels a custom
// consent for editors. Changing Texts makes a new version.
type ConsentInput struct {
	ID       int64
	Kind     ConsentKind
	Name     string
	Required bool
	Active   bool
	Texts    map[string]string
}

func (in *ConsentInput) normalize() {
	in.Name = strings.TrimSpace(in.Name)
	texts := map[string]string{}
	for l, t := range in.Texts {
		if t = strings.TrimSpace(SanitizeHTML(t)); t != "" {
			texts[l] = t
		}
	}
	in.Texts = texts
}

// Validate checks the rules that need no database.
func (in ConsentInput) Validate() error {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: field, Message: msg}) }
	if !slices.Contains(ConsentKinds, in.Kind) {
		add("kind", "must be processing, talent_pool, marketing or custom")
	}
	switch {
	case in.Kind == ConsentCustom && in.Name == "":
		add("name", "is required for a custom consent")
	case utf8.RuneCountInString(in.Name) > maxName:
		add("name", "must be at most "+strconv.Itoa(maxName)+" characters")
	}
	if len(in.Texts) == 0 {
		add("texts", "needs a text in at least one language")
	}
	for _, l := range sortedKeys(in.Texts) {
		switch {
		case !ValidLanguage(l):
			add("texts/"+l, "must be one of nl, fr, en")
		case utf8.RuneCountInString(in.Texts[l]) > maxConsentText:
			add("texts/"+l, "must be at most "+strconv.Itoa(maxConsentText)+" characters")
		}
	}
	if len(fe) > 0 {
		return modules.Validation(fe...)
	}
	return nil
}

// ConsentGiven is one consent of an application: the id and the version
// whose text the applicant saw (0: the current one).
type ConsentGiven struct {
	ConsentID int64 `json:"consent_id"`
	Version   int   `json:"version"`
}

func sameTexts(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
