package careers

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"corkboard/modules"
)

// The record types whose revisions careers keeps (modules.Record.Type).
const (
	RecordJob         = "job"
	RecordJobCategory = "job_category"
	RecordLocation    = "location"
	RecordCompany     = "company"
)

// RecordTypes are the record types careers keeps the history of: the
// company profile's revisions are recorded by accounts, which writes the
// row, and restored through CompanyService.Update.
var RecordTypes = []string{RecordJob, RecordJobCategory, RecordLocation, RecordCompany}

// A revision of a careers record is the input that writes it back whole
// (the careers inputs replace every field): JobInput, CategoryInput,
// LocationInput, UpdateCompany.

// jobAction names a job write for its revision: create, publish (it
// became published), update.
func jobAction(create bool, old, now JobStatus) string {
	switch {
	case create:
		return "create"
	case now == JobPublished && old != JobPublished:
		return "publish"
	}
	return "update"
}

// jobRecord is a job's revision: in as written, with the publication
// time the write set.
func jobRecord(j *Job, in JobInput) modules.Record {
	in.PublishedAt = j.PublishedAt
	return modules.Record{Type: RecordJob, ID: j.ID, CompanyID: j.CompanyID,
		Title: in.Translations[in.DefaultLanguage].Title, Data: in}
}

func categoryRecord(c *Category, in CategoryInput) modules.Record {
	title := ""
	for _, l := range []string{"en", "nl", "fr"} {
		if title = in.Name[l]; title != "" {
			break
		}
	}
	return modules.Record{Type: RecordJobCategory, ID: c.ID, CompanyID: c.CompanyID, Title: title, Data: in}
}

func locationRecord(l *Location, in LocationInput) modules.Record {
	title := l.City
	if l.Street != "" {
		title = l.Street + ", " + l.City
	}
	return modules.Record{Type: RecordLocation, ID: l.ID, CompanyID: l.CompanyID, Title: title, Data: in}
}

// recordCompany returns the company of a careers record (CodeNotFound
// when there is no such record).
func (m *Module) recordCompany(ctx context.Context, recordType string, id int64) (int64, error) {
	if recordType == RecordCompany {
		return id, nil
	}
	table := map[string]string{RecordJob: "careers_jobs", RecordJobCategory: "careers_categories",
		RecordLocation: "careers_locations"}[recordType]
	if table == "" {
		return 0, modules.NotFound("record")
	}
	var cid int64
	err := m.deps.Reader().NewSelect().Table(table).Column("company_id").Where("id = ?", id).Scan(ctx, &cid)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, modules.NotFound(recordType)
	}
	if err != nil {
		return 0, modules.As(err)
	}
	return cid, nil
}

// HistoryAccess implements history.Keeper: whoever may edit the record
// (editors, admins, the system; contributors have no careers access).
func (m *Module) HistoryAccess(ctx context.Context, recordType string, id int64) error {
	cid, err := m.recordCompany(ctx, recordType, id)
	if err != nil {
		return err
	}
	_, err = m.Jobs.companyFor(ctx, cid, editAccess)
	return err
}

// RestoreRevision implements history.Keeper: the revision's input goes
// through the record's Update.
func (m *Module) RestoreRevision(ctx context.Context, recordType string, id int64, snapshot []byte) error {
	cid, err := m.recordCompany(ctx, recordType, id)
	if err != nil {
		return err
	}
	switch recordType {
	case RecordJob:
		var in JobInput
		if err := json.Unmarshal(snapshot, &in); err != nil {
			return modules.As(err)
		}
		_, err = m.Jobs.Update(ctx, cid, id, in)
	case RecordJobCategory:
		var in CategoryInput
		if err := json.Unmarshal(snapshot, &in); err != nil {
			return modules.As(err)
		}
		_, err = m.Categories.Update(ctx, cid, id, in)
	case RecordLocation:
		var in LocationInput
		if err := json.Unmarshal(snapshot, &in); err != nil {
			return modules.As(err)
		}
		_, err = m.Locations.Update(ctx, cid, id, in)
	case RecordCompany:
		var in UpdateCompany
		if err := json.Unmarshal(snapshot, &in); err != nil {
			return modules.As(err)
		}
		_, err = m.Companies.Update(ctx, cid, in)
	}
	return err
}
