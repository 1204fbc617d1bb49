package careers

import (
	"bytes"
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"corkboard/modules"
)

// writeAnswers stores an application's answers and consents and attaches
// the files of its file answers (in the application's transaction).
func writeAnswers(ctx context.Context, tx bun.Tx, app *Application, cid int64, answers []Answer, files []answerFile, consents []ApplicationConsent, now time.Time) error {
	if len(answers) > 0 {
		for i := range answers {
			answers[i].ApplicationID = app.ID
		}
		if _, err := tx.NewInsert().Model(&answers).Exec(ctx); err != nil {
			return err
		}
	}
	if len(consents) > 0 {
		for i := range consents {
			consents[i].ApplicationID, consents[i].GivenAt = app.ID, now
		}
		if _, err := tx.NewInsert().Model(&consents).Exec(ctx); err != nil {
			return err
		}
	}
	for _, f := range files {
		r, err := tx.NewUpdate().Model((*File)(nil)).
			Set("status = ?", FileAttached).Set("purpose = ?", PurposeAnswer).Set("application_id = ?", app.ID).
			Set("expires_at = NULL").Set("updated_at = ?", now).
			Where("id = ? AND company_id = ? AND status = ? AND expires_at > ?", f.id, cid, FileQueued, now).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n != 1 {
			return &modules.Error{Code: modules.CodeConflict, Message: "a file is already attached to another application",
				Fields: []modules.FieldError{{Field: f.field, Message: "is already attached to another application"}}}
		}
	}
	return nil
}

// loadAnswers fills the answers and consents of apps (byID indexes them).
func loadAnswers(ctx context.Context, db bun.IDB, apps []Application, byID map[int64]*Application) error {
	ids := make([]int64, len(apps))
	for i := range apps {
		ids[i] = apps[i].ID
		apps[i].Answers, apps[i].Consents = []Answer{}, []ApplicationConsent{}
		if apps[i].AnswerFiles == nil {
			apps[i].AnswerFiles = []File{}
		}
	}
	var answers []Answer
	if err := db.NewSelect().Model(&answers).Where("application_id IN (?)", bun.In(ids)).
		Order("application_id", "position", "id").Scan(ctx); err != nil {
		return modules.As(err)
	}
	for _, a := range answers {
		var b bytes.Buffer // PostgreSQL's jsonb adds spaces
		if json.Compact(&b, a.Value) == nil {
			a.Value = b.Bytes()
		}
		byID[a.ApplicationID].Answers = append(byID[a.ApplicationID].Answers, a)
	}
	var consents []ApplicationConsent
	if err := db.NewSelect().Model(&consents).
		ColumnExpr("ac.application_id, ac.consent_id, ac.version, ac.given_at, c.kind, c.name, v.texts").
		Join("JOIN careers_consents AS c ON c.id = ac.consent_id").
		Join("JOIN careers_consent_versions AS v ON v.consent_id = ac.consent_id AND v.version = ac.version").
		Where("ac.application_id IN (?)", bun.In(ids)).
		Order("ac.application_id", "c.position", "c.id").Scan(ctx); err != nil {
		return modules.As(err)
	}
	for _, c := range consents {
		byID[c.ApplicationID].Consents = append(byID[c.ApplicationID].Consents, c)
	}
	return nil
}
