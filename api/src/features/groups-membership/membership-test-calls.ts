import { eq } from 'drizzle-orm';
import { NotificationList, PATHS } from '@trellis/contracts';
import { users } from '../../db/schema/index.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';

export const LEADER = 'leader@trellis.test';
export const ADMIN = 'admin@trellis.test';
export const STAFF = 'staff@trellis.test';
export const MEMBER = 'member@trellis.test';
/** The demo's paid circle, led by the leader, with questions to answer on applying. */
export const AI_CIRCLE = 'ai-foundations-for-career-changers';

/**
 * The membership calls as a demo account makes them (null for a visitor), and what the account then sees: its
 * standing in a group and its newest notification. The app is read when a call is made.
 */
export function membershipCalls(app: () => TestApp) {
  return {
    userId: async (email: string) =>
      (await app().database.connection.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
    async call(path: string, email: string | null, payload: object = {}) {
      const response = await app().post(path, payload, email ? await app().authHeader(email) : {});
      return { status: response.statusCode, body: response.json() };
    },
    standing: async (slug: string, email: string) =>
      (await app().inject({ url: api(PATHS.groupBySlug(slug)), headers: await app().authHeader(email) })).json(),
    latestNotice: async (email: string) =>
      NotificationList.parse((await app().inject({ url: api(PATHS.notifications), headers: await app().authHeader(email) })).json())
        .data[0],
  };
}
