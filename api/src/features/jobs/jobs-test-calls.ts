import { eq } from 'drizzle-orm';
import { Job, JobList, PATHS } from '@trellis/contracts';
import { topics, users } from '../../db/schema/index.ts';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';

export const ADMIN = 'admin@trellis.test';
/** Leads (an admin-level role) Northbridge Health Alliance, another certified organization. */
export const OTHER_ADMIN = 'leader@trellis.test';
export const MEMBER = 'member@trellis.test';
export const STAFF = 'staff@trellis.test';
export const DEFAULT_ORG = 'trellis-career-network';
export const NORTHBRIDGE = 'northbridge-health-alliance';
export const PUBLISHED = 'data-analyst-intern';
export const DRAFT = 'community-content-writer';
export const EXPIRED = 'community-health-outreach-lead';

/** The demo groups' ids by slug and the skills' ids by name. */
export async function demoIds(t: TestApp) {
  const skills = await t.database.connection.db.select().from(topics).where(eq(topics.topicType, 'skill'));
  return {
    groupIds: await demoGroupIds(t),
    skillIds: new Map(skills.map((skill) => [skill.name, skill.id])),
  };
}

/**
 * The job board's calls as a demo account makes them (null for a visitor), answering status and body. The app is
 * read when a call is made, so a test file may set it up in its beforeAll.
 */
export function jobCalls(app: () => TestApp) {
  const headers = async (email: string | null) => (email ? await app().authHeader(email) : {});
  const get = async (path: string, email: string | null = null) => {
    const response = await app().inject({ url: api(path), headers: await headers(email) });
    return { status: response.statusCode, body: response.json() };
  };
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, email: string | null, payload?: object) => {
    const response = await app().inject({ method, url: api(path), payload, headers: await headers(email) });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    get,
    send,
    board: async (query: string, email: string | null = null) => JobList.parse((await get(`${PATHS.jobs}?${query}`, email)).body),
    jobBySlug: async (slug: string, email: string | null = ADMIN) => Job.parse((await get(PATHS.jobBySlug(slug), email)).body),
    userId: async (email: string) =>
      (await app().database.connection.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
  };
}
