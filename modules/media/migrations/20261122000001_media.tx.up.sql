CREATE TABLE media (
    id {{.PK}},
    storage_key TEXT NOT NULL,
    original_name TEXT NOT NULL DEFAULT '',
    mime TEXT NOT NULL,
    size BIGINT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX media_storage_key_key ON media (storage_key);
