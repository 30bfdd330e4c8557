CREATE TABLE "system_agent_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "use_cases" ADD COLUMN "changed_since_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_agent_settings" ADD CONSTRAINT "system_agent_settings_organization_id_groups_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_agent_settings" ADD CONSTRAINT "system_agent_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_agent_settings_org_agent_key" ON "system_agent_settings" USING btree ("organization_id","agent_type");