import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MODERATION_MESSAGES,
  NotificationList,
  ReviewItemList,
  UseCaseSaved,
  notificationTarget,
  type UseCaseCreateBody,
} from '@trellis/contracts';
import { aiEndpoints, moderationEndpoints, notificationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { memberships, useCaseReviews } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Headers = { authorization: string };

describe('an approved use case its author changes', () => {
  let t: TestApp;
  let org: number;
  let author: { id: number; headers: Headers };
  let admin: Headers;
  let staff: Headers;

  const db = () => t.database.connection.db;
  const good = (): UseCaseCreateBody => ({
    title: 'Triage support tickets with a language model',
    description: 'Incoming tickets are read by a model that drafts a category and a priority for the support team to confirm.',
    reason: 'Customers wait less.',
    group: org,
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Process automation',
  });
  const edit = (id: number, body: object, headers: Headers) =>
    t.inject({ method: 'PATCH', url: api(pathOf(aiEndpoints.updateUseCase, { id })), payload: body, headers });
  const decide = (id: number, headers: Headers = admin) =>
    t.post(pathOf(moderationEndpoints.reviewDecision, { kind: 'use_case', id }), { action: 'approve' }, headers);
  const grade = async (id: number) => (await db().select().from(useCaseReviews).where(eq(useCaseReviews.useCaseId, id)))[0];
  const toldAbout = async (headers: Headers, slug: string) =>
    NotificationList.parse((await t.inject({ url: api(pathOf(notificationEndpoints.list)), headers })).json()).data.filter(
      (notice) => notice.notification_type === 'use_case_changed' && notice.data.name_slug === slug,
    );
  const changedQueue = async (headers: Headers = admin) =>
    t.inject({ url: api(`${pathOf(moderationEndpoints.reviewList, { kind: 'use_case' })}?status=approved&changed=true`), headers });

  beforeAll(async () => {
    t = await createTestApp();
    org = (await createOrganization(db())).id;
    const member = await t.newMember();
    await addMembership(db(), { userId: member.id, groupId: org });
    author = member;
    const moderator = await t.newMember();
    await db().update(memberships).set({ isDefault: false }).where(eq(memberships.userId, moderator.id));
    await addMembership(db(), { userId: moderator.id, groupId: org, role: 'admin' });
    // The dashboard reviews the administrator's default organization.
    await db()
      .update(memberships)
      .set({ isDefault: true })
      .where(and(eq(memberships.userId, moderator.id), eq(memberships.groupId, org)));
    admin = moderator.headers;
    staff = await t.authHeader('staff@trellis.test');
  });
  afterAll(() => t.close());

  it('is graded again, and a reject brings it to its moderators and the review queue until one approves the change', async () => {
    const created = UseCaseSaved.parse((await t.post(pathOf(aiEndpoints.createUseCase), good(), author.headers)).json()).use_case;
    await vi.waitFor(async () => expect((await grade(created.id))?.quality).toBeDefined(), { timeout: 8000 });
    const approved = await decide(created.id);
    expect(approved.json()).toEqual({ message: MODERATION_MESSAGES.contentDecided('approve', 'use_case'), status: 'approved' });

    expect((await edit(created.id, { title: 'BUY NOW CHEAP AI', description: 'Too short to say much.' }, author.headers)).statusCode).toBe(
      200,
    );
    await vi.waitFor(async () => expect((await grade(created.id))?.quality).toBe('reject'), { timeout: 8000 });
    // Staff and the organization's administrators are told, with a link to the use case; the author is not.
    for (const moderator of [admin, staff]) {
      await vi.waitFor(async () => expect(await toldAbout(moderator, created.slug)).toHaveLength(1), { timeout: 8000 });
    }
    const [notice] = await toldAbout(admin, created.slug);
    expect(notice!.message).toBe(MODERATION_MESSAGES.changedRegraded('BUY NOW CHEAP AI', 'Reject'));
    expect(notificationTarget(notice!)).toBe(`/usecase/${created.slug}`);
    expect(await toldAbout(author.headers, created.slug)).toEqual([]);

    const queue = ReviewItemList.parse((await changedQueue()).json());
    const item = queue.data.find((entry) => entry.id === created.id)!;
    expect(item).toMatchObject({ status: 'approved', agent_review: { quality: 'reject' } });
    expect(item.changed_since_approval_at).not.toBeNull();
    const unchanged = ReviewItemList.parse(
      (
        await t.inject({
          url: api(`${pathOf(moderationEndpoints.reviewList, { kind: 'use_case' })}?status=approved&changed=false`),
          headers: admin,
        })
      ).json(),
    );
    expect(unchanged.data.some((entry) => entry.id === created.id)).toBe(false);

    // It stays approved: the agent only recommends. A moderator approves the change, once.
    expect((await decide(created.id)).json()).toEqual({ message: MODERATION_MESSAGES.changeApproved, status: 'approved' });
    expect(ReviewItemList.parse((await changedQueue()).json()).data.some((entry) => entry.id === created.id)).toBe(false);
    expect((await decide(created.id)).json()).toEqual({ non_field_errors: [MODERATION_MESSAGES.alreadyApproved] });
  });

  it('tells nobody when the change is graded well, and keeps the queue to the organization’s administrators', async () => {
    const created = UseCaseSaved.parse((await t.post(pathOf(aiEndpoints.createUseCase), good(), author.headers)).json()).use_case;
    await vi.waitFor(async () => expect((await grade(created.id))?.quality).toBeDefined(), { timeout: 8000 });
    await decide(created.id);
    // Forty words and more of description make a third quality signal beside the reason and the business value.
    const description = `${good().description} ${'The team corrects each draft and the model learns from every correction it is shown.'.repeat(3)}`;
    await edit(created.id, { description }, author.headers);
    await vi.waitFor(async () => expect(['high', 'medium']).toContain((await grade(created.id))?.quality), { timeout: 8000 });
    expect(await toldAbout(admin, created.slug)).toEqual([]);
    // Still marked changed, for a moderator to look at when they will.
    expect(ReviewItemList.parse((await changedQueue()).json()).data.some((entry) => entry.id === created.id)).toBe(true);

    expect((await changedQueue(author.headers)).statusCode).toBe(403);
    expect((await t.inject({ url: api(`${pathOf(moderationEndpoints.reviewList, { kind: 'use_case' })}?changed=true`) })).statusCode).toBe(
      401,
    );
    const tools = await t.inject({
      url: api(`${pathOf(moderationEndpoints.reviewList, { kind: 'ai_tool' })}?changed=true`),
      headers: admin,
    });
    expect(tools.json().field_errors.changed).toEqual([MODERATION_MESSAGES.changedUseCasesOnly]);
    const bad = await t.inject({
      url: api(`${pathOf(moderationEndpoints.reviewList, { kind: 'use_case' })}?changed=maybe`),
      headers: admin,
    });
    expect(bad.json().field_errors.changed).toBeDefined();
  });
});
