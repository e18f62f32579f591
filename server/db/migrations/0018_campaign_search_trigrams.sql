-- Hand-written: trigram matching (pg_trgm, a contrib extension of PostgreSQL that PGlite loads too) behind the
-- searches of the listings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin ("name" gin_trgm_ops);
