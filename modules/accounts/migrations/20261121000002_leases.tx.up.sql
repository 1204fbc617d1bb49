CREATE TABLE leases (
    name TEXT NOT NULL PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at {{.Timestamp}} NOT NULL
);
