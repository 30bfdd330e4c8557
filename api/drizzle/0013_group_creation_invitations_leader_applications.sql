CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"group_id" integer NOT NULL,
	"inviter_id" integer,
	"invitee_id" integer,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leader_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"response" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "relevant_sdgs" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "use_cases" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "career_stages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "duration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_key_key" ON "invitations" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_group_invitee_key" ON "invitations" USING btree ("group_id","invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_group_email_key" ON "invitations" USING btree ("group_id","email");--> statement-breakpoint
CREATE INDEX "leader_applications_user_created_idx" ON "leader_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leader_applications_one_pending_key" ON "leader_applications" USING btree ("user_id") WHERE "leader_applications"."status" = 'pending';