package rest_test

import (
	"fmt"

	"corkboard/internal/testkit"
)

// latestRevision is the id of the newest revision of a record.
func latestRevision(w *secWorld, typ string, id int64) string {
	p, err := w.Modules.History.Revisions(testkit.System(), typ, id, 1, 0)
	if err != nil || len(p.Items) == 0 {
		w.t.Fatalf("revisions of %s %d: %v", typ, id, err)
	}
	return fmt.Sprint(p.Items[0].ID)
}

// historyMatrix: revisions are read and restored by whoever may edit the
// record (editors and admins here: the records are acme's careers
// content and an admin's draft event, which contributors may not edit);
// API keys never; the audit trail is for admins only.
func historyMatrix(g *gqlMatrix) {
	def, want := row("200 FORBIDDEN", gqlBadCreds, anonymous, "200 UNAUTHENTICATED", editor, "200", admin, "200")
	g.op("revisions(job)", ops("Query.revisions"), "",
		`query($id: ID!) { revisions(recordType: JOB, recordId: $id) { nodes { id action actor recordType changes { field before after } } endCursor hasNextPage } }`,
		func(w *secWorld) map[string]any { return map[string]any{"id": fmt.Sprint(w.acmeJob.ID)} }, def, want)
	g.op("revisions(event)", ops("Query.revisions"), "",
		`query($id: ID!) { revisions(recordType: EVENT, recordId: $id) { nodes { id snapshot } } }`,
		func(w *secWorld) map[string]any {
			id, _ := w.newEvent("draft")
			return map[string]any{"id": fmt.Sprint(id)}
		}, def, want)
	g.op("restoreRevision", ops("Mutation.restoreRevision"), "",
		`mutation($id: ID!) { restoreRevision(revisionId: $id) { id action } }`,
		func(w *secWorld) map[string]any {
			id, _ := w.mustCreate("categories", map[string]any{"name": unique("category")})
			return map[string]any{"id": latestRevision(w, "category", id)}
		}, def, want)
	def, want = adminOnly()
	g.op("auditLog", ops("Query.auditLog"), "",
		`{ auditLog(filter: {action: "job"}, first: 5) { nodes { id action actor ip userAgent } endCursor hasNextPage } }`, nil, def, want)
}
