-- People search matches "starts with" on the full name, the last name or the slug, read in order off these ranges; the
-- trigram indexes served the "contains" search it replaces.
DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_name_slug_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_full_name_prefix_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "profiles_name_slug_prefix_idx" ON "profiles" USING btree (lower("name_slug") collate "C");