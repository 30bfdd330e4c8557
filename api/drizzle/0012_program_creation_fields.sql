ALTER TABLE "groups" ADD COLUMN "relevant_sdgs" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "use_cases" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "career_stages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "duration" text DEFAULT '' NOT NULL;