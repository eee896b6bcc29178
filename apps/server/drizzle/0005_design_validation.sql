CREATE TABLE "design_validations" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"completeness_status" text DEFAULT '' NOT NULL,
	"content_status" text DEFAULT '' NOT NULL,
	"completeness_refusals" integer DEFAULT 0 NOT NULL,
	"content_refusals" integer DEFAULT 0 NOT NULL,
	"completeness_date" timestamp with time zone,
	"content_date" timestamp with time zone,
	"feedback_type" smallint,
	"feedback_requested_at" timestamp with time zone,
	"feedback_provided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_brand_design" (
	"project_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"typology" text DEFAULT '' NOT NULL,
	"ci_workstreams" text[] DEFAULT '{}'::text[] NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"surface_new_vehicle" text DEFAULT '' NOT NULL,
	"surface_second_vehicle" text DEFAULT '' NOT NULL,
	CONSTRAINT "project_brand_design_project_id_brand_id_pk" PRIMARY KEY("project_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "project_design" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"building_surface" text DEFAULT '' NOT NULL,
	"terrain_surface" text DEFAULT '' NOT NULL,
	"workshop_surface" text DEFAULT '' NOT NULL,
	"spare_parts_surface" text DEFAULT '' NOT NULL,
	"other_surface" text DEFAULT '' NOT NULL,
	"hand_over_area" text DEFAULT '' NOT NULL,
	"after_sales" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"slot" text NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_by_email" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"comment_type_id" smallint DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"user_email" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_role" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validation_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"check" text NOT NULL,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_validations" ADD CONSTRAINT "design_validations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_project_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_brand_design" ADD CONSTRAINT "project_brand_design_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_brand_design" ADD CONSTRAINT "project_brand_design_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_design" ADD CONSTRAINT "project_design_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_decisions" ADD CONSTRAINT "validation_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_validations_feedback_requested_idx" ON "design_validations" USING btree ("feedback_type","feedback_requested_at","project_id");--> statement-breakpoint
CREATE INDEX "design_validations_feedback_provided_idx" ON "design_validations" USING btree ("feedback_type","feedback_provided_at","project_id");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_file_idx" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "project_documents_slot_idx" ON "project_documents" USING btree ("project_id","slot","uploaded_at");--> statement-breakpoint
CREATE INDEX "project_documents_file_idx" ON "project_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "validation_decisions_project_idx" ON "validation_decisions" USING btree ("project_id","created_at");