package careers

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// QuestionKind is the type of an application question, which fixes the
// JSON type of its answer's value.
type QuestionKind string

// Question kinds and the answer value each takes.
const (
	QuestionShortText      QuestionKind = "short_text"      // a string, one line
	QuestionLongText       QuestionKind = "long_text"       // a string
	QuestionSingleChoice   QuestionKind = "single_choice"   // one option's value
	QuestionMultipleChoice QuestionKind = "multiple_choice" // an array of option values
	QuestionYesNo          QuestionKind = "yes_no"          // a boolean
	QuestionNumber         QuestionKind = "number"          // a number
	QuestionDate           QuestionKind = "date"            // "YYYY-MM-DD"
	QuestionFile           QuestionKind = "file"            // the id of a queued file
)

// QuestionKinds lists the kinds in the order the documentation gives.
var QuestionKinds = []QuestionKind{
	QuestionShortText, QuestionLongText, QuestionSingleChoice, QuestionMultipleChoice,
	QuestionYesNo, QuestionNumber, QuestionDate, QuestionFile,
}

func (k QuestionKind) choice() bool {
	return k == QuestionSingleChoice || k == QuestionMultipleChoice
}

func (k QuestionKind) text() bool { return k == QuestionShortText || k == QuestionLongText }

// Bounds of questions.
const (
	MaxQuestions      = 50
	maxQuestionLabel  = 500
	maxQuestionHelp   = 2000
	maxOptions        = 50
	maxOptionLabel    = 255
	maxShortTextLimit = 1000
	maxLongTextLimit  = maxText
	defaultShortText  = maxName
)

// QuestionText is a question's label and help text in one language.
type QuestionText struct {
	Label string `json:"label"`
	Help  string `json:"help,omitempty"`
}

// QuestionOption is one choice of a choice question: Value is what an
// answer sends, Labels what a form shows, by language.
type QuestionOption struct {
	Value  string            `json:"value"`
	Labels map[string]string `json:"labels"`
}

// Label returns the option's label in lang, else in fallback, else in the
// first language it has.
func (o QuestionOption) Label(lang, fallback string) string {
	l := pickLanguage([]string{lang}, fallback, func(l string) bool { return o.Labels[l] != "" })
	return o.Labels[l]
}

// QuestionLimits bound an answer; nil is no bound. MinLength/MaxLength
// count characters of text answers (MaxLength defaults to 255 for short
// and 10,000 for long texts), Min/Max bound numbers, MinChoices/MaxChoices
// the options of a multiple choice.
type QuestionLimits struct {
	MinLength  *int     `json:"min_length,omitempty"`
	MaxLength  *int     `json:"max_length,omitempty"`
	Min        *float64 `json:"min,omitempty"`
	Max        *float64 `json:"max,omitempty"`
	MinChoices *int     `json:"min_choices,omitempty"`
	MaxChoices *int     `json:"max_choices,omitempty"`
}

// Question is an application question of a job, or a company default
// (JobID nil) that new jobs copy.
type Question struct {
	bun.BaseModel `bun:"table:careers_questions"`

	ID        int64                   `bun:"id,pk,autoincrement"`
	CompanyID int64                   `bun:"company_id,notnull"`
	JobID     *int64                  `bun:"job_id"`
	Position  int                     `bun:"position,notnull"`
	Kind      QuestionKind            `bun:"kind,notnull"`
	Required  bool                    `bun:"required,notnull"`
	Texts     map[string]QuestionText `bun:"texts,type:jsonb,notnull"`
	Options   []QuestionOption        `bun:"options,type:jsonb,notnull"`
	Limits    QuestionLimits          `bun:"limits,type:jsonb,notnull"`
	// FileKinds are the kinds of queued file a file question takes.
	FileKinds []Kind    `bun:"file_kinds,type:jsonb,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// Text returns the question's texts in lang, else in fallback (the job's
// default language), else in the first language it has: the job's
// fallback rule (Job.Text).
func (q *Question) Text(lang, fallback string) (string, QuestionText) {
	l := pickLanguage([]string{lang}, fallback, func(l string) bool { return q.Texts[l].Label != "" })
	return l, q.Texts[l]
}

// MaxLength is the longest text answer the question takes.
func (q *Question) MaxLength() int {
	if q.Limits.MaxLength != nil {
		return *q.Limits.MaxLength
	}
	if q.Kind == QuestionLongText {
		return maxLongTextLimit
	}
	return defaultShortText
}

// QuestionInput is one question of SetQuestions: ID names an existing
// question of the same list to change (0 adds one). Field errors name
// its parts relative to it ("texts/nl/label", "options/2/value").
type QuestionInput struct {
	ID        int64
	Kind      QuestionKind
	Required  bool
	Texts     map[string]QuestionText
	Options   []QuestionOption
	Limits    QuestionLimits
	FileKinds []Kind
}

var optionValue = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

// normalize trims the texts and drops empty languages.
func (in *QuestionInput) normalize() {
	texts := map[string]QuestionText{}
	for l, t := range in.Texts {
		t.Label, t.Help = strings.TrimSpace(t.Label), strings.TrimSpace(t.Help)
		if t.Label != "" || t.Help != "" {
			texts[l] = t
		}
	}
	in.Texts = texts
	for i := range in.Options {
		o := &in.Options[i]
		o.Value = strings.TrimSpace(o.Value)
		labels := map[string]string{}
		for l, s := range o.Labels {
			if s = strings.TrimSpace(s); s != "" {
				labels[l] = s
			}
		}
		o.Labels = labels
	}
	if in.Options == nil || !in.Kind.choice() {
		in.Options = []QuestionOption{}
	}
	if in.FileKinds == nil || in.Kind != QuestionFile {
		in.FileKinds = []Kind{}
	}
	if !in.Kind.text() {
		in.Limits.MinLength, in.Limits.MaxLength = nil, nil
	}
	if in.Kind != QuestionNumber {
		in.Limits.Min, in.Limits.Max = nil, nil
	}
	if in.Kind != QuestionMultipleChoice {
		in.Limits.MinChoices, in.Limits.MaxChoices = nil, nil
	}
}

// errors lists the rules the question breaks, prefixed with p.
func (in QuestionInput) errors(p string) []modules.FieldError {
	var fe []modules.FieldError
	add := func(field, msg string) { fe = append(fe, modules.FieldError{Field: p + field, Message: msg}) }
	if !slices.Contains(QuestionKinds, in.Kind) {
		add("kind", "must be one of "+joinKinds())
	}
	if len(in.Texts) == 0 {
		add("texts", "needs a label in at least one language")
	}
	for _, l := range sortedKeys(in.Texts) {
		t := in.Texts[l]
		switch {
		case !ValidLanguage(l):
			add("texts/"+l, "must be one of nl, fr, en")
		case t.Label == "":
			add("texts/"+l+"/label", "is required")
		case utf8.RuneCountInString(t.Label) > maxQuestionLabel:
			add("texts/"+l+"/label", "must be at most "+strconv.Itoa(maxQuestionLabel)+" characters")
		}
		if utf8.RuneCountInString(t.Help) > maxQuestionHelp {
			add("texts/"+l+"/help", "must be at most "+strconv.Itoa(maxQuestionHelp)+" characters")
		}
	}
	if in.Kind.choice() {
		switch {
		case len(in.Options) == 0:
			add("options", "a choice question needs options")
		case len(in.Options) > maxOptions:
			add("options", "at most "+strconv.Itoa(maxOptions)+" options")
		}
		seen := map[string]bool{}
		for i, o := range in.Options {
			op := "options/" + strconv.Itoa(i) + "/"
			switch {
			case !optionValue.MatchString(o.Value):
				add(op+"value", "must be 1 to 64 letters, digits, '_', '.' or '-'")
			case seen[o.Value]:
				add(op+"value", "is used by another option")
			}
			seen[o.Value] = true
			if len(o.Labels) == 0 {
				add(op+"labels", "needs a label in at least one language")
			}
			for _, l := range sortedKeys(o.Labels) {
				switch {
				case !ValidLanguage(l):
					add(op+"labels/"+l, "must be one of nl, fr, en")
				case utf8.RuneCountInString(o.Labels[l]) > maxOptionLabel:
					add(op+"labels/"+l, "must be at most "+strconv.Itoa(maxOptionLabel)+" characters")
				}
			}
		}
	}
	lim := in.Limits
	if in.Kind.text() {
		top := maxShortTextLimit
		if in.Kind == QuestionLongText {
			top = maxLongTextLimit
		}
		if lim.MaxLength != nil && (*lim.MaxLength < 1 || *lim.MaxLength > top) {
			add("limits/max_length", "must be 1 to "+strconv.Itoa(top))
		}
		if lim.MinLength != nil && (*lim.MinLength < 0 || *lim.MinLength > top) {
			add("limits/min_length", "must be 0 to "+strconv.Itoa(top))
		} else if lim.MinLength != nil && lim.MaxLength != nil && *lim.MinLength > *lim.MaxLength {
			add("limits/min_length", "must not exceed max_length")
		}
	}
	if lim.Min != nil && lim.Max != nil && *lim.Min > *lim.Max {
		add("limits/min", "must not exceed max")
	}
	if in.Kind == QuestionMultipleChoice {
		n := len(in.Options)
		if lim.MinChoices != nil && (*lim.MinChoices < 0 || *lim.MinChoices > n) {
			add("limits/min_choices", "must be 0 to the number of options")
		}
		if lim.MaxChoices != nil && (*lim.MaxChoices < 1 || *lim.MaxChoices > n) {
			add("limits/max_choices", "must be 1 to the number of options")
		} else if lim.MinChoices != nil && lim.MaxChoices != nil && *lim.MinChoices > *lim.MaxChoices {
			add("limits/min_choices", "must not exceed max_choices")
		}
	}
	if in.Kind == QuestionFile {
		if len(in.FileKinds) == 0 {
			add("file_kinds", "a file question needs at least one kind (image, document)")
		}
		for i, k := range in.FileKinds {
			if k != KindImage && k != KindDocument {
				add("file_kinds/"+strconv.Itoa(i), "must be image or document")
			}
		}
	}
	return fe
}

func joinKinds() string {
	s := make([]string, len(QuestionKinds))
	for i, k := range QuestionKinds {
		s[i] = string(k)
	}
	return strings.Join(s, ", ")
}

// sortedKeys returns a map's keys in Languages order, then the others
// sorted (for stable error lists).
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for _, l := range Languages {
		if _, ok := m[l]; ok {
			keys = append(keys, l)
		}
	}
	var rest []string
	for k := range m {
		if !ValidLanguage(k) {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	return append(keys, rest...)
}
