package careers

import (
	"time"

	"corkboard/modules"
)

// The notifications of the careers module (webhooks): emitted by the
// services in the transaction of their write (modules.Deps.Notify).
// Payload data is the resource's identity and state, never an
// applicant's personal data unless an endpoint opted in (Private).

// jobData is a job in a notification.
type jobData struct {
	ID          int64      `json:"id"`
	Status      JobStatus  `json:"status"`
	Reference   *string    `json:"reference"`
	PublishedAt *time.Time `json:"published_at"`
	ClosesAt    *time.Time `json:"closes_at"`
	UpdatedAt   time.Time  `json:"updated_at"`
}

func jobNotification(j *Job, typ string) modules.Notification {
	return modules.Notification{CompanyID: j.CompanyID, Type: typ, Data: jobData{ID: j.ID, Status: j.Status,
		Reference: j.Reference, PublishedAt: j.PublishedAt, ClosesAt: j.ClosesAt, UpdatedAt: j.UpdatedAt}}
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

// applicationData is an application in a notification: what the content
// API echoes of it, without the applicant.
type applicationData struct {
	ID        int64     `json:"id"`
	JobID     int64     `json:"job_id"`
	CreatedAt time.Time `json:"created_at"`
}

// applicantData is the applicant, for endpoints that opted in.
type applicantData struct {
	FirstName  string `json:"first_name"`
	LastName   string `json:"last_name"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	Motivation string `json:"motivation"`
	Referrer   string `json:"referrer"`
}

func applicationCreated(a *Application) modules.Notification {
	return modules.Notification{CompanyID: a.CompanyID, Type: "application.created",
		Data: applicationData{ID: a.ID, JobID: a.JobID, CreatedAt: a.CreatedAt},
		Private: applicantData{FirstName: a.FirstName, LastName: a.LastName, Email: a.Email, Phone: a.Phone,
			Motivation: a.Motivation, Referrer: a.Referrer}}
}

// deleted is the notification of a deletion: data {"id": id}.
func deleted(companyID int64, typ string, id int64) modules.Notification {
	return modules.Notification{CompanyID: companyID, Type: typ, Data: map[string]int64{"id": id}}
}
