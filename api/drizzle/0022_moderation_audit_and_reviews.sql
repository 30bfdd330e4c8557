CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" integer,
	"subject_name" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"verdict" text,
	"level" integer,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_reviews" ADD CONSTRAINT "membership_reviews_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_org_created_idx" ON "audit_entries" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_org_action_created_idx" ON "audit_entries" USING btree ("organization_id","action","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reviews_membership_agent_key" ON "membership_reviews" USING btree ("membership_id","agent_type");--> statement-breakpoint
CREATE INDEX "membership_reviews_agent_verdict_idx" ON "membership_reviews" USING btree ("agent_type","verdict","membership_id");--> statement-breakpoint
CREATE INDEX "membership_reviews_agent_level_idx" ON "membership_reviews" USING btree ("agent_type","level","membership_id");--> statement-breakpoint
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never changed or deleted';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
