CREATE TABLE "ball_stage_statuses" (
	"stage" text NOT NULL,
	"rank" smallint NOT NULL,
	"status_id" smallint NOT NULL,
	CONSTRAINT "ball_stage_statuses_stage_status_id_pk" PRIMARY KEY("stage","status_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ball_stage" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "ball_since" timestamp with time zone;--> statement-breakpoint
-- INCLUDE written by hand (drizzle-kit has no syntax for it): a ball filter's total within a scope (countries,
-- brands, statuses, paused) is counted from this index alone (at 1,000,000 projects, RND's overdue content
-- validations: 120 ms through the brands' GIN index and the table, 11 ms from this one).
CREATE INDEX "projects_ball_idx" ON "projects" USING btree ("ball_stage","ball_since") INCLUDE ("country_code","brand_ids","status_id","is_enabled") WHERE "projects"."ball_stage" is not null;--> statement-breakpoint
-- Ball in court kept on the project (issue 23 §4; docs/decisions/033-ball-in-court-kept.md). The rule is
-- packages/contract/src/ball.ts (ballStage, ballSince); the statuses of each stage come from the lifecycle
-- table through ball_stage_statuses, copied at every start (features/projects/kept-ball.ts), so only the
-- feedback columns' stored values are written here. features/projects/kept-ball.test.ts compares both.
--
-- The stage: none while paused; 'feedback' when open and HQ's answer is awaited; else the first other stage
-- (in BALL_STAGES order) open in the status.
CREATE FUNCTION project_ball_stage(p_status smallint, p_enabled boolean, p_awaited boolean) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_enabled THEN (
    SELECT b.stage FROM ball_stage_statuses b
    WHERE b.status_id = p_status AND (b.stage <> 'feedback' OR p_awaited)
    ORDER BY b.stage = 'feedback' DESC, b.rank LIMIT 1
  ) END
$$;
--> statement-breakpoint
-- When the ball reached it: HQ's request, or HQ's answer back to the validators when later than the status.
CREATE FUNCTION project_ball_since(p_stage text, p_status_date timestamptz, p_requested timestamptz,
  p_provided timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_stage IS NULL THEN NULL
    WHEN p_stage = 'feedback' THEN coalesce(p_requested, p_status_date)
    WHEN p_stage = 'content' AND p_provided > p_status_date THEN p_provided
    ELSE p_status_date END
$$;
--> statement-breakpoint
-- HQ's answer awaited (FEEDBACK_TYPE.requested, CHECK_STATUS.feedbackRequested).
CREATE FUNCTION project_ball_awaited(p_type smallint, p_content text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p_type = 1 AND p_content = 'Feedback Request for Content Validation', false)
$$;
--> statement-breakpoint
-- A project written (created, its status, date or pause changed): its ball from its own row and its
-- validation's.
CREATE FUNCTION projects_keep_ball() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT feedback_type, content_status, feedback_requested_at, feedback_provided_at INTO v
  FROM design_validations WHERE project_id = NEW.id;
  NEW.ball_stage := project_ball_stage(NEW.status_id, NEW.is_enabled,
    project_ball_awaited(v.feedback_type, v.content_status));
  NEW.ball_since := project_ball_since(NEW.ball_stage, NEW.status_date, v.feedback_requested_at,
    v.feedback_provided_at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_keep_ball BEFORE INSERT OR UPDATE OF status_id, is_enabled, status_date ON projects
FOR EACH ROW EXECUTE FUNCTION projects_keep_ball();
--> statement-breakpoint
-- Every project's ball as the rule gives it now (a view the planner inlines: a caller's condition on the id
-- reaches the tables). The triggers below and the full refresh (features/projects/kept-ball.ts) write from it.
CREATE VIEW project_ball_now AS
  SELECT q.id, s.stage,
    project_ball_since(s.stage, q.status_date, v.feedback_requested_at, v.feedback_provided_at) AS since
  FROM projects q
  LEFT JOIN design_validations v ON v.project_id = q.id
  CROSS JOIN LATERAL (SELECT project_ball_stage(q.status_id, q.is_enabled,
    project_ball_awaited(v.feedback_type, v.content_status)) AS stage) s;
--> statement-breakpoint
-- Validations written or removed: their projects' ball again, one statement for the rows of the statement.
-- (Transition tables rule out a column list: every update of a validation row runs it; a project whose ball
-- did not move is not written.)
CREATE FUNCTION design_validations_keep_ball() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET ball_stage = b.stage, ball_since = b.since
  FROM project_ball_now b
  WHERE b.id = p.id AND p.id IN (SELECT project_id FROM changed_rows)
    AND (p.ball_stage IS DISTINCT FROM b.stage OR p.ball_since IS DISTINCT FROM b.since);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER design_validations_ball_inserted AFTER INSERT ON design_validations
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION design_validations_keep_ball();
--> statement-breakpoint
CREATE TRIGGER design_validations_ball_updated AFTER UPDATE ON design_validations
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION design_validations_keep_ball();
--> statement-breakpoint
CREATE TRIGGER design_validations_ball_deleted AFTER DELETE ON design_validations
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION design_validations_keep_ball();
