CREATE INDEX "projects_country_site_name_idx" ON "projects" USING btree ("country_code","site_name","id");--> statement-breakpoint
CREATE INDEX "projects_country_city_idx" ON "projects" USING btree ("country_code","city","id");--> statement-breakpoint
CREATE INDEX "projects_documentation_only_idx" ON "projects" USING btree ("documentation_only","id");--> statement-breakpoint
CREATE INDEX "projects_is_enabled_idx" ON "projects" USING btree ("is_enabled","id");