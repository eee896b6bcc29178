-- Background work done once across instances (issue 23 §1) and the ball-in-court reminders (issue 22 §4).
CREATE TABLE "ball_overdue_notices" (
	"project_id" integer NOT NULL,
	"stage" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ball_overdue_notices_project_id_stage_since_pk" PRIMARY KEY("project_id","stage","since")
);
--> statement-breakpoint
CREATE TABLE "ball_reminders" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"projects" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ball_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"owner" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "ball_overdue_notices" ADD CONSTRAINT "ball_overdue_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ball_reminders" ADD CONSTRAINT "ball_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");