package calendar

// arg documents one parameter of an endpoint (index and /doc).
type arg struct {
	Name        string
	Type        string // integer, string, boolean, number, array or ""
	Items       string // the item type of arrays
	Description string
	Required    bool
	Default     any
	InPath      bool
}

var indexArgs = []arg{
	{Name: "namespace", Default: "calendar/events/v1"},
	{Name: "context", Default: "view"},
}

func idArgs(desc string) []arg {
	return []arg{{Name: "id", Type: "integer", Description: desc, Required: true, InPath: true}}
}

func slugArgs(desc string) []arg {
	return []arg{{Name: "slug", Type: "string", Description: desc, Required: true, InPath: true}}
}

func pagingArgs(what string) []arg {
	return []arg{
		{Name: "page", Type: "integer", Default: 1, Description: "The archive page to return"},
		{Name: "per_page", Type: "integer", Default: 10, Description: "The number of " + what + " to return on each page (at most 50)"},
	}
}

func termArchiveArgs(what string, hierarchical bool) []arg {
	args := append(pagingArgs(what),
		arg{Name: "search", Type: "string", Description: "Limit results to those matching a string"},
		arg{Name: "exclude", Type: "array", Items: "integer", Description: "Ensure result set exclude specific IDs"},
		arg{Name: "include", Type: "array", Items: "integer", Description: "Limit result set to specific IDs"},
		arg{Name: "order", Type: "string", Description: "Order sort attribute ascending or descending"},
		arg{Name: "orderby", Type: "string", Description: "Sort collection by term attribute"},
		arg{Name: "hide_empty", Type: "boolean", Default: true, Description: "Whether to hide terms not assigned to any posts"},
	)
	if hierarchical {
		args = append(args, arg{Name: "parent", Type: "integer", Description: "Limit result set to terms assigned to a specific parent"})
	}
	return append(args,
		arg{Name: "post", Type: "integer", Description: "Limit result set to terms assigned to a specific post"},
		arg{Name: "event", Type: "integer", Description: "Limit result set to terms assigned to a specific event (an alias of the \"post\" parameter)"},
		arg{Name: "slug", Type: "string", Description: "Limit result set to terms with a specific slug"},
	)
}

func termWriteArgs(what string, create, hierarchical bool) []arg {
	args := []arg{
		{Name: "name", Type: "string", Description: "The " + what + " name", Required: create},
		{Name: "description", Type: "string", Description: "The " + what + " description"},
		{Name: "slug", Type: "string", Description: "The " + what + " slug"},
	}
	if hierarchical {
		args = append(args, arg{Name: "parent", Type: "integer", Description: "The parent category ID"})
	}
	return args
}
