package graph

import "corkboard/graph/model"

// The calendar services name fields in their own terms ("start",
// "title", "venues", "near_lat"); these name them as the GraphQL paths of
// each operation's arguments, so that a form puts every message on its
// field.
var (
	calendarRefArgs  = map[string]string{"id": "id", "slug": "slug"}
	calendarPageArgs = map[string]string{"page": "page", "per_page": "perPage"}

	// eventWritePaths: createEvent, updateEvent, deleteEvent.
	eventWritePaths = fieldPaths{input: "input", args: calendarRefArgs,
		rename: map[string]string{"author": "authorId", "published": "publishedAt", "unpublish": "unpublishAt"}}
	// linkedWritePaths: the venue and organizer mutations (their title is
	// their name).
	linkedWritePaths = fieldPaths{input: "input", args: calendarRefArgs,
		rename: map[string]string{"title": "name", "author": "authorId", "published": "publishedAt", "geo_lat": "lat", "geo_lng": "lng"}}
	// termWritePaths: the category and tag mutations.
	termWritePaths = fieldPaths{input: "input", args: map[string]string{"id": "id"}, rename: map[string]string{"parent": "parentId"}}
	// calendarRefPaths: the single reads (event, venue, organizer, category, tag).
	calendarRefPaths = fieldPaths{args: calendarRefArgs}
	// linkedListPaths: Query.venues and organizers.
	linkedListPaths = fieldPaths{input: "filter", args: calendarPageArgs, rename: map[string]string{"event": "eventId"}}
	// termListPaths: Query.categories and tags.
	termListPaths = fieldPaths{input: "filter", args: calendarPageArgs,
		rename: map[string]string{"exclude_ids": "excludeIds", "parent": "parentId", "event": "eventId", "post": "eventId", "orderby": "orderBy"}}
)

// eventListPaths names the fields of Query.events: categories and tags
// by the list the filter gave (ids, else slugs).
func eventListPaths(f *model.EventFilter) fieldPaths {
	rename := map[string]string{"venues": "venueIds", "organizers": "organizerIds", "categories": "categoryIds", "tags": "tagIds",
		"parent": "parentId", "near_lat": "near.lat", "near_lng": "near.lng"}
	if f != nil && f.CategoryIds == nil && f.CategorySlugs != nil {
		rename["categories"] = "categorySlugs"
	}
	if f != nil && f.TagIds == nil && f.TagSlugs != nil {
		rename["tags"] = "tagSlugs"
	}
	return fieldPaths{input: "filter", args: calendarPageArgs, rename: rename}
}
