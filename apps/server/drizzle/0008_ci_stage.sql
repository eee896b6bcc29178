CREATE TABLE "ci_brand_blocks" (
	"project_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"planned_delivery_date" date,
	"planned_installation_date" date,
	"installation_completed_date" date,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_invitation_id" integer,
	CONSTRAINT "ci_brand_blocks_project_id_brand_id_pk" PRIMARY KEY("project_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "ci_implementations" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"submitted_by_email" text DEFAULT '' NOT NULL,
	"full_compliance" boolean,
	"audit_date" date,
	"audit_submitted_at" timestamp with time zone,
	"audit_invitation_id" integer
);
--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "ci_brand_blocks" ADD CONSTRAINT "ci_brand_blocks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_brand_blocks" ADD CONSTRAINT "ci_brand_blocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_brand_blocks" ADD CONSTRAINT "ci_brand_blocks_confirmed_by_invitation_id_invitations_id_fk" FOREIGN KEY ("confirmed_by_invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_implementations" ADD CONSTRAINT "ci_implementations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_implementations" ADD CONSTRAINT "ci_implementations_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_implementations" ADD CONSTRAINT "ci_implementations_audit_invitation_id_invitations_id_fk" FOREIGN KEY ("audit_invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;