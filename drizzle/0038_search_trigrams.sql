-- Trigram matching, so the staff searches' ilike '%…%' read an index rather than every row
-- (docs/benchmarks.md, "Admin lists at 100,000 users and orders, 2026-11-28"). pg_trgm is a
-- trusted extension (PostgreSQL 13 on): the database's owner may create it without superuser.
-- PGlite loads it when a database opens (lib/platform/db/pglite-open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
