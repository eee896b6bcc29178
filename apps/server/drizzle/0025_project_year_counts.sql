CREATE TABLE "project_year_counts" (
	"status_id" smallint NOT NULL,
	"country_code" text NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"region" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"ball_stage" text,
	"n" integer NOT NULL,
	"year" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "project_year_counts_year_idx" ON "project_year_counts" USING btree ("year");--> statement-breakpoint
-- The kept counts per creation year (docs/decisions/029-project-counts-kept-by-triggers.md, addendum): a year's
-- count is the sum of its months', so the month table's own rows write it. Every row of project_month_counts is
-- a +/- delta (inserted by 0018/0024's triggers on projects and sites) or, from the fold of the project-counts
-- job, a group's rows deleted and their sum inserted: each insert adds its rows to their years and each delete
-- takes its rows away, so the years follow every change of the months, the fold included (its two halves
-- cancel). Insert-only, like the two tables before it; the same job folds it.
CREATE OR REPLACE FUNCTION project_year_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- moved_months: the rows inserted (added to their years) or deleted (taken away).
  INSERT INTO project_year_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, year, n)
  SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, date_trunc('year', month)::date,
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * sum(n)::int
  FROM moved_months GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_year_counts_on_insert AFTER INSERT ON project_month_counts
  REFERENCING NEW TABLE AS moved_months FOR EACH STATEMENT EXECUTE FUNCTION project_year_counts_moved();
--> statement-breakpoint
CREATE TRIGGER project_year_counts_on_delete AFTER DELETE ON project_month_counts
  REFERENCING OLD TABLE AS moved_months FOR EACH STATEMENT EXECUTE FUNCTION project_year_counts_moved();
--> statement-breakpoint
-- A month row is never updated (insert-only); should one be, its years would no longer follow: refuse it.
CREATE OR REPLACE FUNCTION project_month_counts_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'project_month_counts is insert-only (delta rows): delete and insert instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER project_month_counts_no_update BEFORE UPDATE OR TRUNCATE ON project_month_counts
  FOR EACH STATEMENT EXECUTE FUNCTION project_month_counts_no_update();
--> statement-breakpoint
INSERT INTO project_year_counts (status_id, country_code, brand_ids, region, is_enabled, ball_stage, year, n)
SELECT status_id, country_code, brand_ids, region, is_enabled, ball_stage, date_trunc('year', month)::date,
  sum(n)::int
FROM project_month_counts GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0;
