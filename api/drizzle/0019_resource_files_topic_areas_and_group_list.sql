ALTER TABLE "resources" ADD COLUMN "publish_to_khub" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "topic_area" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "career_stages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "files" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "thumbnail_file_id" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "last_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_thumbnail_file_id_uploaded_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_group_created_idx" ON "resources" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);