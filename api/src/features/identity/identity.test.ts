import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, PATHS, PublicProfile } from '@trellis/contracts';
import { rawRows } from '../../db/raw-rows.ts';
import { groups, notifications, sessions, users } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, withIdentityChangesHeard, type TestApp } from '../../test-support/test-app.ts';
import { createIdentityCache } from './identity-cache.ts';
import { readIdentity, type IdentityAnswerCache, type IdentityRow } from './identity-read.ts';

describe('identity and profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function identityOf(email: string, query = '') {
    const response = await t.inject({ url: api(PATHS.identity) + query, headers: await t.authHeader(email) });
    expect(response.statusCode).toBe(200);
    return Identity.parse(response.json());
  }

  describe('GET /identity/', () => {
    it('describes a verified member in full', async () => {
      const identity = await identityOf('member@trellis.test');
      expect(identity.first_name).toBe('Maya');
      expect(identity.is_verified).toBe(true);
      expect(identity.is_staff).toBe(false);
      expect(identity.is_trial_user).toBe(false);
      expect(identity.profile.email).toBe('member@trellis.test');
      expect(identity.profile.name_slug).toBe('maya-thompson');
      expect(identity.profile.institution).toBe('Westlake State University');
      expect(identity.profile.skills_detailed.map((skill) => skill.name)).toEqual(['Data Visualization', 'SQL', 'User Research']);
      expect(identity.profile.completion_percent).toBeGreaterThan(0);
      expect(identity.group_profile?.career_stage).toBe(5);
      expect(identity.group_profile?.reason_to_join).toEqual([1, 6]);
      expect(identity.organization).toMatchObject({
        name_slug: 'trellis-career-network',
        membership_status: 'accepted',
        role: 'member',
        is_default: true,
      });
      expect(identity.switchable_orgs.map((org) => org.name_slug)).toEqual(['trellis-career-network', 'westlake-state-university']);
      // The free demo member has one-to-one chat switched on, so the demo can show chat without a payment.
      expect(identity.user_subscription).toMatchObject({ applied_membership_tier: 0, tier_name: 'Free', one_to_one_chat: true });
      expect(identity.unread_notifications_count).toBe(4);
      expect(identity.work_experiences.map((entry) => entry.title)).toEqual(['Marketing Analyst']);
      expect(identity.work_experiences[0]?.is_currently_working).toBe(true);
      expect(identity.education_background.map((entry) => entry.title)).toEqual(['B.A. Communication']);
    });

    it('shows an unverified member as such', async () => {
      expect((await identityOf('unverified@trellis.test')).is_verified).toBe(false);
    });

    it('shows the pending default membership the shell guards on', async () => {
      const identity = await identityOf('pending@trellis.test');
      expect(identity.organization).toMatchObject({ name_slug: 'trellis-career-network', membership_status: 'pending' });
    });

    it('shows the admin role, the certification and the paid tier', async () => {
      const identity = await identityOf('admin@trellis.test');
      expect(identity.organization?.role).toBe('admin');
      expect(identity.group_profile?.is_certified).toBe(true);
      expect(identity.profile.leadership_certification_details).toEqual({ level: 3 });
      expect(identity.user_subscription).toMatchObject({
        applied_membership_tier: 3,
        tier_name: 'Leader',
        use_ama: true,
        one_to_one_chat: true,
      });
    });

    it('shows staff', async () => {
      expect((await identityOf('staff@trellis.test')).is_staff).toBe(true);
    });

    it('switches to current_org when the user belongs to it, else keeps the default', async () => {
      const before = await identityOf('member@trellis.test');
      const westlake = before.switchable_orgs.find((org) => org.name_slug === 'westlake-state-university');
      expect((await identityOf('member@trellis.test', `?current_org=${westlake!.id}`)).organization?.id).toBe(westlake!.id);
      expect((await identityOf('member@trellis.test', '?current_org=999999')).organization?.name_slug).toBe('trellis-career-network');
    });

    it('rejects a malformed current_org', async () => {
      const response = await t.inject({
        url: api(PATHS.identity) + '?current_org=abc',
        headers: await t.authHeader('member@trellis.test'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors.current_org).toHaveLength(1);
    });

    it('needs a signed-in user', async () => {
      const response = await t.inject({ url: api(PATHS.identity) });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBeTruthy();
    });
  });

  describe('GET /users/profile/{slug}/', () => {
    it('shows the public side of a member to anyone', async () => {
      const response = await t.inject({ url: api(PATHS.publicProfile('daniel-okafor')) });
      expect(response.statusCode).toBe(200);
      const profile = PublicProfile.parse(response.json());
      expect(profile).toMatchObject({ first_name: 'Daniel', last_name: 'Okafor', is_certified: true });
      expect(profile.work_experiences[0]?.title).toBe('Senior Data Scientist');
      expect(response.json()).not.toHaveProperty('email');
    });

    it("names the member's user id and whether the signed-in viewer follows them", async () => {
      const admin = await identityOf('admin@trellis.test');
      const slug = admin.profile.name_slug;
      const viewedBy = async (email: string | null) => {
        const headers = email ? await t.authHeader(email) : {};
        return PublicProfile.parse((await t.inject({ url: api(PATHS.publicProfile(slug)), headers })).json());
      };
      const member = await t.authHeader('member@trellis.test');
      const followCall = (action: 'follow' | 'unfollow') =>
        t.inject({ method: 'POST', url: api(PATHS.follow(action, 'user', admin.id)), headers: member });

      // The demo member follows the admin; the answer follows each change of that.
      expect(await viewedBy('member@trellis.test')).toMatchObject({ user_id: admin.id, is_following: true });
      expect((await followCall('unfollow')).statusCode).toBe(200);
      expect((await viewedBy('member@trellis.test')).is_following).toBe(false);
      expect((await followCall('follow')).statusCode).toBe(200);
      expect((await viewedBy('member@trellis.test')).is_following).toBe(true);
      expect(await viewedBy(null)).toMatchObject({ user_id: admin.id, is_following: false });
    });

    it('answers 404 for an unknown slug', async () => {
      const response = await t.inject({ url: api(PATHS.publicProfile('nobody-here')) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'The requested resource was not found' });
    });

    it('answers 400, not 500, for a slug the database cannot store', async () => {
      expect((await t.inject({ url: api(PATHS.publicProfile('\u0000')) })).statusCode).toBe(400);
    });
  });

  describe('kept identities', () => {
    const HOST = 'localhost';
    let cache: IdentityAnswerCache;
    /** Resolves once the cache has heard every change committed so far. */
    let changesHeard: () => Promise<void>;
    beforeAll(async () => {
      const identityChanges = withIdentityChangesHeard(t.database.connection);
      changesHeard = identityChanges.changesHeard;
      cache = createIdentityCache<IdentityRow>(identityChanges.connection, t.app.log);
      await cache.start();
    });
    afterAll(() => cache.stop());

    /** A new member's latest session, as the claims of its access token name it; the changes of its making are heard. */
    async function newSession() {
      const member = await t.newMember();
      const [session] = await t.database.connection.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, member.id))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      await changesHeard();
      return { userId: member.id, sessionId: session!.id };
    }

    it('reads in one statement, then serves the kept answer after one lookup of the session', async () => {
      const access = await newSession();
      const logged = loggingDatabase(t.database.connection.db);
      const first = await readIdentity(logged.db, cache, access, HOST);
      expect(logged.statements).toHaveLength(1);
      expect(logged.statements[0]!.query).toContain('json_build_object');
      const second = await readIdentity(logged.db, cache, access, HOST);
      expect(second).toEqual(first);
      expect(logged.statements).toHaveLength(2);
      expect(logged.statements[1]!.query).not.toContain('json_build_object');
    });

    it("shows the next read what any writer changed: the user's own rows and the rows users share", async () => {
      const access = await newSession();
      const { db } = t.database.connection;
      const read = async () => (await readIdentity(db, cache, access, HOST))!;
      const before = await read();
      await db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, access.userId));
      await expect.poll(async () => (await read()).firstName).toBe('Renamed');
      await db.insert(notifications).values({ userId: access.userId, type: 'info', notificationType: 'test', message: 'Hello' });
      await expect.poll(async () => (await read()).unreadNotifications).toBe(before.unreadNotifications + 1);
      const organization = await createOrganization(db);
      await addMembership(db, { userId: access.userId, groupId: organization.id });
      await expect.poll(async () => (await read()).organizations.map((org) => org.id)).toContain(organization.id);
      await db.update(groups).set({ name: 'Renamed organization' }).where(eq(groups.id, organization.id));
      await expect
        .poll(async () => (await read()).organizations.find((org) => org.id === organization.id)?.name)
        .toBe('Renamed organization');
    });

    it('refuses a signed-out session, and shows the flags as they stand, before any change is heard', async () => {
      const access = await newSession();
      const { db } = t.database.connection;
      const deaf = createIdentityCache<IdentityRow>(
        {
          listen: async (_channel, _onPayload, onListening) => {
            onListening?.(true);
            return async () => {};
          },
        },
        t.app.log,
      );
      await deaf.start();
      expect((await readIdentity(db, deaf, access, HOST))?.isStaff).toBe(false);
      await db.update(users).set({ isStaff: true }).where(eq(users.id, access.userId));
      expect((await readIdentity(db, deaf, access, HOST))?.isStaff).toBe(true);
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, access.sessionId));
      expect(await readIdentity(db, deaf, access, HOST)).toBeUndefined();
    });

    it('has every table the identity statement reads notify its changes', async () => {
      const logged = loggingDatabase(t.database.connection.db);
      await readIdentity(logged.db, createIdentityCache<IdentityRow>(t.database.connection, t.app.log), await newSession(), HOST);
      const read = new Set(
        [...logged.statements[0]!.query.matchAll(/\b(?:from|join) "?([a-z_]+)"?/g)]
          .map((match) => match[1]!)
          .filter((name) => name !== 'unnest' && name !== 'lateral'),
      );
      const notifying = await rawRows<{ table: string }>(
        t.database.connection.db,
        sql`select distinct c.relname as "table" from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
          join pg_proc p on p.oid = tg.tgfoid where p.proname = 'identity_changed'`,
      );
      expect(read.size).toBeGreaterThan(10);
      expect(new Set(notifying.map((row) => row.table))).toEqual(read);
    });
  });
});
