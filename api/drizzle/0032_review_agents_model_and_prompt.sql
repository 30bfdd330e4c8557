ALTER TABLE "membership_reviews" ADD COLUMN "engine" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_reviews" ADD COLUMN "model_failure" text;--> statement-breakpoint
ALTER TABLE "system_agent_settings" ADD COLUMN "prompt" text;--> statement-breakpoint
ALTER TABLE "use_case_reviews" ADD COLUMN "engine" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "use_case_reviews" ADD COLUMN "model_failure" text;