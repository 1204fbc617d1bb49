DROP TABLE calendar_archive_long;
--bun:split
DROP TABLE calendar_archive_ledger;
--bun:split
DROP TABLE calendar_archive_days;
