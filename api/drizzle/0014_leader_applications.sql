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
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_applications" ADD CONSTRAINT "leader_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leader_applications_user_created_idx" ON "leader_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leader_applications_one_pending_key" ON "leader_applications" USING btree ("user_id") WHERE "leader_applications"."status" = 'pending';