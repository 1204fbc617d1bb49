package careers

import (
	"time"

	"corkboard/modules"
)

// The notifications of the careers module (webhooks): emitted by the
// services in the transaction of their write (modules.Deps.Notify). They
// name the resource; the notifier renders it as the content API shows it
// (see Module.JobAt), the applicant's personal data only for endpoints
// that opted in.

func jobNotification(j *Job, typ string) modules.Notification {
	return modules.Notification{CompanyID: j.CompanyID, Type: typ, Resource: &modules.Resource{Kind: modules.KindJob, ID: j.ID}}
}

// jobLive reports whether the content API shows a job in this state.
func jobLive(status JobStatus, publishedAt *time.Time, now time.Time) bool {
	return status == JobPublished && (publishedAt == nil || !publishedAt.After(now))
}

// jobChange names the notification of a job write ("" when the public
// never saw the job and still does not): closed, published (it became
// visible), or updated (it was or is visible).
func jobChange(created bool, oldStatus JobStatus, wasLive bool, j *Job, now time.Time) string {
	live := jobLive(j.Status, j.PublishedAt, now)
	switch {
	case j.Status == JobClosed && (created || oldStatus != JobClosed):
		return "job.closed"
	case live && !wasLive:
		return "job.published"
	case live || wasLive:
		return "job.updated"
	}
	return ""
}

func applicationCreated(a *Application) modules.Notification {
	return modules.Notification{CompanyID: a.CompanyID, Type: "application.created",
		Resource: &modules.Resource{Kind: modules.KindApplication, ID: a.ID, Personal: true}}
}

// deleted is the notification of a deletion: data {"id": id}.
func deleted(companyID int64, typ string, id int64) modules.Notification {
	return modules.Notification{CompanyID: companyID, Type: typ, Data: map[string]int64{"id": id}}
}
