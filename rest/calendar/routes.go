package calendar

import "github.com/gofiber/fiber/v2"

// Methods per WordPress registration keyword.
var (
	readable  = []string{fiber.MethodGet}
	creatable = []string{fiber.MethodPost}
	editable  = []string{fiber.MethodPost, fiber.MethodPut, fiber.MethodPatch}
	deletable = []string{fiber.MethodDelete}
)

// table lists every route of the namespace, in the index's order.
func (a *api) table() []*route {
	return []*route{
		newRoute("", endpoint{methods: readable, args: indexArgs, handle: a.index}),
		newRoute("/doc", endpoint{methods: readable, handle: a.doc,
			summary: "Returns the documentation of the calendar API in OpenAPI 3 format."}),
		newRoute("/categories",
			endpoint{methods: readable, args: termArchiveArgs("event categories", true), handle: a.listTerms(categoriesInfo),
				summary: "Returns the archive of event categories.", schema: "Term"},
			endpoint{methods: creatable, args: termWriteArgs("event category", true, true), handle: a.createTerm(categoriesInfo),
				summary: "Creates an event category.", schema: "Term"}),
		newRoute("/categories/{id}",
			endpoint{methods: readable, args: idArgs("the event category term ID"), handle: a.getTerm(categoriesInfo),
				summary: "Returns an event category.", schema: "Term"},
			endpoint{methods: editable, args: append(idArgs("the event category term ID"), termWriteArgs("event category", false, true)...),
				handle: a.updateTerm(categoriesInfo), summary: "Updates an event category.", schema: "Term"},
			endpoint{methods: deletable, args: idArgs("the event category term ID"), handle: a.deleteTerm(categoriesInfo),
				summary: "Deletes an event category for good.", schema: "Term"}),
		newRoute("/tags",
			endpoint{methods: readable, args: termArchiveArgs("event tags", false), handle: a.listTerms(tagsInfo),
				summary: "Returns the archive of event tags.", schema: "Term"},
			endpoint{methods: creatable, args: termWriteArgs("event tag", true, false), handle: a.createTerm(tagsInfo),
				summary: "Creates an event tag.", schema: "Term"}),
		newRoute("/tags/{id}",
			endpoint{methods: readable, args: idArgs("the event tag term ID"), handle: a.getTerm(tagsInfo),
				summary: "Returns an event tag.", schema: "Term"},
			endpoint{methods: editable, args: append(idArgs("the event tag term ID"), termWriteArgs("event tag", false, false)...),
				handle: a.updateTerm(tagsInfo), summary: "Updates an event tag.", schema: "Term"},
			endpoint{methods: deletable, args: idArgs("the event tag term ID"), handle: a.deleteTerm(tagsInfo),
				summary: "Deletes an event tag for good.", schema: "Term"}),
	}
}
