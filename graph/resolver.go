// Package graph serves the GraphQL API (/graphql) with gqlgen. Resolvers
// are thin: each calls the same module service method as the REST handler.
package graph

import (
	"log/slog"

	"corkboard/modules/accounts"
	"corkboard/modules/calendar"
	"corkboard/modules/careers"
	"corkboard/modules/history"
	"corkboard/modules/media"
	"corkboard/modules/webhooks"
)

// Resolver holds the services resolvers call (dependency injection).
type Resolver struct {
	Accounts *accounts.Module
	Careers  *careers.Module
	Calendar *calendar.Module
	Media    *media.Module
	Hooks    *webhooks.Module
	History  *history.Module
	Logger   *slog.Logger
	// PublicURL is the base of the API's own links (icalUrl,
	// calendarFeedUrl), without a trailing slash.
	PublicURL string
}
