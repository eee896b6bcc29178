CREATE TABLE "arcad_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"site_name" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by_email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arcad_locations" ADD CONSTRAINT "arcad_locations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arcad_locations_code_idx" ON "arcad_locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "arcad_locations_country_idx" ON "arcad_locations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "arcad_locations_position_idx" ON "arcad_locations" USING btree ("latitude","longitude");