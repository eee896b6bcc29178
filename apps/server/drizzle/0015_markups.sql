CREATE TABLE "markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"shape" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_user_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"author_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"decision_id" bigint
);
--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_document_id_project_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_decision_id_validation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."validation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markups_project_idx" ON "markups" USING btree ("project_id","document_id","id");--> statement-breakpoint
CREATE INDEX "markups_decision_idx" ON "markups" USING btree ("decision_id");