ALTER TABLE "project_counts" ADD COLUMN "ball_stage" text;--> statement-breakpoint
ALTER TABLE "project_month_counts" ADD COLUMN "ball_stage" text;--> statement-breakpoint
-- The kept counts grouped by the ball-in-court stage too (docs/decisions/035-list-totals-capped.md, addendum
-- on the dashboard's overdue counts): migration 0018's four functions again, with projects.ball_stage (kept by
-- migration 0023's triggers, so a validation's change that moves the ball updates projects and lands here).
-- GetOverdueCounts reads each stage's projects from these counts and takes away the few whose ball arrived
-- too recently to be late (features/projects/ball.ts overdueCounts).
CREATE OR REPLACE FUNCTION project_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A site whose region is being changed by another transaction: wait for it, then read the new region.
  PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM new_rows) FOR SHARE;
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, 1 AS d
    FROM new_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, -1 AS d
    FROM old_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A project moved to another site: as for a new project, wait for a region change in progress there.
  PERFORM 1 FROM sites WHERE id IN (
    SELECT n.site_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.site_id <> o.site_id
  ) FOR SHARE;
  -- Most updates (dates, flags, copies) leave every group as it was: their +1 and -1 cancel out here.
  WITH moved AS (
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, 1 AS d
    FROM new_rows p JOIN sites s ON s.id = p.site_id
    UNION ALL
    SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month, -1 AS d
    FROM old_rows p JOIN sites s ON s.id = p.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_counts_site_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT p.site_id, p.status_id, p.country_code, p.brand_ids, p.is_enabled, p.ball_stage,
      date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date AS month
    FROM projects p WHERE p.site_id IN (SELECT id FROM changed) ORDER BY p.id FOR SHARE
  ), moved AS (
    SELECT a.status_id, a.country_code, a.brand_ids, c.new_region AS region, a.is_enabled, a.ball_stage, a.month,
      1 AS d
    FROM at_site a JOIN changed c ON c.id = a.site_id
    UNION ALL
    SELECT a.status_id, a.country_code, a.brand_ids, c.old_region, a.is_enabled, a.ball_stage, a.month, -1
    FROM at_site a JOIN changed c ON c.id = a.site_id
  ), by_month AS (
    SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, sum(d)::int AS n FROM moved
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(d) <> 0
  ), months AS (
    INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, n)
    SELECT * FROM by_month RETURNING 1
  )
  INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n) FROM by_month
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounted with the stage, under the locks db/project-counts.ts rebuildProjectCounts takes (the same grouping).
LOCK TABLE projects, sites IN SHARE MODE;--> statement-breakpoint
DELETE FROM project_month_counts;--> statement-breakpoint
DELETE FROM project_counts;--> statement-breakpoint
INSERT INTO project_month_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, month, n)
SELECT p.status_id, p.country_code, p.brand_ids, s.region, p.is_enabled, p.ball_stage,
  date_trunc('month', p.created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM projects p JOIN sites s ON s.id = p.site_id GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO project_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, n)
SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, sum(n)::int FROM project_month_counts
GROUP BY 1, 2, 3, 4, 5, 6;
