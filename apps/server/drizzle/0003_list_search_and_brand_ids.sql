-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it in openPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "projects" p SET "brand_ids" = b.ids
  FROM (SELECT "project_id", array_agg("brand_id" ORDER BY "brand_id") AS ids FROM "project_brands" GROUP BY "project_id") b
  WHERE b."project_id" = p."id";--> statement-breakpoint
CREATE INDEX "projects_brand_ids_idx" ON "projects" USING gin ("brand_ids");--> statement-breakpoint
-- INCLUDE is written by hand (drizzle-kit has no syntax for it): counts by scope and filters read this index only.
CREATE INDEX "projects_list_count_idx" ON "projects" USING btree ("country_code","status_id") INCLUDE ("brand_ids");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin (lower("site_name" || chr(1) || "city" || chr(1) || "unique_code" || chr(1) || "brand_names") gin_trgm_ops);
