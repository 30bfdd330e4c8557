CREATE TABLE "job_counts" (
	"group_id" integer NOT NULL,
	"job_status" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_counts_group_id_job_status_pk" PRIMARY KEY("group_id","job_status")
);
--> statement-breakpoint
ALTER TABLE "job_counts" ADD CONSTRAINT "job_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here on (drizzle-kit does not write triggers): each statement that writes jobs adds what it changed
-- to job_counts once per organization and status, so the board reads its total from a few rows, and a bulk write
-- changes each count once rather than once per job. A deletion only lowers counts, so an organization's cascade
-- leaves nothing behind for it.
CREATE FUNCTION job_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_counts (group_id, job_status, jobs)
      SELECT group_id, job_status, count(*) FROM new_jobs GROUP BY group_id, job_status
      ON CONFLICT (group_id, job_status) DO UPDATE SET jobs = job_counts.jobs + excluded.jobs;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE job_counts c SET jobs = c.jobs - gone.jobs
      FROM (SELECT group_id, job_status, count(*)::int AS jobs FROM old_jobs GROUP BY group_id, job_status) gone
      WHERE c.group_id = gone.group_id AND c.job_status = gone.job_status;
  ELSE
    INSERT INTO job_counts (group_id, job_status, jobs)
      SELECT group_id, job_status, sum(change) FROM (
        SELECT group_id, job_status, 1 AS change FROM new_jobs
        UNION ALL SELECT group_id, job_status, -1 FROM old_jobs) changes
      GROUP BY group_id, job_status HAVING sum(change) <> 0
      ON CONFLICT (group_id, job_status) DO UPDATE SET jobs = job_counts.jobs + excluded.jobs;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_count_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_follow();--> statement-breakpoint
CREATE TRIGGER jobs_count_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_follow();--> statement-breakpoint
CREATE TRIGGER jobs_count_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_follow();--> statement-breakpoint
INSERT INTO job_counts (group_id, job_status, jobs)
  SELECT group_id, job_status, count(*) FROM jobs GROUP BY group_id, job_status;
--> statement-breakpoint
-- Memberships are counted the same way, per statement instead of per row: a statement adding a group's members in
-- bulk rewrote its counts row once per member, leaving as many dead versions of that one row for every read of the
-- total to step over until a vacuum (which an embedded database never runs on its own).
DROP TRIGGER memberships_count_follow ON memberships;--> statement-breakpoint
DROP FUNCTION group_member_counts_follow();--> statement-breakpoint
CREATE FUNCTION group_member_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO group_member_counts (group_id, status, members)
      SELECT group_id, status, count(*) FROM new_memberships GROUP BY group_id, status
      ON CONFLICT (group_id, status) DO UPDATE SET members = group_member_counts.members + excluded.members;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE group_member_counts c SET members = c.members - gone.members
      FROM (SELECT group_id, status, count(*)::int AS members FROM old_memberships GROUP BY group_id, status) gone
      WHERE c.group_id = gone.group_id AND c.status = gone.status;
  ELSE
    INSERT INTO group_member_counts (group_id, status, members)
      SELECT group_id, status, sum(change) FROM (
        SELECT group_id, status, 1 AS change FROM new_memberships
        UNION ALL SELECT group_id, status, -1 FROM old_memberships) changes
      GROUP BY group_id, status HAVING sum(change) <> 0
      ON CONFLICT (group_id, status) DO UPDATE SET members = group_member_counts.members + excluded.members;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_count_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS new_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();--> statement-breakpoint
CREATE TRIGGER memberships_count_update AFTER UPDATE ON memberships REFERENCING OLD TABLE AS old_memberships NEW TABLE AS new_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();--> statement-breakpoint
CREATE TRIGGER memberships_count_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS old_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION group_member_counts_follow();
