package careers

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// PurposeAnswer marks a file attached as the answer to a file question.
const PurposeAnswer = "answer"

// maxAnswers bounds the answers of one application (a job has at most
// MaxQuestions questions).
const maxAnswers = 2 * MaxQuestions

// AnswerInput is one answer of an application: the question's id and a
// JSON value of the question's kind (null: not answered).
type AnswerInput struct {
	QuestionID int64           `json:"question_id"`
	Value      json.RawMessage `json:"value"`
}

// Answer is a stored answer, with the question as it was when answered
// (kind, texts and options), so that later edits of the question do not
// change what the applicant was asked.
type Answer struct {
	bun.BaseModel `bun:"table:careers_application_answers"`

	ID            int64        `bun:"id,pk,autoincrement"`
	ApplicationID int64        `bun:"application_id,notnull"`
	QuestionID    int64        `bun:"question_id,notnull"`
	Position      int          `bun:"position,notnull"`
	Kind          QuestionKind `bun:"kind,notnull"`
	// Language is the job's default language when answered: the texts'
	// fallback.
	Language string                  `bun:"language,notnull"`
	Texts    map[string]QuestionText `bun:"texts,type:jsonb,notnull"`
	Options  []QuestionOption        `bun:"options,type:jsonb,notnull"`
	// Value is the answer as JSON: a string, a boolean, a number, an
	// array of option values, or a file id.
	Value json.RawMessage `bun:"value,type:jsonb,notnull"`
}

// Text returns the question's texts as they were, in lang, else the
// job's default language when answered, else the first language they
// have.
func (a *Answer) Text(lang string) (string, QuestionText) {
	q := Question{Texts: a.Texts}
	return q.Text(lang, a.Language)
}

// answerFile is a file an answer attaches.
type answerFile struct {
	field string
	id    int64
}

// checkAnswers checks the answers against the job's questions (in tx):
// each answer names a question of the job once and has a value of its
// kind within its limits; every required question has an answer. It
// returns the rows to store (without ApplicationID), the files to attach
// and the field errors, each at its answer ("answers/2/value"; a missing
// required answer at "answers").
func checkAnswers(ctx context.Context, tx bun.Tx, cid int64, lang string, qs []Question, in []AnswerInput, now time.Time) ([]Answer, []answerFile, []modules.FieldError, error) {
	byID := map[int64]*Question{}
	pos := map[int64]int{}
	for i := range qs {
		byID[qs[i].ID] = &qs[i]
		pos[qs[i].ID] = i
	}
	var fe []modules.FieldError
	var rows []Answer
	var files []answerFile
	answered := map[int64]bool{}
	for i, a := range in {
		p := "answers/" + strconv.Itoa(i) + "/"
		q := byID[a.QuestionID]
		switch {
		case q == nil:
			fe = append(fe, modules.FieldError{Field: p + "question_id", Message: "is not a question of this job"})
			continue
		case answered[q.ID]:
			fe = append(fe, modules.FieldError{Field: p + "question_id", Message: "is answered twice"})
			continue
		}
		answered[q.ID] = true
		value, empty, msg := q.check(a.Value)
		if msg == "" && !empty && q.Kind == QuestionFile {
			var id int64
			_ = json.Unmarshal(value, &id)
			m, err := checkAnswerFile(ctx, tx, cid, id, q.FileKinds, now)
			if err != nil {
				return nil, nil, nil, err
			}
			msg = m
			if msg == "" {
				files = append(files, answerFile{field: p + "value", id: id})
			}
		}
		switch {
		case msg != "":
			fe = append(fe, modules.FieldError{Field: p + "value", Message: msg})
		case empty && q.Required:
			fe = append(fe, modules.FieldError{Field: p + "value", Message: "is required"})
		case empty:
			answered[q.ID] = true
		default:
			rows = append(rows, Answer{QuestionID: q.ID, Position: pos[q.ID], Kind: q.Kind, Language: lang, Texts: q.Texts, Options: q.Options, Value: value})
		}
	}
	for _, q := range qs {
		if q.Required && !answered[q.ID] {
			fe = append(fe, modules.FieldError{Field: "answers", Message: "question " + strconv.FormatInt(q.ID, 10) + " needs an answer"})
		}
	}
	slices.SortFunc(rows, func(a, b Answer) int { return a.Position - b.Position })
	return rows, files, fe, nil
}

// check validates an answer's value: it returns the value to store, empty
// when there is no answer (null, "", []), or why it is wrong.
func (q *Question) check(raw json.RawMessage) (value json.RawMessage, empty bool, msg string) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, true, ""
	}
	switch q.Kind {
	case QuestionShortText, QuestionLongText:
		var s string
		if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
			return nil, false, "must be a string"
		}
		s = strings.TrimSpace(s)
		if s == "" {
			return nil, true, ""
		}
		n := utf8.RuneCountInString(s)
		switch {
		case q.Kind == QuestionShortText && strings.ContainsAny(s, "\r\n"):
			return nil, false, "must be one line"
		case n > q.MaxLength():
			return nil, false, "must be at most " + strconv.Itoa(q.MaxLength()) + " characters"
		case q.Limits.MinLength != nil && n < *q.Limits.MinLength:
			return nil, false, "must be at least " + strconv.Itoa(*q.Limits.MinLength) + " characters"
		}
		return mustJSON(s), false, ""
	case QuestionSingleChoice:
		var s string
		if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
			return nil, false, "must be the value of one option (a string)"
		}
		if s == "" {
			return nil, true, ""
		}
		if !q.hasOption(s) {
			return nil, false, "is not an option of this question"
		}
		return mustJSON(s), false, ""
	case QuestionMultipleChoice:
		var list []string
		if raw[0] != '[' || json.Unmarshal(raw, &list) != nil {
			return nil, false, "must be an array of option values (strings)"
		}
		if len(list) == 0 {
			if q.Limits.MinChoices != nil && *q.Limits.MinChoices > 0 && q.Required {
				return nil, false, "choose at least " + strconv.Itoa(*q.Limits.MinChoices)
			}
			return nil, true, ""
		}
		seen := map[string]bool{}
		for _, v := range list {
			if !q.hasOption(v) {
				return nil, false, strconv.Quote(v) + " is not an option of this question"
			}
			if seen[v] {
				return nil, false, strconv.Quote(v) + " is chosen twice"
			}
			seen[v] = true
		}
		switch {
		case q.Limits.MinChoices != nil && len(list) < *q.Limits.MinChoices:
			return nil, false, "choose at least " + strconv.Itoa(*q.Limits.MinChoices)
		case q.Limits.MaxChoices != nil && len(list) > *q.Limits.MaxChoices:
			return nil, false, "choose at most " + strconv.Itoa(*q.Limits.MaxChoices)
		}
		return mustJSON(list), false, ""
	case QuestionYesNo:
		switch string(raw) {
		case "true", "false":
			return json.RawMessage(raw), false, ""
		}
		return nil, false, "must be true or false"
	case QuestionNumber:
		if raw[0] == '"' || raw[0] == '[' || raw[0] == '{' || raw[0] == 't' || raw[0] == 'f' {
			return nil, false, "must be a number"
		}
		f, err := strconv.ParseFloat(string(raw), 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, false, "must be a number"
		}
		switch {
		case q.Limits.Min != nil && f < *q.Limits.Min:
			return nil, false, "must be at least " + strconv.FormatFloat(*q.Limits.Min, 'f', -1, 64)
		case q.Limits.Max != nil && f > *q.Limits.Max:
			return nil, false, "must be at most " + strconv.FormatFloat(*q.Limits.Max, 'f', -1, 64)
		}
		return mustJSON(f), false, ""
	case QuestionDate:
		var s string
		if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
			return nil, false, "must be a date (YYYY-MM-DD)"
		}
		if s == "" {
			return nil, true, ""
		}
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			return nil, false, "must be a date (YYYY-MM-DD)"
		}
		return mustJSON(s), false, ""
	case QuestionFile:
		id, err := strconv.ParseInt(string(raw), 10, 64)
		if err != nil || id <= 0 {
			return nil, false, "must be the id of a queued file"
		}
		return mustJSON(id), false, ""
	}
	return nil, false, "this question cannot be answered"
}

func (q *Question) hasOption(v string) bool {
	return slices.ContainsFunc(q.Options, func(o QuestionOption) bool { return o.Value == v })
}

func mustJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// checkAnswerFile explains why file id cannot answer a question taking
// kinds ("" when it can).
func checkAnswerFile(ctx context.Context, tx bun.Tx, cid, id int64, kinds []Kind, now time.Time) (string, error) {
	msg := ""
	for _, k := range kinds {
		m, _, err := checkFile(ctx, tx, cid, id, k, now)
		if err != nil || m == "" {
			return m, err
		}
		if msg == "" || !strings.HasPrefix(m, "must be a file uploaded") {
			msg = m
		}
	}
	if strings.HasPrefix(msg, "must be a file uploaded") {
		names := make([]string, len(kinds))
		for i, k := range kinds {
			names[i] = string(k)
		}
		msg = "must be a file uploaded with type=" + strings.Join(names, " or type=")
	}
	return msg, nil
}

// Display is the answer for people, in lang (else as Text falls back): the labels
// of the options chosen, Yes or No, a file's original name (files are the
// application's AnswerFiles), else the value itself.
func (a *Answer) Display(lang string, files []File) string {
	var s string
	var list []string
	switch a.Kind {
	case QuestionSingleChoice:
		_ = json.Unmarshal(a.Value, &s)
		list = []string{s}
	case QuestionMultipleChoice:
		_ = json.Unmarshal(a.Value, &list)
	case QuestionYesNo:
		if string(a.Value) == "true" {
			return "Yes"
		}
		return "No"
	case QuestionFile:
		var id int64
		_ = json.Unmarshal(a.Value, &id)
		for _, f := range files {
			if f.ID == id {
				return f.NameOriginal
			}
		}
		return "file " + strconv.FormatInt(id, 10)
	case QuestionShortText, QuestionLongText, QuestionDate:
		if json.Unmarshal(a.Value, &s) == nil {
			return s
		}
	}
	if list == nil {
		return string(a.Value)
	}
	labels := make([]string, len(list))
	for i, v := range list {
		labels[i] = v
		for _, o := range a.Options {
			if o.Value == v {
				labels[i] = o.Label(lang, a.Language)
			}
		}
	}
	return strings.Join(labels, ", ")
}
