CREATE SEQUENCE "public"."project_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "originator_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"originator_user_id" integer NOT NULL,
	"site_id" integer,
	"is_new_creation" boolean NOT NULL,
	"is_document_only" boolean DEFAULT false NOT NULL,
	"site_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"arcad_location_code" text DEFAULT '' NOT NULL,
	"rrdi" text DEFAULT '' NOT NULL,
	"rrdi_secondary" text DEFAULT '' NOT NULL,
	"retailer_full_name" text DEFAULT '' NOT NULL,
	"retailer_phone" text DEFAULT '' NOT NULL,
	"retailer_email" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"brand_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "project_brands" (
	"project_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"contract_type_id" smallint,
	"sales_volume" integer,
	CONSTRAINT "project_brands_project_id_brand_id_pk" PRIMARY KEY("project_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "project_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer,
	"changed_by_email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_code" text NOT NULL,
	"site_id" integer NOT NULL,
	"originator_user_id" integer,
	"retail_user_id" integer,
	"site_name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"brand_names" text DEFAULT '' NOT NULL,
	"status_id" smallint NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"documentation_only" boolean DEFAULT false NOT NULL,
	"site_info_locked" boolean DEFAULT false NOT NULL,
	"is_submitted_for_approval" boolean DEFAULT false NOT NULL,
	"design_submission_date" timestamp with time zone,
	"design_validation_date" timestamp with time zone,
	"planned_opening_date" date,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_unique_code_unique" UNIQUE("unique_code")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"arcad_location_code" text DEFAULT '' NOT NULL,
	"rrdi" text DEFAULT '' NOT NULL,
	"rrdi_secondary" text DEFAULT '' NOT NULL,
	"retailer_full_name" text DEFAULT '' NOT NULL,
	"retailer_phone" text DEFAULT '' NOT NULL,
	"retailer_email" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"retail_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_project_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "originator_requests" ADD CONSTRAINT "originator_requests_originator_user_id_users_id_fk" FOREIGN KEY ("originator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originator_requests" ADD CONSTRAINT "originator_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originator_requests" ADD CONSTRAINT "originator_requests_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originator_requests" ADD CONSTRAINT "originator_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_brands" ADD CONSTRAINT "project_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_brands" ADD CONSTRAINT "project_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_brands" ADD CONSTRAINT "project_brands_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_status_id_project_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_originator_user_id_users_id_fk" FOREIGN KEY ("originator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_retail_user_id_users_id_fk" FOREIGN KEY ("retail_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_id_project_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_retail_user_id_users_id_fk" FOREIGN KEY ("retail_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_filters" ADD CONSTRAINT "user_project_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "originator_requests_status_idx" ON "originator_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "originator_requests_originator_idx" ON "originator_requests" USING btree ("originator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "project_brands_brand_idx" ON "project_brands" USING btree ("brand_id","project_id");--> statement-breakpoint
CREATE INDEX "project_status_history_project_idx" ON "project_status_history" USING btree ("project_id","changed_at");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_country_idx" ON "projects" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "projects_originator_idx" ON "projects" USING btree ("originator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_retail_user_idx" ON "projects" USING btree ("retail_user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_site_idx" ON "projects" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "projects_site_name_idx" ON "projects" USING btree ("site_name","id");--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "projects_status_date_idx" ON "projects" USING btree ("status_date","id");--> statement-breakpoint
CREATE INDEX "projects_planned_opening_idx" ON "projects" USING btree ("planned_opening_date","id");--> statement-breakpoint
CREATE INDEX "projects_validation_date_idx" ON "projects" USING btree ("design_validation_date","id");--> statement-breakpoint
CREATE INDEX "sites_country_zip_idx" ON "sites" USING btree ("country_code","zip_code");--> statement-breakpoint
CREATE INDEX "sites_name_city_idx" ON "sites" USING btree (lower("site_name"),lower("city"));--> statement-breakpoint
CREATE INDEX "sites_retail_user_idx" ON "sites" USING btree ("retail_user_id");