-- One id space for events, venues and organizers, as WordPress posts: an
-- id names one kind of record only, so /events/{venue id} can answer
-- rest-invalid-event-id. On SQLite their ids are INTEGER PRIMARY KEY, the
-- rowid itself (a BIGINT key would be a second index).
CREATE TABLE calendar_posts (
    id {{.PK}},
    post_type TEXT NOT NULL
);
--bun:split
CREATE TABLE calendar_venues (
    id {{if eq .Dialect "sqlite"}}INTEGER{{else}}BIGINT{{end}} PRIMARY KEY REFERENCES calendar_posts (id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES admin_users (id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    excerpt TEXT NOT NULL DEFAULT '',
    image_id BIGINT REFERENCES media (id) ON DELETE SET NULL,
    image_url TEXT NOT NULL DEFAULT '',
    published_at {{.Timestamp}} NOT NULL,
    modified_at {{.Timestamp}} NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT '',
    province TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT '',
    zip TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    stateprovince TEXT NOT NULL DEFAULT '',
    geo_lat {{.Float}},
    geo_lng {{.Float}},
    show_map BOOLEAN NOT NULL DEFAULT TRUE,
    show_map_link BOOLEAN NOT NULL DEFAULT TRUE
);
--bun:split
CREATE UNIQUE INDEX calendar_venues_slug_key ON calendar_venues (slug);
--bun:split
CREATE INDEX calendar_venues_listing_idx ON calendar_venues (status, published_at);
--bun:split
CREATE INDEX calendar_venues_geo_idx ON calendar_venues (geo_lat, geo_lng);
--bun:split
CREATE TABLE calendar_organizers (
    id {{if eq .Dialect "sqlite"}}INTEGER{{else}}BIGINT{{end}} PRIMARY KEY REFERENCES calendar_posts (id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES admin_users (id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    excerpt TEXT NOT NULL DEFAULT '',
    image_id BIGINT REFERENCES media (id) ON DELETE SET NULL,
    image_url TEXT NOT NULL DEFAULT '',
    published_at {{.Timestamp}} NOT NULL,
    modified_at {{.Timestamp}} NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT ''
);
--bun:split
CREATE UNIQUE INDEX calendar_organizers_slug_key ON calendar_organizers (slug);
--bun:split
CREATE INDEX calendar_organizers_listing_idx ON calendar_organizers (status, published_at);
--bun:split
-- Events keep their start and end twice: as local wall time in the event's
-- time zone (TEXT 'YYYY-MM-DD HH:MM:SS', what the API shows) and as UTC
-- instants (what the date filters compare and the archive orders by).
CREATE TABLE calendar_events (
    id {{if eq .Dialect "sqlite"}}INTEGER{{else}}BIGINT{{end}} PRIMARY KEY REFERENCES calendar_posts (id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES admin_users (id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    excerpt TEXT NOT NULL DEFAULT '',
    image_id BIGINT REFERENCES media (id) ON DELETE SET NULL,
    image_url TEXT NOT NULL DEFAULT '',
    published_at {{.Timestamp}} NOT NULL,
    modified_at {{.Timestamp}} NOT NULL,
    password TEXT NOT NULL DEFAULT '',
    parent_id BIGINT REFERENCES calendar_events (id) ON DELETE SET NULL,
    timezone TEXT NOT NULL,
    all_day BOOLEAN NOT NULL DEFAULT FALSE,
    start_local TEXT NOT NULL,
    end_local TEXT NOT NULL,
    start_utc {{.Timestamp}} NOT NULL,
    end_utc {{.Timestamp}} NOT NULL,
    cost {{.JSON}} NOT NULL DEFAULT '[]',
    currency_symbol TEXT NOT NULL DEFAULT '',
    currency_code TEXT NOT NULL DEFAULT '',
    currency_position TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    show_map BOOLEAN NOT NULL DEFAULT FALSE,
    show_map_link BOOLEAN NOT NULL DEFAULT FALSE,
    hide_from_listings BOOLEAN NOT NULL DEFAULT FALSE,
    sticky BOOLEAN NOT NULL DEFAULT FALSE,
    featured BOOLEAN NOT NULL DEFAULT FALSE,
    venue_id BIGINT REFERENCES calendar_venues (id) ON DELETE SET NULL
);
--bun:split
CREATE UNIQUE INDEX calendar_events_slug_key ON calendar_events (slug);
--bun:split
-- The default archive: status = ?, not hidden, start in a range, end
-- bounded, ordered by start. The index covers the count.
CREATE INDEX calendar_events_listing_idx ON calendar_events (status, hide_from_listings, start_utc, end_utc);
--bun:split
CREATE INDEX calendar_events_venue_idx ON calendar_events (venue_id);
--bun:split
CREATE INDEX calendar_events_parent_idx ON calendar_events (parent_id);
--bun:split
CREATE TABLE calendar_event_organizers (
    event_id BIGINT NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
    organizer_id BIGINT NOT NULL REFERENCES calendar_organizers (id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, organizer_id)
);
--bun:split
CREATE INDEX calendar_event_organizers_organizer_idx ON calendar_event_organizers (organizer_id, event_id);
--bun:split
-- Categories (taxonomy 'category') and tags ('tag'). count is the number
-- of published events with the term, kept up to date by every event write.
CREATE TABLE calendar_terms (
    id {{.PK}},
    taxonomy TEXT NOT NULL,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    parent_id BIGINT REFERENCES calendar_terms (id) ON DELETE SET NULL,
    count BIGINT NOT NULL DEFAULT 0,
    created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX calendar_terms_slug_key ON calendar_terms (taxonomy, slug);
--bun:split
CREATE INDEX calendar_terms_name_idx ON calendar_terms (taxonomy, name);
--bun:split
CREATE TABLE calendar_event_terms (
    event_id BIGINT NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
    term_id BIGINT NOT NULL REFERENCES calendar_terms (id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, term_id)
);
--bun:split
CREATE INDEX calendar_event_terms_term_idx ON calendar_event_terms (term_id, event_id);
--bun:split
-- Text in the site languages other than the default one; an empty member
-- falls back to the default language's text on the record itself.
CREATE TABLE calendar_translations (
    post_id BIGINT NOT NULL REFERENCES calendar_posts (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    excerpt TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (post_id, language)
);
--bun:split
CREATE TABLE calendar_term_translations (
    term_id BIGINT NOT NULL REFERENCES calendar_terms (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (term_id, language)
);
