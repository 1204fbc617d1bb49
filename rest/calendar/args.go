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
	// Doc is the schema /doc gives the argument when Type and Items (which
	// the index shows as the original does) do not tell all it accepts;
	// a Default it does not repeat is one the server computes, and /doc
	// words it in the description.
	Doc map[string]any
}

// Schemas of /doc for arguments that take more than one type.
var (
	docBoolean = map[string]any{"type": "boolean"}
	// docIDsOrNames: term IDs or slugs/names, a list or a comma-separated string.
	docIDsOrNames = map[string]any{"oneOf": []any{
		map[string]any{"type": "array", "items": docIDOrText},
		map[string]any{"type": "string"},
	}}
	docIDOrText = map[string]any{"oneOf": []any{map[string]any{"type": "integer"}, map[string]any{"type": "string"}}}
	docCost     = map[string]any{"oneOf": []any{
		map[string]any{"type": "string"}, map[string]any{"type": "number"},
		map[string]any{"type": "array", "items": map[string]any{"oneOf": []any{map[string]any{"type": "string"}, map[string]any{"type": "number"}}}},
	}}
	// docVenueRef: a venue ID, {"id": …}, the data of a new venue, one of
	// those in a list, or empty (0, "", []) for none.
	docVenueRef = map[string]any{"oneOf": []any{
		map[string]any{"type": "integer"}, map[string]any{"type": "string"},
		map[string]any{"$ref": "#/components/schemas/VenueInput"},
		map[string]any{"type": "array", "maxItems": 1, "items": map[string]any{"oneOf": []any{
			map[string]any{"type": "integer"}, map[string]any{"type": "string"}, map[string]any{"$ref": "#/components/schemas/VenueInput"}}}},
	}}
	// docOrganizerRefs: organizer IDs (a list or a comma-separated
	// string), {"id": …} or the data of new organizers, or empty for none.
	docOrganizerRefs = map[string]any{"oneOf": []any{
		map[string]any{"type": "integer"}, map[string]any{"type": "string"},
		map[string]any{"$ref": "#/components/schemas/OrganizerInput"},
		map[string]any{"type": "array", "items": map[string]any{"oneOf": []any{
			map[string]any{"type": "integer"}, map[string]any{"type": "string"}, map[string]any{"$ref": "#/components/schemas/OrganizerInput"}}}},
	}}
)

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

func linkedArchiveArgs(what string) []arg {
	return append(pagingArgs(what),
		arg{Name: "search", Type: "string", Description: "Limit results to those matching a string in the title, description or other fields"},
		arg{Name: "event", Type: "integer", Description: "Limit results to those linked to this event"},
		arg{Name: "has_events", Description: "Limit results to those that have events (true) or have none (false)", Doc: docBoolean},
		arg{Name: "only_with_upcoming", Default: false, Description: "Limit results to those that have upcoming events",
			Doc: map[string]any{"type": "boolean", "default": false}},
		arg{Name: "status", Type: "string", Description: "The post status (comma-separated list)"},
	)
}

func commonPostArgs(what string) []arg {
	return []arg{
		{Name: "author", Type: "integer", Description: "The " + what + " author ID"},
		{Name: "date", Type: "string", Description: "The " + what + " publication date"},
		{Name: "date_utc", Type: "string", Description: "The " + what + " publication date (UTC time zone)"},
	}
}

func venueArgs(create bool) []arg {
	return append(commonPostArgs("venue"),
		arg{Name: "venue", Type: "string", Description: "The venue name", Required: create},
		arg{Name: "description", Type: "string", Description: "The venue description"},
		arg{Name: "status", Type: "string", Description: "The venue post status"},
		arg{Name: "show_map", Type: "string", Description: "Whether events at the venue show a map (true or false)"},
		arg{Name: "show_map_link", Type: "string", Description: "Whether events at the venue show a map link (true or false)"},
		arg{Name: "address", Type: "string", Description: "The venue address"},
		arg{Name: "city", Type: "string", Description: "The venue city"},
		arg{Name: "country", Type: "string", Description: "The venue country"},
		arg{Name: "province", Type: "string", Description: "The venue province"},
		arg{Name: "state", Type: "string", Description: "The venue state"},
		arg{Name: "zip", Type: "string", Description: "The venue ZIP code"},
		arg{Name: "phone", Type: "string", Description: "The venue phone number"},
		arg{Name: "stateprovince", Type: "string", Description: "The venue state or province"},
		arg{Name: "website", Type: "string", Description: "The venue website URL"},
		arg{Name: "geo_lat", Type: "number", Description: "The venue latitude (with geo_lng)"},
		arg{Name: "geo_lng", Type: "number", Description: "The venue longitude (with geo_lat)"},
		arg{Name: "image", Type: "string", Description: "The venue featured image: a media library ID or an image URL", Doc: docIDOrText},
	)
}

func organizerArgs(create bool) []arg {
	return append(commonPostArgs("organizer"),
		arg{Name: "organizer", Type: "string", Description: "The organizer name", Required: create},
		arg{Name: "description", Type: "string", Description: "The organizer description"},
		arg{Name: "status", Type: "string", Description: "The organizer post status"},
		arg{Name: "phone", Type: "string", Description: "The organizer phone number"},
		arg{Name: "website", Type: "string", Description: "The organizer website URL"},
		arg{Name: "email", Type: "string", Description: "The organizer e-mail address"},
		arg{Name: "image", Type: "string", Description: "The organizer featured image: a media library ID or an image URL", Doc: docIDOrText},
	)
}

func eventArchiveArgs() []arg {
	return append(pagingArgs("events"),
		arg{Name: "start_date", Default: "yesterday, start of day", Description: "Events that start on or after the specified date",
			Doc: map[string]any{"type": "string"}},
		arg{Name: "end_date", Default: "24 months ahead, end of day", Description: "Events that end on or before the specified date",
			Doc: map[string]any{"type": "string"}},
		arg{Name: "starts_before", Description: "Events that start before the specified date"},
		arg{Name: "starts_after", Description: "Events that start after the specified date"},
		arg{Name: "ends_before", Description: "Events that end before the specified date"},
		arg{Name: "ends_after", Description: "Events that end after the specified date"},
		arg{Name: "strict_dates", Default: "false", Description: "Use the times of the date parameters exactly; by default whole days are included",
			Doc: map[string]any{"type": "boolean", "default": false}},
		arg{Name: "search", Type: "string", Description: "Events should contain the specified string in the title or description"},
		arg{Name: "categories", Type: "array", Items: "integer", Description: "Events should be assigned one of the specified categories slugs or IDs",
			Doc: map[string]any{"type": "array", "items": map[string]any{"type": "string"}}},
		arg{Name: "tags", Type: "array", Items: "integer", Description: "Events should be assigned one of the specified tags slugs or IDs",
			Doc: map[string]any{"type": "array", "items": map[string]any{"type": "string"}}},
		arg{Name: "venue", Type: "array", Items: "integer", Description: "Events should be assigned one of the specified venue IDs"},
		arg{Name: "organizer", Type: "array", Items: "integer", Description: "Events should be assigned one of the specified organizer IDs"},
		arg{Name: "featured", Type: "boolean", Description: "Events should be filtered by their featured status"},
		arg{Name: "status", Type: "string", Description: "The event post status"},
		arg{Name: "geoloc", Type: "boolean", Description: "Events should be filtered by whether their venue has coordinates"},
		arg{Name: "geoloc_lat", Type: "number", Description: "Events at venues within 25 km of this latitude (with geoloc_lng)"},
		arg{Name: "geoloc_lng", Type: "number", Description: "Events at venues within 25 km of this longitude (with geoloc_lat)"},
		arg{Name: "include", Type: "array", Items: "integer", Description: "Include only events with these IDs (date filters are then ignored)"},
		arg{Name: "post_parent", Type: "integer", Description: "Events should be children of this event"},
		arg{Name: "ticketed", Type: "boolean", Description: "Filter events with or without tickets (ticketed=true needs Event Tickets, which is not available)"},
	)
}

func eventArgs(create bool) []arg {
	return append(commonPostArgs("event"),
		arg{Name: "title", Type: "string", Description: "The event title", Required: create},
		arg{Name: "description", Type: "string", Description: "The event description"},
		arg{Name: "slug", Type: "string", Description: "The event slug"},
		arg{Name: "excerpt", Type: "string", Description: "The event excerpt"},
		arg{Name: "status", Type: "string", Description: "The event post status"},
		arg{Name: "timezone", Type: "string", Description: "The event time zone"},
		arg{Name: "all_day", Type: "boolean", Default: false, Description: "Whether the event lasts the whole day or not"},
		arg{Name: "start_date", Type: "string", Description: "The event start date and time", Required: create},
		arg{Name: "end_date", Type: "string", Description: "The event end date and time", Required: create},
		arg{Name: "image", Type: "string", Description: "The event featured image: a media library ID or an image URL", Doc: docIDOrText},
		arg{Name: "cost", Type: "string", Description: "The event cost (a string or a list of strings)", Doc: docCost},
		arg{Name: "currency_symbol", Type: "string", Description: "The currency symbol of the cost"},
		arg{Name: "currency_code", Type: "string", Description: "The ISO 4217 currency code of the cost"},
		arg{Name: "currency_position", Type: "string", Description: "The position of the currency symbol: prefix or postfix",
			Doc: map[string]any{"type": "string", "enum": []any{"prefix", "postfix", ""}}},
		arg{Name: "website", Type: "string", Description: "The event website URL"},
		arg{Name: "show_map", Type: "boolean", Description: "Whether the event should show a map or not"},
		arg{Name: "show_map_link", Type: "boolean", Description: "Whether the event should show a map link or not"},
		arg{Name: "hide_from_listings", Type: "boolean", Description: "Whether events should be hidden in the calendar view or not"},
		arg{Name: "sticky", Type: "boolean", Description: "Whether the event should be sticky in the calendar view or not"},
		arg{Name: "featured", Type: "boolean", Description: "Whether the event should be featured on the site or not"},
		arg{Name: "categories", Type: "array", Items: "integer", Description: "The event category IDs or names", Doc: docIDsOrNames},
		arg{Name: "tags", Type: "array", Items: "integer", Description: "The event tag IDs or names", Doc: docIDsOrNames},
		arg{Name: "venue", Type: "array", Items: "integer", Description: "The event venue ID or data", Doc: docVenueRef},
		arg{Name: "organizer", Type: "array", Items: "integer", Description: "The event organizer IDs or data", Doc: docOrganizerRefs},
	)
}
