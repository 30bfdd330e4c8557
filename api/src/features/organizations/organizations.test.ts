import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, Identity, OrganizationBrief, OrganizationBriefList, OrganizationSummary, PATHS, ServiceList } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Tests that change a member's organizations change a member of their own, copied from a demo account.
describe('organization switching', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(PATHS.groups) + '?page_size=100' })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const id = (slug: string) => {
    const found = ids.get(slug);
    if (found === undefined) throw new Error(`no demo group ${slug}`);
    return found;
  };
  const post = async (url: string, email: string | null, payload?: unknown, host = 'localhost:3000') =>
    t.inject({
      method: 'POST',
      url: api(url),
      payload: payload as object,
      headers: { host, ...(email ? await t.authHeader(email) : {}) },
    });
  const get = async (url: string, email: string | null, host = 'localhost:3000') =>
    t.inject({ url: api(url), headers: { host, ...(email ? await t.authHeader(email) : {}) } });

  describe('GET /groups/default/', () => {
    it("lists the Host's site organizations, its default organization first", async () => {
      const response = await get(PATHS.defaultOrganizations, null, 'campus.localhost:3000');
      expect(response.statusCode).toBe(200);
      const { data } = OrganizationBriefList.parse(response.json());
      expect(data[0]).toMatchObject({ name_slug: 'westlake-state-university', domain: 'campus.localhost', group_type: 'institution' });
    });

    it('takes the domain from the query and falls back to the general site for unknown ones', async () => {
      const diaspora = OrganizationBriefList.parse((await get(`${PATHS.defaultOrganizations}?domain=Diaspora.localhost`, null)).json());
      expect(diaspora.data.map((org) => org.name_slug)).toEqual(['diaspora-professionals-network']);
      const unknown = OrganizationBriefList.parse((await get(`${PATHS.defaultOrganizations}?domain=nowhere.example`, null)).json());
      expect(unknown.data[0]?.name_slug).toBe('trellis-career-network');
    });

    it('answers field errors for a domain no host name can have', async () => {
      const response = await get(`${PATHS.defaultOrganizations}?domain=${'a'.repeat(300)}`, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors.domain).toHaveLength(1);
    });
  });

  describe('GET /groups/default-org/', () => {
    it('answers the default organization of each site', async () => {
      for (const [host, slug] of [
        ['localhost', 'trellis-career-network'],
        ['camp.localhost:3301', 'pinecrest-summer-camp'],
        ['senate.localhost', 'global-youth-senate'],
        ['unknown.example', 'trellis-career-network'],
      ] as const) {
        const response = await get(PATHS.siteDefaultOrganization, null, host);
        expect(response.statusCode, host).toBe(200);
        expect(OrganizationBrief.parse(response.json()).name_slug, host).toBe(slug);
      }
    });
  });

  describe('POST /users/switch-organization/', () => {
    it("lets a member switch to an organization they belong to and names its site's domain", async () => {
      const response = await post(PATHS.switchOrganization, 'member@trellis.test', { group_id: id('westlake-state-university') });
      expect(response.statusCode).toBe(200);
      expect(OrganizationSummary.parse(response.json())).toMatchObject({ domain: 'campus.localhost', membership_status: 'accepted' });
    });

    it('refuses organizations the user is not an accepted member of', async () => {
      expect((await post(PATHS.switchOrganization, 'member@trellis.test', { group_id: id('lumen-robotics') })).statusCode).toBe(403);
      const pending = await post(PATHS.switchOrganization, 'pending@trellis.test', { group_id: id('trellis-career-network') });
      expect(pending.statusCode).toBe(403);
      expect(pending.json()).toEqual({ detail: "You don't have permission to perform this action" });
    });

    it('answers 404 for a group that is not an organization, 401 without a session', async () => {
      expect((await post(PATHS.switchOrganization, 'member@trellis.test', { group_id: id('first-gen-professionals') })).statusCode).toBe(
        404,
      );
      expect((await post(PATHS.switchOrganization, 'member@trellis.test', { group_id: 2_000_000_000 })).statusCode).toBe(404);
      expect((await post(PATHS.switchOrganization, null, { group_id: id('trellis-career-network') })).statusCode).toBe(401);
    });

    it.each([[{}], [{ group_id: 'abc' }], [{ group_id: -1 }], [{ group_id: 1.5 }], [{ group_id: 99_999_999_999 }]])(
      'answers field errors for %j',
      async (payload) => {
        const response = await post(PATHS.switchOrganization, 'member@trellis.test', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().field_errors.group_id).toHaveLength(1);
      },
    );
  });

  describe('GET /identity/ on a site', () => {
    it("puts a member of the site's default organization in it, and everyone else in their default", async () => {
      const member = Identity.parse((await get(PATHS.identity, 'member@trellis.test', 'campus.localhost:3000')).json());
      expect(member.organization?.name_slug).toBe('westlake-state-university');
      expect(member.organization?.is_default).toBe(false);
      const admin = Identity.parse((await get(PATHS.identity, 'admin@trellis.test', 'campus.localhost:3000')).json());
      expect(admin.organization?.name_slug).toBe('trellis-career-network');
      const asked = Identity.parse(
        (await get(`${PATHS.identity}?current_org=${id('trellis-career-network')}`, 'member@trellis.test', 'campus.localhost')).json(),
      );
      expect(asked.organization?.name_slug).toBe('trellis-career-network');
    });
  });

  describe('POST /users/default-organization/', () => {
    it('refuses an organization the user does not belong to', async () => {
      const response = await post(PATHS.defaultOrganization, 'leader@trellis.test', { group_id: id('westlake-state-university') });
      expect(response.statusCode).toBe(403);
    });

    it('makes an accepted membership the only default one', async () => {
      const { email } = await t.newMember();
      const response = await post(PATHS.defaultOrganization, email, { group_id: id('westlake-state-university') });
      expect(response.statusCode).toBe(200);
      expect(OrganizationSummary.parse(response.json())).toMatchObject({ name_slug: 'westlake-state-university', is_default: true });
      const identity = Identity.parse((await get(PATHS.identity, email)).json());
      expect(identity.switchable_orgs.filter((org) => org.is_default).map((org) => org.name_slug)).toEqual(['westlake-state-university']);
      expect(identity.organization?.name_slug).toBe('trellis-career-network');
    });

    it('answers field errors for a missing group_id', async () => {
      const response = await post(PATHS.defaultOrganization, 'member@trellis.test', { group: 1 });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().field_errors)).toEqual(['group_id']);
    });
  });

  describe('services', () => {
    it('lists the other sites the user has not joined, with their domains', async () => {
      const response = await get(PATHS.services, 'admin@trellis.test', 'localhost:3000');
      expect(response.statusCode).toBe(200);
      const { data } = ServiceList.parse(response.json());
      expect(data.map((service) => service.domain).sort()).toEqual([
        'camp.localhost',
        'campus.localhost',
        'diaspora.localhost',
        'senate.localhost',
      ]);
      expect(data.find((service) => service.domain === 'camp.localhost')).toMatchObject({
        brand_name: 'Pinecrest Camp',
        name: 'Pinecrest Summer Camp',
      });
      const member = ServiceList.parse((await get(PATHS.services, 'member@trellis.test', 'camp.localhost')).json());
      expect(member.data.map((service) => service.domain).sort()).toEqual(['diaspora.localhost', 'senate.localhost']);
    });

    it('joins a service and answers its domain; the service is then no longer offered', async () => {
      const { email } = await t.newMember({ like: 'admin@trellis.test' });
      const response = await post(PATHS.joinService, email, { group_id: id('global-youth-senate') });
      expect(response.statusCode).toBe(200);
      expect(OrganizationSummary.parse(response.json())).toMatchObject({
        domain: 'senate.localhost',
        membership_status: 'accepted',
        is_default: false,
      });
      const after = ServiceList.parse((await get(PATHS.services, email)).json());
      expect(after.data.map((service) => service.domain)).not.toContain('senate.localhost');
    });

    it('answers 404 for an organization that is no site, 400 for bad input, 401 without a session', async () => {
      expect((await post(PATHS.joinService, 'admin@trellis.test', { group_id: id('lumen-robotics') })).statusCode).toBe(404);
      expect((await post(PATHS.joinService, 'admin@trellis.test', { group_id: null })).statusCode).toBe(400);
      expect((await get(PATHS.services, null)).statusCode).toBe(401);
    });
  });

  describe('POST /groups/{id}/join-default/', () => {
    it('accepts at once into an open organization and leaves a closed one pending', async () => {
      const { email } = await t.newMember({ like: 'leader@trellis.test' });
      const open = await post(PATHS.joinDefault(id('lumen-robotics')), email);
      expect(open.statusCode).toBe(200);
      expect(OrganizationSummary.parse(open.json())).toMatchObject({ membership_status: 'accepted', role: 'member' });
      const closed = await post(PATHS.joinDefault(id('harbor-city-community-foundation')), email);
      expect(OrganizationSummary.parse(closed.json()).membership_status).toBe('pending');
      const again = await post(PATHS.joinDefault(id('harbor-city-community-foundation')), email);
      expect(OrganizationSummary.parse(again.json()).membership_status).toBe('pending');
    });

    it('answers 404 for circles and unknown ids, 400 for malformed ids, 401 without a session', async () => {
      expect((await post(PATHS.joinDefault(id('first-gen-professionals')), 'leader@trellis.test')).statusCode).toBe(404);
      expect((await post(PATHS.joinDefault(2_000_000_000), 'leader@trellis.test')).statusCode).toBe(404);
      const malformed = await post('/groups/abc/join-default/', 'leader@trellis.test');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().field_errors.id).toHaveLength(1);
      expect((await post('/groups/99999999999/join-default/', 'leader@trellis.test')).statusCode).toBe(400);
      expect((await post(PATHS.joinDefault(id('lumen-robotics')), null)).statusCode).toBe(401);
    });
  });
});
