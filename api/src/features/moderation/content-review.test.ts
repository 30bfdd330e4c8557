import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, MODERATION_MESSAGES, ReviewItemList } from '@trellis/contracts';
import { moderationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { aiTools, memberships, useCases } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Person = { id: number; headers: { authorization: string } };
let made = 0;

describe('review of use cases and AI tools', () => {
  let t: TestApp;
  let org: number;
  let admin: Person;
  let otherAdmin: Person;
  let member: Person;
  let otherItem: number;
  const db = () => t.database.connection.db;

  /** A member whose default organization is `groupId`, with a role there. */
  async function runner(groupId: number, role: 'admin' | 'member') {
    const person = await t.newMember();
    await db().update(memberships).set({ isDefault: false }).where(eq(memberships.userId, person.id));
    await addMembership(db(), { userId: person.id, groupId, role });
    await db()
      .update(memberships)
      .set({ isDefault: true })
      .where(and(eq(memberships.userId, person.id), eq(memberships.groupId, groupId)));
    return person;
  }
  async function useCase(groupId: number, status: 'pending' | 'approved' | 'rejected', title = `Use case ${++made}`) {
    const [row] = await db()
      .insert(useCases)
      .values({
        slug: `review-${process.pid}-${++made}`,
        title,
        description: 'd',
        businessValue: 'high',
        complexity: 'low',
        innovationCategory: 'x',
        groupId,
        status,
      })
      .returning({ id: useCases.id });
    return row!.id;
  }
  const list = (kind: string, query: string, who: Person) =>
    t.inject({ url: api(`${pathOf(moderationEndpoints.reviewList, { kind })}${query}`), headers: who.headers });
  const decide = (kind: string, id: number, body: object, who: Person = admin) =>
    t.post(pathOf(moderationEndpoints.reviewDecision, { kind, id }), body, who.headers);

  beforeAll(async () => {
    t = await createTestApp();
    org = (await createOrganization(db())).id;
    const otherOrg = (await createOrganization(db())).id;
    admin = await runner(org, 'admin');
    otherAdmin = await runner(otherOrg, 'admin');
    member = await runner(org, 'member');
    otherItem = await useCase(otherOrg, 'pending');
  });
  afterAll(() => t.close());

  it('lists the default organization’s pending items, newest first, to its administrators only', async () => {
    const older = await useCase(org, 'pending', 'Older pending case');
    const newer = await useCase(org, 'pending', 'Newer pending case');
    await useCase(org, 'approved');
    const page = ReviewItemList.parse((await list('use_case', '', admin)).json());
    expect(page.data.map((item) => item.id)).toEqual([newer, older]);
    expect(page.pagination.page_size).toBe(10);
    expect(ReviewItemList.parse((await list('use_case', '?search=older', admin)).json()).data.map((item) => item.id)).toEqual([older]);
    const theirs = ReviewItemList.parse((await list('use_case', '', otherAdmin)).json());
    expect(theirs.data.map((item) => item.id)).toEqual([otherItem]);
    expect((await list('use_case', '', member)).statusCode).toBe(403);
    expect((await t.inject({ url: api(pathOf(moderationEndpoints.reviewList, { kind: 'use_case' })) })).statusCode).toBe(401);
    expect((await list('posts', '', admin)).statusCode).toBe(400);
    expect((await list('use_case', '?status=deleted', admin)).statusCode).toBe(400);
  });

  it('approves a pending or rejected use case, rejects a pending one only, and logs each decision', async () => {
    const id = await useCase(org, 'pending', 'Decided case');
    const rejected = await decide('use_case', id, { action: 'reject', reason: 'Too vague.' });
    expect(rejected.json()).toEqual({ message: MODERATION_MESSAGES.contentDecided('reject', 'use_case'), status: 'rejected' });
    expect((await decide('use_case', id, { action: 'reject' })).json().non_field_errors).toEqual([MODERATION_MESSAGES.onlyPendingRejected]);
    expect((await decide('use_case', id, { action: 'approve' })).json().status).toBe('approved');
    expect((await decide('use_case', id, { action: 'approve' })).json().non_field_errors).toEqual([MODERATION_MESSAGES.alreadyApproved]);
    const log = AuditLog.parse(
      (
        await t.inject({
          url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&search=decided`),
          headers: admin.headers,
        })
      ).json(),
    );
    expect(log.data.map((entry) => [entry.action, entry.reason])).toEqual([
      ['content_approved', null],
      ['content_rejected', 'Too vague.'],
    ]);
  });

  it('rejects an AI tool in its own words', async () => {
    const [tool] = await db()
      .insert(aiTools)
      .values({ slug: `tool-${process.pid}-${++made}`, name: 'Review tool', description: 'd', groupId: org, status: 'pending' })
      .returning({ id: aiTools.id });
    const answer = await decide('ai_tool', tool!.id, { action: 'reject' });
    expect(answer.json().message).toBe(MODERATION_MESSAGES.contentDecided('reject', 'ai_tool'));
  });

  it('refuses other organizations’ items, members, missing items and bad input', async () => {
    expect((await decide('use_case', otherItem, { action: 'approve' })).json()).toEqual({
      detail: MODERATION_MESSAGES.outsideOrganization,
    });
    const mine = await useCase(org, 'pending');
    expect((await decide('use_case', mine, { action: 'approve' }, member)).statusCode).toBe(403);
    expect((await decide('use_case', mine, { action: 'approve' }, otherAdmin)).statusCode).toBe(403);
    expect((await decide('use_case', 2_000_000_000, { action: 'approve' })).statusCode).toBe(404);
    expect((await decide('use_case', mine, {})).json().field_errors.action).toEqual(['Please select an action to perform.']);
    expect((await decide('use_case', mine, { action: 'approve', reason: 'x'.repeat(5000) })).statusCode).toBe(400);
  });
});
