// Package graph serves the GraphQL API (/graphql) with gqlgen. Resolvers
// are thin: each calls the same module service method as the REST handler.
package graph

import (
	"log/slog"

	"corkboard/modules/accounts"
)

// Resolver holds the services resolvers call (dependency injection).
type Resolver struct {
	Accounts *accounts.Module
	Logger   *slog.Logger
}
