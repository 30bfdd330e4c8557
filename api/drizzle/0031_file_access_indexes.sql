CREATE INDEX "profiles_resume_idx" ON "profiles" USING btree ("resume");--> statement-breakpoint
CREATE INDEX "resources_files_idx" ON "resources" USING gin ("files");--> statement-breakpoint
CREATE INDEX "resources_thumbnail_idx" ON "resources" USING btree ("thumbnail_file_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_path_idx" ON "uploaded_files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "posts_files_idx" ON "posts" USING gin ("files");