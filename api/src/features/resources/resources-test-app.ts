import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { RESOURCE_TOPIC_AREAS, ResourceAnswer, ResourceList, type ResourceCreateBody } from '@trellis/contracts';
import { pathOf, resourceEndpoints } from '@trellis/contracts/endpoints';
import { groups, topics } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp } from '../../test-support/test-app.ts';
import { uploadFormFiles } from '../uploads/multipart-body.ts';

export type Person = { id: number; headers: { authorization: string } };

export const AREA = RESOURCE_TOPIC_AREAS[0];

/** A test app with an organization of its own, one of its circles, and the people each resource rule is about. */
export async function startResourcesTestApp() {
  const t = await createTestApp();
  const db = t.database.connection.db;
  const org = (await createOrganization(db)).id;
  const [row] = await db
    .insert(groups)
    .values({
      name: 'Resource circle',
      nameSlug: `resource-circle-${process.pid}`,
      groupType: 'circle',
      parentGroupId: org,
      rootGroupId: org,
    })
    .returning({ id: groups.id });
  const circle = row!.id;
  const join = async (person: Person, groupId: number, role: 'member' | 'admin' = 'member') =>
    addMembership(db, { userId: person.id, groupId, role });
  const author = await t.newMember();
  await join(author, org);
  await join(author, circle);
  /** Certified, an admin of the organization: reviews its resources. */
  const reviewer = await t.newMember({ like: 'admin@trellis.test' });
  await join(reviewer, org, 'admin');
  /** An admin of the organization without certification: does not review. */
  const uncertifiedAdmin = await t.newMember();
  await join(uncertifiedAdmin, org, 'admin');
  /** A member of the organization whose plan includes premium resources. */
  const premiumMember = await t.newMember({ like: 'admin@trellis.test' });
  await join(premiumMember, org);
  /** A member of the organization on the free plan. */
  const freeMember = await t.newMember();
  await join(freeMember, org);
  return {
    t,
    org,
    circle,
    author,
    reviewer,
    uncertifiedAdmin,
    premiumMember,
    freeMember,
    /** Certified admin of another organization. */
    otherAdmin: await t.authHeader('admin@trellis.test'),
    staff: await t.authHeader('staff@trellis.test'),
    topicIds: (await db.select({ id: topics.id }).from(topics).where(eq(topics.topicType, 'general'))).map((topic) => topic.id),
  };
}

export type ResourcesTestApp = Awaited<ReturnType<typeof startResourcesTestApp>>;

/** The resource calls, each answering status and body, on the app a file's beforeAll started (read at each call). */
export function resourceCalls(app: () => ResourcesTestApp) {
  const send = async (method: 'POST' | 'PATCH', path: string, headers: object, payload: object) => {
    const response = await app().t.inject({ method, url: api(path), headers: { ...headers }, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const contribute = (person: Person | null, body: object) => send('POST', pathOf(resourceEndpoints.create), person?.headers ?? {}, body);
  return {
    upload: (person: Person, files: { name: string; data: Buffer }[]) => uploadFormFiles(app().t, person.headers, files),
    /** A resource the rules accept, in the organization, with what the test changes. */
    valid: (overrides: Partial<ResourceCreateBody> = {}): ResourceCreateBody => ({
      title: 'Interview preparation kit',
      content: 'Questions, a checklist and a worksheet.',
      group: app().org,
      topics: [app().topicIds[0]!],
      topic_area: AREA.id,
      career_stages: [AREA.career_stages[0]],
      ...overrides,
    }),
    contribute,
    async created(person: Person, body: object) {
      const response = await contribute(person, body);
      expect(response.status).toBe(201);
      return ResourceAnswer.parse(response.body).resource;
    },
    review: (id: number, headers: object, action: string) => send('POST', pathOf(resourceEndpoints.review, { id }), headers, { action }),
    edit: (id: number, headers: object, body: object) => send('PATCH', pathOf(resourceEndpoints.update, { id }), headers, body),
    async read(slug: string, headers: object = {}) {
      const response = await app().t.inject({ url: api(pathOf(resourceEndpoints.detailBySlug, { slug })), headers: { ...headers } });
      return { status: response.statusCode, body: response.json() };
    },
    async list(groupId: number, headers: object = {}, page = 1) {
      const response = await app().t.inject({
        url: api(`${pathOf(resourceEndpoints.list)}?group_id=${groupId}&page=${page}`),
        headers: { ...headers },
      });
      expect(response.statusCode).toBe(200);
      return ResourceList.parse(response.json());
    },
  };
}
