-- The dashboard's full extracts prepared in the background (issue 23 §4, decision 031).
CREATE TABLE "extract_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"language" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"locked_until" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" bigint,
	"sha256" text,
	"row_count" integer,
	"last_error" text,
	CONSTRAINT "extract_requests_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "extract_id" integer;--> statement-breakpoint
ALTER TABLE "extract_requests" ADD CONSTRAINT "extract_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extract_requests_queue_idx" ON "extract_requests" USING btree ("id") WHERE "extract_requests"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "extract_requests_user_idx" ON "extract_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "extract_requests_expiry_idx" ON "extract_requests" USING btree ("expires_at") WHERE "extract_requests"."status" = 'ready';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_extract_id_extract_requests_id_fk" FOREIGN KEY ("extract_id") REFERENCES "public"."extract_requests"("id") ON DELETE set null ON UPDATE no action;