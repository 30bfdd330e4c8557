CREATE TABLE "remote_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manifest_url" text NOT NULL,
	"prefixes" jsonb NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_changes" ADD CONSTRAINT "remote_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_changes_name_idx" ON "remote_changes" USING btree ("name","changed_at");