DROP INDEX "groups_type_idx";--> statement-breakpoint
DROP INDEX "follows_target_idx";--> statement-breakpoint
DROP INDEX "use_cases_status_created_idx";--> statement-breakpoint
CREATE INDEX "groups_type_name_idx" ON "groups" USING btree ("group_type","name","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "follows_target_created_idx" ON "follows" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "use_cases_status_created_idx" ON "use_cases" USING btree ("status","created_at","id");