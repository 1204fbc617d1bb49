package graph

import (
	"encoding/json"
	"strconv"
	"strings"

	"corkboard/graph/model"
	"corkboard/graph/scalars"
	"corkboard/modules/careers"
)

// questionModel shows a question in lang (else fallback, the job's
// default language; "" for the first language it has).
func questionModel(q *careers.Question, lang, fallback string) model.ApplicationQuestion {
	l, t := q.Text(lang, fallback)
	out := model.ApplicationQuestion{ID: strconv.FormatInt(q.ID, 10), Type: q.Kind, Required: q.Required,
		Language: upper[model.CareersLanguage](l), Label: t.Label, Options: []model.ApplicationQuestionOption{},
		FileKinds: q.FileKinds, Texts: questionTexts(q.Texts)}
	if t.Help != "" {
		out.Help = &t.Help
	}
	for _, o := range q.Options {
		opt := model.ApplicationQuestionOption{Value: o.Value, Label: o.Label(l, fallback), Labels: []model.LocalizedText{}}
		for _, ol := range careers.Languages {
			if s := o.Labels[ol]; s != "" {
				opt.Labels = append(opt.Labels, model.LocalizedText{Language: upper[model.CareersLanguage](ol), Text: s})
			}
		}
		out.Options = append(out.Options, opt)
	}
	lim := q.Limits
	out.Limits = &model.ApplicationQuestionLimits{MinLength: lim.MinLength, MaxLength: lim.MaxLength, Min: lim.Min, Max: lim.Max,
		MinChoices: lim.MinChoices, MaxChoices: lim.MaxChoices}
	if q.Kind == careers.QuestionShortText || q.Kind == careers.QuestionLongText {
		n := q.MaxLength()
		out.Limits.MaxLength = &n
	}
	return out
}

func questionModels(qs []careers.Question, lang, fallback string) []model.ApplicationQuestion {
	out := make([]model.ApplicationQuestion, len(qs))
	for i := range qs {
		out[i] = questionModel(&qs[i], lang, fallback)
	}
	return out
}

func questionTexts(texts map[string]careers.QuestionText) []model.ApplicationQuestionText {
	out := []model.ApplicationQuestionText{}
	for _, l := range careers.Languages {
		if t, ok := texts[l]; ok {
			out = append(out, model.ApplicationQuestionText{Language: upper[model.CareersLanguage](l), Label: t.Label, Help: t.Help})
		}
	}
	return out
}

func localizedTexts(texts map[string]string) []model.LocalizedText {
	out := []model.LocalizedText{}
	for _, l := range careers.Languages {
		if t, ok := texts[l]; ok {
			out = append(out, model.LocalizedText{Language: upper[model.CareersLanguage](l), Text: t})
		}
	}
	return out
}

func consentModel(c *careers.Consent, lang, fallback string) model.Consent {
	l, text := c.Text(lang, fallback)
	return model.Consent{ID: strconv.FormatInt(c.ID, 10), Kind: c.Kind, Name: c.Name, Required: c.Required, Active: c.Active,
		Version: c.Version, Language: upper[model.CareersLanguage](l), Text: text, Texts: localizedTexts(c.Texts)}
}

func consentModels(cs []careers.Consent, lang, fallback string) []model.Consent {
	out := make([]model.Consent, len(cs))
	for i := range cs {
		out[i] = consentModel(&cs[i], lang, fallback)
	}
	return out
}

// questionInputs translates setApplicationQuestions' questions. An id
// that is not a number becomes -1, which the service reports as not a
// question of the list.
func questionInputs(in []model.ApplicationQuestionInput) []careers.QuestionInput {
	out := make([]careers.QuestionInput, len(in))
	for i, q := range in {
		o := careers.QuestionInput{Kind: q.Type, Required: deref(q.Required, false), Texts: map[string]careers.QuestionText{},
			FileKinds: q.FileKinds}
		if q.ID != nil {
			if o.ID, _ = scalars.UnmarshalInt64ID(*q.ID); o.ID <= 0 {
				o.ID = -1
			}
		}
		for _, t := range q.Texts {
			o.Texts[lower(t.Language)] = careers.QuestionText{Label: t.Label, Help: deref(t.Help, "")}
		}
		for _, opt := range q.Options {
			o.Options = append(o.Options, careers.QuestionOption{Value: opt.Value, Labels: localized(opt.Labels)})
		}
		if l := q.Limits; l != nil {
			o.Limits = careers.QuestionLimits{MinLength: l.MinLength, MaxLength: l.MaxLength, Min: l.Min, Max: l.Max,
				MinChoices: l.MinChoices, MaxChoices: l.MaxChoices}
		}
		out[i] = o
	}
	return out
}

// questionPaths names the service's fields of setApplicationQuestions as
// argument paths: "questions/2/texts/nl/label" is
// "questions.2.texts.<place of nl in that question's texts>.label", the
// labels of an option likewise.
func questionPaths(in []model.ApplicationQuestionInput) fieldPaths {
	return fieldPaths{args: careersArgs, resolve: func(field string) (string, bool) {
		segs := strings.Split(field, "/")
		if len(segs) < 2 || segs[0] != "questions" {
			return "", false
		}
		i, err := strconv.Atoi(segs[1])
		if err != nil || i < 0 || i >= len(in) {
			return "", false
		}
		q := in[i]
		for k := 2; k+1 < len(segs); k++ {
			switch {
			case segs[k] == "texts":
				langs := make([]string, len(q.Texts))
				for n, t := range q.Texts {
					langs[n] = lower(t.Language)
				}
				if idx := lastIndex(langs, segs[k+1]); idx >= 0 {
					segs[k+1] = strconv.Itoa(idx)
				}
			case segs[k] == "options":
				o, err := strconv.Atoi(segs[k+1])
				if err == nil && o >= 0 && o < len(q.Options) && k+3 < len(segs) && segs[k+2] == "labels" {
					if idx := lastIndex(localizedLanguages(q.Options[o].Labels), segs[k+3]); idx >= 0 {
						segs[k+3] = strconv.Itoa(idx)
					}
				}
			}
		}
		for k := range segs {
			segs[k] = camel(segs[k])
		}
		return strings.Join(segs, "."), true
	}}
}

// consentPaths names the fields of saveConsent.
func consentPaths(in model.ConsentInput) fieldPaths {
	return fieldPaths{input: "input", args: careersArgs, keyed: map[string][]string{"texts": localizedLanguages(in.Texts)}}
}

// answerInputs and consentsGiven translate ApplicationInput's answers and
// consents; a malformed id becomes 0, which the service refuses.
func answerInputs(in []model.AnswerInput) []careers.AnswerInput {
	var out []careers.AnswerInput
	for _, a := range in {
		id, _ := scalars.UnmarshalInt64ID(a.QuestionID)
		out = append(out, careers.AnswerInput{QuestionID: id, Value: json.RawMessage(a.Value)})
	}
	return out
}

func consentsGiven(in []model.ConsentGivenInput) []careers.ConsentGiven {
	var out []careers.ConsentGiven
	for _, c := range in {
		id, _ := scalars.UnmarshalInt64ID(c.ConsentID)
		out = append(out, careers.ConsentGiven{ConsentID: id, Version: deref(c.Version, 0)})
	}
	return out
}

// answerModels shows an application's answers; labels in the language of
// the application's job (fallback: the first the question had).
func answerModels(app *careers.Application) []model.ApplicationAnswer {
	out := make([]model.ApplicationAnswer, len(app.Answers))
	for i := range app.Answers {
		a := &app.Answers[i]
		_, t := a.Text("")
		m := model.ApplicationAnswer{QuestionID: strconv.FormatInt(a.QuestionID, 10), Type: a.Kind, Label: t.Label,
			Texts: questionTexts(a.Texts), Value: a.Value, Display: a.Display("", app.AnswerFiles)}
		if a.Kind == careers.QuestionFile {
			for k := range app.AnswerFiles {
				if string(a.Value) == strconv.FormatInt(app.AnswerFiles[k].ID, 10) {
					m.File = &app.AnswerFiles[k]
				}
			}
		}
		out[i] = m
	}
	return out
}

func givenConsentModels(app *careers.Application) []model.GivenConsent {
	out := make([]model.GivenConsent, len(app.Consents))
	for i, c := range app.Consents {
		out[i] = model.GivenConsent{ConsentID: strconv.FormatInt(c.ConsentID, 10), Kind: c.Kind, Name: c.Name, Version: c.Version,
			Texts: localizedTexts(c.Texts), GivenAt: c.GivenAt}
	}
	return out
}

// lowerPtr is the module language of an optional language argument.
func lowerPtr(l *model.CareersLanguage) string {
	if l == nil {
		return ""
	}
	return lower(*l)
}
