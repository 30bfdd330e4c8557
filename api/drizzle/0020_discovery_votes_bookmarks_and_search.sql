CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"value" smallint DEFAULT 0 NOT NULL,
	"previous_value" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tools" ADD COLUMN "roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "use_cases" ADD COLUMN "ai_tools" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_item_key" ON "bookmarks" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_type_created_idx" ON "bookmarks" USING btree ("user_id","item_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "votes_user_content_key" ON "votes" USING btree ("user_id","content_type","object_id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "ai_tools_status_created_idx" ON "ai_tools" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_tools_author_created_idx" ON "ai_tools" USING btree ("created_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_tools_search_idx" ON "ai_tools" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin (to_tsvector('simple', "title" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "use_cases_author_created_idx" ON "use_cases" USING btree ("created_by_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "use_cases_search_idx" ON "use_cases" USING gin (to_tsvector('simple', "title" || ' ' || "description"));