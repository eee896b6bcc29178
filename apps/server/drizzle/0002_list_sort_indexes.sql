CREATE INDEX "projects_status_id_idx" ON "projects" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "projects_country_id_idx" ON "projects" USING btree ("country_code","id");--> statement-breakpoint
CREATE INDEX "projects_brand_names_idx" ON "projects" USING btree ("brand_names","id");