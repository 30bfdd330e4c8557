CREATE TABLE "career_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"group_name" text NOT NULL,
	"skills" integer[] DEFAULT '{}' NOT NULL,
	"is_currently_working" boolean DEFAULT false NOT NULL,
	"start_date" text,
	"end_date" text,
	"batch" text
);
--> statement-breakpoint
CREATE TABLE "group_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"professional_field" integer,
	"career_stage" integer,
	"reason_to_join" integer[] DEFAULT '{}' NOT NULL,
	"current_role" integer,
	"job_function" integer,
	"interested_services" integer[] DEFAULT '{}' NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"topics" integer[] DEFAULT '{}' NOT NULL,
	"skills" integer[] DEFAULT '{}' NOT NULL,
	"extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name_slug" text NOT NULL,
	"picture" text,
	"country" text,
	"location" text,
	"institution_id" integer,
	"short_bio" text DEFAULT '' NOT NULL,
	"career_story" text DEFAULT '' NOT NULL,
	"career_advice" text DEFAULT '' NOT NULL,
	"alternate_email" text,
	"is_alternate_email_verified" boolean DEFAULT false NOT NULL,
	"resume" text,
	"social_linkedin" text,
	"video" text,
	"calendy_url" text,
	"leadership_certification_level" integer
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_trial_user" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_slug" text NOT NULL,
	"group_type" text NOT NULL,
	"logo" text,
	"cover_image" text,
	"description" text DEFAULT '' NOT NULL,
	"country" text,
	"domain" text,
	"privacy" integer DEFAULT 0 NOT NULL,
	"publicity" text DEFAULT 'open' NOT NULL,
	"parent_group_id" integer,
	"root_group_id" integer,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_influencer" boolean DEFAULT false NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"topics" integer[] DEFAULT '{}' NOT NULL,
	"maximum_size" integer,
	"price_cents" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"event_type" text,
	"extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"membership_type" text DEFAULT 'member' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remote_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manifest_url" text NOT NULL,
	"prefixes" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"brand_name" text NOT NULL,
	"logo" text,
	"variant" text DEFAULT 'general' NOT NULL,
	"theme" jsonb NOT NULL,
	"ui" jsonb NOT NULL,
	"landing_content" jsonb NOT NULL,
	"ama_default_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_powered_by" boolean DEFAULT false NOT NULL,
	"default_organization_id" integer
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"description" text DEFAULT '' NOT NULL,
	"subscription_tier" integer NOT NULL,
	"included_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"recurring" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"applied_membership_tier" integer DEFAULT 0 NOT NULL,
	"payment_status" text,
	"is_institutional_membership" boolean DEFAULT false NOT NULL,
	"stripe_subscription_id" text,
	"one_to_one_chat" boolean DEFAULT false NOT NULL,
	"use_ama" boolean DEFAULT false NOT NULL,
	"circle_discount_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"logo" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" integer,
	"created_by_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"job_type" text NOT NULL,
	"job_location" text NOT NULL,
	"address" text,
	"job_status" text DEFAULT 'pending' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"skills" integer[] DEFAULT '{}' NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" integer NOT NULL,
	"created_by_id" integer,
	"application_open_date" timestamp with time zone,
	"application_close_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_slug" text NOT NULL,
	"content" text NOT NULL,
	"source" text,
	"sub_type" text,
	"security_level" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"topics" integer[] DEFAULT '{}' NOT NULL,
	"group_id" integer,
	"created_by_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"thumbnail_image" text,
	"video_link" text,
	"document" text,
	"topics" integer[] DEFAULT '{}' NOT NULL,
	"business_value" text NOT NULL,
	"complexity" text NOT NULL,
	"innovation_category" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"career_stages" integer[] DEFAULT '{}' NOT NULL,
	"professional_fields" integer[] DEFAULT '{}' NOT NULL,
	"job_functions" integer[] DEFAULT '{}' NOT NULL,
	"group_id" integer,
	"created_by_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"vote_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_entries" ADD CONSTRAINT "career_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_profiles" ADD CONSTRAINT "group_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_institution_id_groups_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_parent_group_id_groups_id_fk" FOREIGN KEY ("parent_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_root_group_id_groups_id_fk" FOREIGN KEY ("root_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_default_organization_id_groups_id_fk" FOREIGN KEY ("default_organization_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tools" ADD CONSTRAINT "ai_tools_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_entries_user_idx" ON "career_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_profiles_user_key" ON "group_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_key" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_name_slug_key" ON "profiles" USING btree ("name_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_type_name_key" ON "topics" USING btree ("topic_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_slug_key" ON "groups" USING btree ("name_slug");--> statement-breakpoint
CREATE INDEX "groups_type_idx" ON "groups" USING btree ("group_type");--> statement-breakpoint
CREATE INDEX "groups_root_idx" ON "groups" USING btree ("root_group_id");--> statement-breakpoint
CREATE INDEX "groups_parent_idx" ON "groups" USING btree ("parent_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_group_key" ON "memberships" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "memberships_group_status_idx" ON "memberships" USING btree ("group_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_apps_name_key" ON "remote_apps" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_host_key" ON "sites" USING btree ("host");--> statement-breakpoint
CREATE INDEX "subscription_prices_plan_idx" ON "subscription_prices" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_user_key" ON "user_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tools_slug_key" ON "ai_tools" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ai_tools_group_status_idx" ON "ai_tools" USING btree ("group_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_slug_key" ON "jobs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "jobs_group_status_idx" ON "jobs" USING btree ("group_id","job_status");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_title_slug_key" ON "resources" USING btree ("title_slug");--> statement-breakpoint
CREATE INDEX "resources_group_status_idx" ON "resources" USING btree ("group_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "use_cases_slug_key" ON "use_cases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "use_cases_status_created_idx" ON "use_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "use_cases_group_idx" ON "use_cases" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id","is_read");