import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, MODERATION_MESSAGES, NotificationList, ReviewItemList, systemAgentOfType } from '@trellis/contracts';
import { moderationEndpoints, notificationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { aiTools, groupProfiles, memberships, resources, useCases } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Person = { id: number; headers: { authorization: string } };
let made = 0;

describe('review of use cases, AI tools and resources', () => {
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
    expect((await decide('use_case', id, { action: 'reject', reason: 'Still vague.' })).json().non_field_errors).toEqual([
      MODERATION_MESSAGES.onlyPendingRejected,
    ]);
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
    const answer = await decide('ai_tool', tool!.id, { action: 'reject', reason: 'Not an AI tool.' });
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
    expect((await decide('use_case', mine, { action: 'reject', reason: '  ' })).json().field_errors.reason).toEqual([
      MODERATION_MESSAGES.rejectReasonRequired,
    ]);
  });

  describe('use case curation agent', () => {
    const curation = systemAgentOfType('usecase_curation').id;
    const rerun = (body: object, who: Person = admin) => t.post(pathOf(moderationEndpoints.rerunSystemAgent), body, who.headers);

    it('grades the chosen use cases by its rules, shows the grade where they are reviewed, and logs it', async () => {
      const thin = await useCase(org, 'pending', 'Thin curated case');
      const answer = await rerun({ system_agent_id: curation, content_type: 'use_case', group_id: org, content_ids: [thin, otherItem] });
      expect(answer.json()).toEqual({ message: MODERATION_MESSAGES.rerunDone, reviewed: 1 });
      const page = ReviewItemList.parse((await list('use_case', '?search=thin curated', admin)).json());
      expect(page.data[0]!.agent_review).toMatchObject({ quality: 'reject', reasons: ['The description has fewer than 12 words.'] });
      expect(page.data[0]!.status).toBe('pending');
      const theirs = ReviewItemList.parse((await list('use_case', '', otherAdmin)).json());
      expect(theirs.data.find((item) => item.id === otherItem)!.agent_review).toBeNull();
      const log = AuditLog.parse(
        (
          await t.inject({
            url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&actor_kind=agent&search=thin curated`),
            headers: admin.headers,
          })
        ).json(),
      );
      expect(log.data.map((entry) => [entry.actor.name, entry.details.outcome])).toEqual([['Use case curation', 'Reject']]);
    });

    it('refuses another organization’s use cases, a member agent on use cases, and members', async () => {
      const body = { system_agent_id: curation, content_type: 'use_case', group_id: org, content_ids: [otherItem] };
      expect((await rerun(body)).json().non_field_errors).toEqual([MODERATION_MESSAGES.noUseCasesToReview]);
      expect((await rerun({ ...body, content_type: 'group_member' })).json().field_errors.content_type).toEqual([
        MODERATION_MESSAGES.agentForOtherContent,
      ]);
      expect((await rerun({ ...body, system_agent_id: systemAgentOfType('registration_approval').id })).statusCode).toBe(400);
      expect((await rerun(body, member)).statusCode).toBe(403);
      const agents = await t.inject({
        url: api(`${pathOf(moderationEndpoints.systemAgents)}?group_id=${org}&entity=use_case`),
        headers: admin.headers,
      });
      expect(agents.json().data.map((agent: { agent_type: string }) => agent.agent_type)).toEqual(['usecase_curation']);
    });
  });

  describe('resources', () => {
    let author: Person;
    async function resource(groupId: number, status: 'pending' | 'approved' | 'rejected', title = `Resource ${++made}`) {
      const [row] = await db()
        .insert(resources)
        .values({ title, titleSlug: `resource-${process.pid}-${++made}`, content: 'c', groupId, createdById: author.id, status })
        .returning({ id: resources.id });
      return row!.id;
    }
    const certify = (person: Person, isCertified: boolean) =>
      db()
        .insert(groupProfiles)
        .values({ userId: person.id, isCertified })
        .onConflictDoUpdate({ target: groupProfiles.userId, set: { isCertified } });
    const notices = async (person: Person) =>
      NotificationList.parse((await t.inject({ url: api(pathOf(notificationEndpoints.list)), headers: person.headers })).json()).data;

    beforeAll(async () => {
      author = await runner(org, 'member');
      await certify(admin, true);
    });

    it('lists the organization’s pending resources and lets a certified administrator decide, telling the author why', async () => {
      const id = await resource(org, 'pending', 'Pending checklist');
      await resource(org, 'approved');
      const page = ReviewItemList.parse((await list('resource', '', admin)).json());
      expect(page.data.map((item) => [item.id, item.title, item.status])).toEqual([[id, 'Pending checklist', 'pending']]);

      const rejected = await decide('resource', id, { action: 'reject', reason: 'Links to a paywalled copy.' });
      expect(rejected.json()).toEqual({ message: 'Resource rejected successfully', status: 'rejected' });
      expect((await notices(author)).map((notice) => notice.message)).toContain(
        'Your resource "Pending checklist" was rejected. Reason: Links to a paywalled copy.',
      );
      expect((await decide('resource', id, { action: 'approve' })).json()).toEqual({
        message: 'Resource approved successfully',
        status: 'approved',
      });
      const log = AuditLog.parse(
        (
          await t.inject({
            url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&search=checklist`),
            headers: admin.headers,
          })
        ).json(),
      );
      expect(log.data.map((entry) => [entry.action, entry.subject.name, entry.reason])).toEqual([
        ['content_approved', 'Pending checklist', null],
        ['content_rejected', 'Pending checklist', 'Links to a paywalled copy.'],
      ]);
    });

    it('refuses an administrator who is not certified, members, and other organizations’ resources', async () => {
      const id = await resource(org, 'pending');
      const uncertified = await runner(org, 'admin');
      await certify(uncertified, false);
      expect((await decide('resource', id, { action: 'approve' }, uncertified)).json()).toEqual({
        detail: MODERATION_MESSAGES.notCertified,
      });
      expect((await decide('resource', id, { action: 'approve' }, member)).statusCode).toBe(403);
      await certify(otherAdmin, true);
      expect((await decide('resource', id, { action: 'approve' }, otherAdmin)).json()).toEqual({
        detail: MODERATION_MESSAGES.outsideOrganization,
      });
      expect(ReviewItemList.parse((await list('resource', '', otherAdmin)).json()).data).toEqual([]);
      expect((await list('resource', '', member)).statusCode).toBe(403);
    });
  });
});
