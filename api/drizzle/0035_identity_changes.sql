-- Hand-written (drizzle-kit does not write triggers): every change to a row that GET /identity/ is built from
-- notifies `identity_changes`, so each API instance drops the answers it keeps in memory. The payload is the user
-- whose answer changed, or '*' for a table shared by many users' answers (a group's name, a site, a plan, a topic),
-- after which every kept answer is dropped. A row's user is read through to_jsonb with the column named by the
-- trigger, so one function serves every table.
CREATE FUNCTION identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('identity_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('identity_changes', coalesce(to_jsonb(OLD) ->> TG_ARGV[0], '*'));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('identity_changes', coalesce(to_jsonb(NEW) ->> TG_ARGV[0], '*'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A row of a user's own table changes that user's answer; any change to a shared table, and emptying any of them,
-- changes every answer.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'id'), ('sessions', 'user_id'), ('profiles', 'user_id'), ('group_profiles', 'user_id'),
    ('memberships', 'user_id'), ('user_subscriptions', 'user_id'), ('notifications', 'user_id'), ('career_entries', 'user_id'),
    ('groups', NULL), ('sites', NULL), ('subscription_prices', NULL), ('subscription_plans', NULL), ('topics', NULL)
  ) AS identity_tables (name, user_column) LOOP
    IF t.user_column IS NULL THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION identity_changed()', t.name || '_identity_changed', t.name);
    ELSE
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
        FOR EACH ROW EXECUTE FUNCTION identity_changed(%L)', t.name || '_identity_changed', t.name, t.user_column);
      EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION identity_changed()', t.name || '_identity_emptied', t.name);
    END IF;
  END LOOP;
END $$;
