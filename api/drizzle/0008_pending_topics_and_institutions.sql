DROP INDEX "topics_type_name_key";--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "pending_author_id" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "pending_author_id" integer;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_pending_author_id_users_id_fk" FOREIGN KEY ("pending_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_pending_author_id_users_id_fk" FOREIGN KEY ("pending_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topics_pending_name_key" ON "topics" USING btree ("topic_type","name","pending_author_id") WHERE "topics"."pending_author_id" is not null;--> statement-breakpoint
CREATE INDEX "groups_pending_author_idx" ON "groups" USING btree ("pending_author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_type_name_key" ON "topics" USING btree ("topic_type","name") WHERE "topics"."pending_author_id" is null;