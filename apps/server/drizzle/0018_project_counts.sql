-- Project counts kept, not counted (issue 23 §4; docs/decisions/029-project-counts-kept-by-triggers.md).
CREATE TABLE "project_counts" (
	"status_id" smallint NOT NULL,
	"country_code" text NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"region" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_month_counts" (
	"status_id" smallint NOT NULL,
	"country_code" text NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"region" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"n" integer NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "project_month_counts_month_idx" ON "project_month_counts" USING btree ("month");--> statement-breakpoint
-- INCLUDE written by hand (drizzle-kit has no syntax for it): the kept counts' partial months count a few days'
-- projects from this index alone.
CREATE INDEX "projects_created_count_idx" ON "projects" USING btree ("created_at") INCLUDE ("status_id","is_enabled","country_code","brand_ids","site_id");--> statement-breakpoint
-- The counts are kept by triggers (docs/decisions/029-project-counts-kept-by-triggers.md), so no code path that
-- writes projects or sites can forget them. Statement-level with transition tables: the bulk seed's
-- 5,000-row statements cost one grouped insert each. The region is read from the project's site; a site's
-- region change moves its projects (project_counts_site_moved below).
CREATE FUNCTION project_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A site whose region is being changed by another transaction: wait for it, then read the new region.
  PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM new_rows) FOR SHARE;
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, 1 AS d
    FROM new_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, -1 AS d
    FROM old_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A project moved to another site: as for a new project, wait for a region change in progress there.
  PERFORM 1 FROM sites WHERE id IN (
    SELECT n.site_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.site_id <> o.site_id
  ) FOR SHARE;
  -- Most updates (dates, flags, copies) leave every group as it was: their +1 and -1 cancel out here.
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, 1 AS d
    FROM new_rows p JOIN sites s ON s.id = p.site_id
    UNION ALL
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, -1 AS d
    FROM old_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_site_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_sites n JOIN old_sites o ON o.id = n.id WHERE n.region IS DISTINCT FROM o.region
  ) THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT n.id, o.region AS old_region, n.region AS new_region
    FROM new_sites n JOIN old_sites o ON o.id = n.id WHERE n.region IS DISTINCT FROM o.region
  ), at_site AS MATERIALIZED (
    -- Locked, in id order: a project being changed by another transaction is waited for and then read as
    -- it committed.
    SELECT p.site_id, p.status_id, p.country_code, p.brand_ids, p.is_enabled,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month
    FROM projects p WHERE p.site_id IN (SELECT id FROM changed) ORDER BY p.id FOR SHARE
  ), moved AS (
    SELECT a.status_id, a.country_code, a.brand_ids, c.new_region AS region, a.is_enabled, a.month, 1 AS d
    FROM at_site a JOIN changed c ON c.id = a.site_id
    UNION ALL
    SELECT a.status_id, a.country_code, a.brand_ids, c.old_region, a.is_enabled, a.month, -1
    FROM at_site a JOIN changed c ON c.id = a.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_added();--> statement-breakpoint
CREATE TRIGGER project_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_removed();--> statement-breakpoint
CREATE TRIGGER project_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_changed();--> statement-breakpoint
CREATE TRIGGER project_counts_site_update AFTER UPDATE ON sites REFERENCING OLD TABLE AS old_sites NEW TABLE AS new_sites
  FOR EACH STATEMENT EXECUTE FUNCTION project_counts_site_moved();--> statement-breakpoint
-- The counts of the projects already there (one pass; the same grouping as db/project-counts.ts rebuild).
INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, month, n)
SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled,
  date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM projects p JOIN sites s ON s.id = p.site_id GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, n)
SELECT status_id, country_code, brand_ids, region, is_enabled, sum(n)::int FROM project_month_counts
GROUP BY 1, 2, 3, 4, 5;
