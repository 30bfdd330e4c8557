DROP INDEX "memberships_group_status_idx";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "objective" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "member_requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_open_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "application_close_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "paid_features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "wait_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "groups_type_start_idx" ON "groups" USING btree ("group_type","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "groups_parent_type_start_idx" ON "groups" USING btree ("parent_group_id","group_type","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memberships_group_status_idx" ON "memberships" USING btree ("group_id","status","created_at","id");