-- People search matches "contains" through trigram indexes; pg_trgm is trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "group_member_counts" (
	"group_id" integer NOT NULL,
	"status" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_member_counts_group_id_status_pk" PRIMARY KEY("group_id","status")
);
--> statement-breakpoint
ALTER TABLE "group_member_counts" ADD CONSTRAINT "group_member_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_slug_trgm_idx" ON "profiles" USING gin ("name_slug" gin_trgm_ops);--> statement-breakpoint
-- Each membership counted in its group and status as it is written, so a members list reads its total from one row.
CREATE FUNCTION group_member_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE group_member_counts SET members = members - 1 WHERE group_id = OLD.group_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO group_member_counts (group_id, status, members) VALUES (NEW.group_id, NEW.status, 1)
      ON CONFLICT (group_id, status) DO UPDATE SET members = group_member_counts.members + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_count_follow AFTER INSERT OR DELETE OR UPDATE OF group_id, status ON memberships
  FOR EACH ROW EXECUTE FUNCTION group_member_counts_follow();--> statement-breakpoint
INSERT INTO group_member_counts (group_id, status, members)
  SELECT group_id, status, count(*) FROM memberships GROUP BY group_id, status;