package content

import (
	"corkboard/modules/careers"
)

// formQuestion is one application question of a job's detail
// (application_form.questions), in the served language.
type formQuestion struct {
	ID        int64                  `json:"id"`
	Type      careers.QuestionKind   `json:"type"`
	Required  bool                   `json:"required"`
	Language  string                 `json:"language"`
	Label     string                 `json:"label"`
	Help      *string                `json:"help"`
	Options   []formOption           `json:"options"`
	Limits    careers.QuestionLimits `json:"limits"`
	FileKinds []careers.Kind         `json:"file_kinds"`
}

type formOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// formConsent is one consent of a job's detail
// (application_form.consents), in the served language.
type formConsent struct {
	ID       int64               `json:"id"`
	Kind     careers.ConsentKind `json:"kind"`
	Version  int                 `json:"version"`
	Required bool                `json:"required"`
	Language string              `json:"language"`
	Text     string              `json:"text"`
}

// formQuestions renders a job's questions in lang, each falling back to
// the job's default language as the job's texts do.
func formQuestions(qs []careers.Question, lang, fallback string) []formQuestion {
	out := make([]formQuestion, len(qs))
	for i := range qs {
		q := &qs[i]
		l, t := q.Text(lang, fallback)
		var help *string
		if t.Help != "" {
			help = &t.Help
		}
		opts := make([]formOption, len(q.Options))
		for k, o := range q.Options {
			opts[k] = formOption{Value: o.Value, Label: o.Label(l, fallback)}
		}
		lim := q.Limits
		if q.Kind == careers.QuestionShortText || q.Kind == careers.QuestionLongText {
			n := q.MaxLength()
			lim.MaxLength = &n
		}
		out[i] = formQuestion{ID: q.ID, Type: q.Kind, Required: q.Required, Language: l, Label: t.Label, Help: help,
			Options: opts, Limits: lim, FileKinds: q.FileKinds}
	}
	return out
}

// formConsents renders the consents in lang (else fallback).
func formConsents(cs []careers.Consent, lang, fallback string) []formConsent {
	out := make([]formConsent, len(cs))
	for i := range cs {
		l, text := cs[i].Text(lang, fallback)
		out[i] = formConsent{ID: cs[i].ID, Kind: cs[i].Kind, Version: cs[i].Version, Required: cs[i].Required, Language: l, Text: text}
	}
	return out
}
