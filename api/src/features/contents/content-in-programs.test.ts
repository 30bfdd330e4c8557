import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, ContentAnswer, ContentList } from '@trellis/contracts';
import { groups, memberships } from '../../db/schema/index.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { addMembership } from '../../test-support/factory.ts';
import { PDF, PNG } from '../../test-support/sample-files.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { contentCalls, doc, startContentsTestApp, type ContentsTestApp, type Member } from './contents-test-app.ts';

describe('posts and newsletters', () => {
  let app: ContentsTestApp;
  let t: TestApp;
  let org: ContentsTestApp['org'], outsider: Member;

  beforeAll(async () => {
    app = await startContentsTestApp();
    ({ t, org, outsider } = app);
  });
  afterAll(() => t.close());

  const { call, upload } = contentCalls(() => app);

  describe('circles and events', () => {
    /** A group of one kind; a price makes its members pay before they post. */
    const program = async (groupType: 'circle' | 'event', extra: Partial<typeof groups.$inferInsert> = {}) => {
      const db = t.database.connection.db;
      const slug = `${groupType}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await db
        .insert(groups)
        .values({ name: `A ${groupType} ${slug}`, nameSlug: slug, groupType, parentGroupId: org.id, ...extra })
        .returning({ id: groups.id });
      return row!.id;
    };
    const inGroup = async (groupId: number, who: Member | null, body: object = {}) =>
      call('POST', '/contents/', who, { group: groupId, data: doc('Notes for the cohort'), ...body });

    it("lets a paid circle's paying member share a post with two files; the unpaid member, an outsider and a visitor are refused", async () => {
      const db = t.database.connection.db;
      const circle = await program('circle', { priceCents: 9900, publicity: 'closed' });
      const [payer, unpaid] = await Promise.all([t.newMember(), t.newMember()]);
      for (const who of [payer, unpaid]) await addMembership(db, { userId: who.id, groupId: circle });
      await db.update(memberships).set({ paymentStatus: 'confirmed' }).where(eq(memberships.userId, payer.id));
      await db.update(memberships).set({ paymentStatus: 'pending' }).where(eq(memberships.userId, unpaid.id));

      const files = await upload(payer, [
        { name: 'Week 1 slides.pdf', data: PDF },
        { name: 'Whiteboard', data: PNG },
      ]);
      const shared = await inGroup(circle, payer, { files });
      expect(shared.status).toBe(201);
      const { content } = ContentAnswer.parse(shared.body);
      expect(content.group_detail).toMatchObject({ id: circle, group_type: 'circle' });
      expect(content.files.map((file) => file.description)).toEqual(['Week 1 slides.pdf', 'Whiteboard']);

      for (const who of [unpaid, outsider])
        expect(await inGroup(circle, who)).toEqual({ status: 403, body: { detail: CONTENT_MESSAGES.cannotPost } });
      expect(await inGroup(circle, null)).toEqual({ status: 401, body: { detail: SERVER_MESSAGES.notAuthenticated } });
    });

    it("shows a closed circle's private posts to its members only, newest first, and its public ones to everyone", async () => {
      const db = t.database.connection.db;
      const circle = await program('circle', { publicity: 'closed' });
      const insider = await t.newMember();
      await addMembership(db, { userId: insider.id, groupId: circle });
      const first = ContentAnswer.parse((await inGroup(circle, insider, { data: doc('Private kickoff notes') })).body).content;
      const open = ContentAnswer.parse(
        (await inGroup(circle, insider, { data: doc('Open reading list'), security_level: 0 })).body,
      ).content;

      const mine = ContentList.parse((await call('GET', `/contents/?group_id=${circle}`, insider)).body);
      expect(mine.data.map((post) => post.id)).toEqual([open.id, first.id]);
      for (const who of [outsider, null]) {
        const theirs = ContentList.parse((await call('GET', `/contents/?group_id=${circle}`, who)).body);
        expect(theirs.data.map((post) => post.id)).toEqual([open.id]);
        expect(theirs.pagination.count).toBe(1);
      }
      expect((await call('GET', `/contents/slug/${first.slug}/`, outsider)).status).toBe(404);
    });

    it("lets an event's accepted attendee post, and refuses one whose request is pending", async () => {
      const db = t.database.connection.db;
      const event = await program('event');
      const [attendee, applicant] = await Promise.all([t.newMember(), t.newMember()]);
      await addMembership(db, { userId: attendee.id, groupId: event, role: 'attendee' });
      await addMembership(db, { userId: applicant.id, groupId: event, role: 'attendee', status: 'pending' });
      expect((await inGroup(event, attendee)).status).toBe(201);
      expect(await inGroup(event, applicant)).toEqual({ status: 403, body: { detail: CONTENT_MESSAGES.cannotPost } });
      expect(await inGroup(event, null)).toEqual({ status: 401, body: { detail: SERVER_MESSAGES.notAuthenticated } });
    });
  });
});
