CREATE TABLE "scope_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "scope_requests" ADD CONSTRAINT "scope_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scope_requests_user_idx" ON "scope_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scope_requests_one_pending_idx" ON "scope_requests" USING btree ("user_id") WHERE "scope_requests"."status" = 'pending';