package content

import (
	"bufio"
	"context"
	"log/slog"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"

	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/modules/careers"
	"corkboard/rest/middleware"
	"corkboard/rest/respcache"
)

// feedPath is the job feed: an XML document of the company's published,
// open jobs in the format job boards such as Indeed ingest.
const feedPath = Prefix + "/jobs.xml"

// feedFormat changes the feed's ETags when its rendering changes.
const feedFormat = "1"

// Feeds mounts GET /content/v1/jobs.xml. Mount it after Guard (CORS and
// rate limits) and before the authentication middleware: a job board
// cannot send headers, so the feed authenticates with the key in its URL
// (?key=, a feed key: modules.ScopeFeedsRead) through auth.Resolve, and
// with nothing else.
func (a *API) Feeds(r fiber.Router, auth *accounts.Authenticator) {
	middleware.Methods(r, feedPath, map[string]fiber.Handler{fiber.MethodGet: func(c *fiber.Ctx) error { return a.jobFeed(c, auth) }})
}

// jobFeed serves GET /content/v1/jobs.xml?key=…[&language=nl]. The
// answer streams: the jobs are read FeedBatch at a time and written as
// they come, so a feed of any size takes constant memory. An error after
// the first byte leaves the document unclosed (malformed), so a job board
// rejects it instead of taking a partial list for the whole.
func (a *API) jobFeed(c *fiber.Ctx, auth *accounts.Authenticator) error {
	var prefs []string
	if lang := strings.ToLower(strings.TrimSpace(c.Query("language"))); lang != "" {
		if !careers.ValidLanguage(lang) {
			return &modules.Error{Code: modules.CodeBadRequest, Message: "invalid query parameters",
				Fields: []modules.FieldError{{Field: "language", Message: "must be one of " + strings.Join(careers.Languages, ", ")}}}
		}
		prefs = []string{lang}
		c.Set(fiber.HeaderContentLanguage, lang)
	} else {
		prefs = careers.ParseAcceptLanguage(c.Get(fiber.HeaderAcceptLanguage))
		c.Vary(fiber.HeaderAcceptLanguage)
	}
	key := c.Query("key")
	if key == "" {
		return &modules.Error{Code: modules.CodeUnauthenticated, Message: "a feed key (scope " + modules.ScopeFeedsRead + ") is required in the key parameter"}
	}
	p, err := auth.Resolve(c.UserContext(), accounts.Credentials{FeedKey: strings.Clone(key)})
	if err != nil {
		return err
	}
	ctx := modules.WithPrincipal(c.UserContext(), p)
	c.SetUserContext(ctx)
	if err := a.admit(c); err != nil {
		return err
	}
	feed, err := a.careers.Jobs.Feed(ctx, 0)
	if err != nil {
		return err
	}
	etag := `W/"` + feed.Version + "-" + strings.Join(prefs, ",") + "-" + feedFormat + `"`
	c.Set(fiber.HeaderETag, etag)
	c.Set(fiber.HeaderCacheControl, "private, no-cache")
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	if respcache.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	c.Set(fiber.HeaderContentType, "application/xml; charset=utf-8")
	if c.Method() == fiber.MethodHead {
		return nil
	}
	log, reqID := a.opts.Logger, middleware.GetRequestID(c)
	src := feedSource{Company: feed.Company, Prefs: slices.Clone(prefs)}
	c.Context().SetBodyStreamWriter(func(w *bufio.Writer) {
		if err := writeFeed(ctx, w, feed, src); err != nil {
			log.LogAttrs(context.Background(), slog.LevelWarn, "job feed stopped", slog.String("request_id", reqID),
				slog.Int64("company_id", feed.Company.ID), slog.String("error", err.Error()))
		}
	})
	return nil
}
