CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "ai_tools_search_idx" ON "ai_tools" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin (to_tsvector('simple', "title" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "use_cases_search_idx" ON "use_cases" USING gin (to_tsvector('simple', "title" || ' ' || "description"));