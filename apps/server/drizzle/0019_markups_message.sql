ALTER TABLE "markups" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_message_id_project_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markups_message_idx" ON "markups" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_one_attachment" CHECK ("markups"."decision_id" is null or "markups"."message_id" is null);