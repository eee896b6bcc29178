-- A ball filter with a stage, in the default order (newest first), walks that stage's projects alone (issue 23 §4;
-- docs/decisions/033-ball-in-court-kept.md, addendum). Written by drizzle-kit from src/db/schema/projects.ts.
CREATE INDEX "projects_ball_created_idx" ON "projects" USING btree ("ball_stage","created_at","id") WHERE "projects"."ball_stage" is not null;