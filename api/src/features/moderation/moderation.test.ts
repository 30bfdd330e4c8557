import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, GroupMemberList, MODERATION_MESSAGES, NotificationList, SystemAgentList } from '@trellis/contracts';
import { groupEndpoints, moderationEndpoints, notificationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { auditEntries, profiles, users } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

type Person = { id: number; email: string; headers: { authorization: string } };

describe('moderation of an organization’s members', () => {
  let t: TestApp;
  let org: number;
  let admin: Person;
  let otherAdmin: Person;
  let member: Person;
  let authentic: Person;
  let spammer: Person;
  let unverified: Person;

  const db = () => t.database.connection.db;
  const members = async (query: string, who: Person = admin) =>
    t.inject({ url: api(`${pathOf(groupEndpoints.members, { id: org })}${query}`), headers: who.headers });
  const names = async (query: string) =>
    GroupMemberList.parse((await members(query)).json())
      .data.map((row) => row.id)
      .sort();
  const auditLog = async (query: string, who: Person = admin) =>
    t.inject({ url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}${query}`), headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    org = (await createOrganization(db())).id;
    admin = await t.newMember();
    await addMembership(db(), { userId: admin.id, groupId: org, role: 'admin' });
    otherAdmin = await t.newMember();
    const otherOrg = await createOrganization(db());
    await addMembership(db(), { userId: otherAdmin.id, groupId: otherOrg.id, role: 'admin' });
    member = await t.newMember();
    await addMembership(db(), { userId: member.id, groupId: org });
    authentic = await t.newMember();
    spammer = await t.newMember();
    await db().update(users).set({ lastName: 'Bot4000' }).where(eq(users.id, spammer.id));
    unverified = await t.newMember({ like: 'unverified@trellis.test' });
    for (const applicant of [authentic, spammer, unverified]) {
      expect((await t.post(pathOf(groupEndpoints.join, { id: org }), {}, applicant.headers)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  describe('review agents', () => {
    it('review each applicant when they apply, with the rules that decided', async () => {
      const pending = GroupMemberList.parse((await members('?status=pending')).json()).data;
      const spam = pending.find((row) => row.id === spammer.id)!;
      expect(spam.agent_responses).toEqual([
        expect.objectContaining({ agent_type: 'ai_enthusiasm_ranking', agent_id: 2, verdict: null }),
        expect.objectContaining({
          agent_type: 'registration_approval',
          agent_id: 1,
          verdict: 'rejected',
          reasons: ['The name contains digits.'],
        }),
      ]);
      expect(pending.find((row) => row.id === authentic.id)!.agent_responses[1]).toMatchObject({
        verdict: expect.stringMatching(/accepted|pending/),
      });
      // An agent only recommends: the requests stay pending.
      expect(pending.every((row) => row.membership_status === 'pending')).toBe(true);
    });

    it('filter members by an agent’s verdict or level, and by having been reviewed', async () => {
      expect(await names('?status=pending&agent_response=rejected')).toEqual([spammer.id]);
      expect(await names('?status=pending&system_agent_id=1&agent_response=rejected')).toEqual([spammer.id]);
      expect(await names('?status=pending&is_audit=true')).toEqual([authentic.id, spammer.id, unverified.id].sort());
      expect(await names('?is_audit=true')).toEqual([]);
      const levels = GroupMemberList.parse((await members('?status=pending')).json()).data.map(
        (row) => row.agent_responses.find((response) => response.agent_type === 'ai_enthusiasm_ranking')!.level,
      );
      expect(await names(`?status=pending&system_agent_id=2&agent_response=${levels[0]}`)).toContain(
        GroupMemberList.parse((await members('?status=pending')).json()).data[0]!.id,
      );
    });

    it('refuse an unknown agent and an answer of the other agent in words', async () => {
      const unknown = await members('?system_agent_id=99');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field_errors.system_agent_id).toEqual([MODERATION_MESSAGES.unknownAgent]);
      // The use case curation agent reviews no member.
      expect((await members('?system_agent_id=3')).json().field_errors.system_agent_id).toEqual([MODERATION_MESSAGES.unknownAgent]);
      const mismatch = await members('?system_agent_id=2&agent_response=accepted');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().field_errors.agent_response).toEqual([MODERATION_MESSAGES.agentResponseForAgent]);
      expect((await members('?agent_response=3')).statusCode).toBe(400);
      expect((await members('?agent_response=maybe')).statusCode).toBe(400);
    });

    it('rerun on the profile as it is now, for the group’s administrators only', async () => {
      await db().update(profiles).set({ title: 'Generative AI engineer' }).where(eq(profiles.userId, authentic.id));
      const body = { system_agent_id: 2, content_type: 'group_member', group_id: org, content_ids: [authentic.id] };
      const rerun = await t.post(pathOf(moderationEndpoints.rerunSystemAgent), body, admin.headers);
      expect(rerun.json()).toEqual({ message: MODERATION_MESSAGES.rerunDone, reviewed: 1 });
      const row = GroupMemberList.parse((await members('?status=pending')).json()).data.find((entry) => entry.id === authentic.id)!;
      expect(row.agent_responses.find((response) => response.agent_id === 2)!.reasons).toContain('Mentions AI in the title.');

      for (const who of [member, otherAdmin]) {
        expect((await t.post(pathOf(moderationEndpoints.rerunSystemAgent), body, who.headers)).statusCode).toBe(403);
      }
      expect((await t.post(pathOf(moderationEndpoints.rerunSystemAgent), body)).statusCode).toBe(401);
      const unknown = await t.post(pathOf(moderationEndpoints.rerunSystemAgent), { ...body, system_agent_id: 7 }, admin.headers);
      expect(unknown.json().field_errors.system_agent_id).toEqual([MODERATION_MESSAGES.unknownAgent]);
      const stranger = await t.post(pathOf(moderationEndpoints.rerunSystemAgent), { ...body, content_ids: [otherAdmin.id] }, admin.headers);
      expect(stranger.json().non_field_errors).toEqual([MODERATION_MESSAGES.noMembersToReview]);
      const empty = await t.post(pathOf(moderationEndpoints.rerunSystemAgent), { ...body, content_ids: [] }, admin.headers);
      expect(empty.statusCode).toBe(400);
    });

    it('are listed to the group’s administrators', async () => {
      const url = (query: string) => api(`${pathOf(moderationEndpoints.systemAgents)}${query}`);
      const list = SystemAgentList.parse((await t.inject({ url: url(`?group_id=${org}`), headers: admin.headers })).json());
      expect(list.data.map((agent) => agent.agent_type)).toEqual(['registration_approval', 'ai_enthusiasm_ranking', 'usecase_curation']);
      const forMembers = await t.inject({ url: url(`?group_id=${org}&entity=group_member`), headers: admin.headers });
      expect(SystemAgentList.parse(forMembers.json()).data.map((agent) => agent.agent_type)).toEqual([
        'registration_approval',
        'ai_enthusiasm_ranking',
      ]);
      expect((await t.inject({ url: url(`?group_id=${org}`), headers: member.headers })).statusCode).toBe(403);
      expect((await t.inject({ url: url(`?group_id=${org}`), headers: otherAdmin.headers })).statusCode).toBe(403);
      expect((await t.inject({ url: url(''), headers: admin.headers })).statusCode).toBe(400);
      expect((await t.inject({ url: url('?group_id=abc'), headers: admin.headers })).statusCode).toBe(400);
    });
  });

  describe('decisions', () => {
    it('reject several applicants in one action, notify each, and log each with the reason', async () => {
      const body = { users: [spammer.id, unverified.id], action: 'reject', notes: 'Not a real person.' };
      const answer = await t.post(pathOf(groupEndpoints.respondJoinRequest, { id: org }), body, admin.headers);
      expect(answer.json().users.sort()).toEqual([spammer.id, unverified.id].sort());
      for (const person of [spammer, unverified]) {
        const inbox = NotificationList.parse(
          (await t.inject({ url: api(pathOf(notificationEndpoints.list)), headers: person.headers })).json(),
        );
        expect(inbox.data[0]!.message).toContain('Not a real person.');
      }
      const log = AuditLog.parse((await auditLog('&action=member_rejected')).json());
      expect(log.data.map((entry) => entry.subject.id).sort()).toEqual([spammer.id, unverified.id].sort());
      expect(log.data[0]).toMatchObject({ actor_kind: 'admin', actor: { id: admin.id }, reason: 'Not a real person.' });
    });

    it('refuse a bulk action without an action or a selection, in the product’s words', async () => {
      const path = pathOf(groupEndpoints.respondJoinRequest, { id: org });
      const noAction = await t.post(path, { users: [authentic.id] }, admin.headers);
      expect(noAction.json().field_errors.action).toEqual([MESSAGES.groupMembership.selectAction]);
      const noOne = await t.post(path, { users: [], action: 'accept' }, admin.headers);
      expect(noOne.json().field_errors.users).toEqual([MESSAGES.groupMembership.selectMembers]);
      const other = await t.post(path, { users: [authentic.id], action: 'accept' }, otherAdmin.headers);
      expect(other.json()).toEqual({ detail: MESSAGES.groupMembership.noPermission });
    });

    it('change an accepted member’s role, keep the last administrator, and log it', async () => {
      const path = (user: number) => api(pathOf(moderationEndpoints.changeRole, { id: org, user }));
      const patch = (user: number, role: string, who: Person = admin) =>
        t.inject({ method: 'PATCH', url: path(user), payload: { role }, headers: who.headers });
      expect((await patch(member.id, 'leader')).json().message).toBe(MODERATION_MESSAGES.roleChanged('leader'));
      expect((await patch(member.id, 'member')).statusCode).toBe(200);
      const last = await patch(admin.id, 'member');
      expect(last.json().non_field_errors).toEqual([MESSAGES.groupMembership.lastAdmin('organization')]);
      expect((await patch(authentic.id, 'leader')).json().field_errors.user).toEqual([MESSAGES.groupMembership.userNotMember]);
      expect((await patch(member.id, 'attendee')).statusCode).toBe(400);
      expect((await patch(member.id, 'overlord')).statusCode).toBe(400);
      expect((await patch(admin.id, 'member', member)).statusCode).toBe(403);
      expect((await patch(member.id, 'leader', otherAdmin)).statusCode).toBe(403);
      const log = AuditLog.parse((await auditLog('&action=role_changed')).json());
      expect(log.data[0]).toMatchObject({ subject: { id: member.id }, details: { from: 'leader', to: 'member' } });
    });

    it('e-mail a follow-up to unverified members only, and log it', async () => {
      const reminded = await t.newMember({ like: 'unverified@trellis.test' });
      await addMembership(db(), { userId: reminded.id, groupId: org, status: 'pending' });
      const path = pathOf(moderationEndpoints.followupEmail);
      const sent = await t.post(path, { organization_id: org, user_ids: [reminded.id, member.id] }, admin.headers);
      expect(sent.json()).toEqual({ message: MODERATION_MESSAGES.followupSent, sent: 1 });
      const [mail] = await t.mailTo(reminded.email);
      expect(mail!.subject).toMatch(/verify your e-mail address/);
      expect(mail!.text).toContain('/verify-otp');
      expect(await t.mailTo(member.email)).toEqual([]);

      expect((await t.post(path, { user_ids: [reminded.id] }, admin.headers)).json().field_errors.organization_id).toEqual([
        MODERATION_MESSAGES.organizationMissing,
      ]);
      expect((await t.post(path, { organization_id: org, user_ids: [] }, admin.headers)).json().field_errors.user_ids).toEqual([
        MODERATION_MESSAGES.noFollowupUsers,
      ]);
      const nobody = await t.post(path, { organization_id: org, user_ids: [member.id] }, admin.headers);
      expect(nobody.json().non_field_errors).toEqual([MODERATION_MESSAGES.noUnverifiedAmongSelected]);
      expect((await t.post(path, { organization_id: org, user_ids: [reminded.id] }, otherAdmin.headers)).statusCode).toBe(403);
      expect((await t.post(path, { organization_id: org, user_ids: [reminded.id] }, member.headers)).statusCode).toBe(403);
      const log = AuditLog.parse((await auditLog('&action=followup_email_sent')).json());
      expect(log.data.map((entry) => entry.subject.id)).toEqual([reminded.id]);
    });
  });

  describe('audit log', () => {
    it('shows agents’ and administrators’ decisions, newest first, with filters', async () => {
      const agents = AuditLog.parse((await auditLog('&actor_kind=agent&page_size=100')).json());
      expect(agents.data.length).toBeGreaterThanOrEqual(6);
      expect(agents.data.every((entry) => entry.action === 'agent_review' && entry.actor.id === null)).toBe(true);
      const spam = AuditLog.parse((await auditLog('&search=bot4000&action=agent_review')).json());
      expect(spam.data.some((entry) => entry.details.outcome === 'Suspicious')).toBe(true);
      const all = AuditLog.parse((await auditLog('')).json());
      expect(all.pagination.page_size).toBe(10);
      const times = all.data.map((entry) => entry.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('is for the organization’s administrators only', async () => {
      expect((await auditLog('', member)).statusCode).toBe(403);
      expect((await auditLog('', otherAdmin)).statusCode).toBe(403);
      expect((await t.inject({ url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}`) })).statusCode).toBe(401);
      expect((await auditLog('&action=deleted_everything')).statusCode).toBe(400);
      expect((await t.inject({ url: api(pathOf(moderationEndpoints.auditLog)), headers: admin.headers })).statusCode).toBe(400);
    });

    it('cannot be changed or deleted, even by the database’s own user', async () => {
      await expect(db().update(auditEntries).set({ reason: 'rewritten' })).rejects.toThrow();
      await expect(
        db()
          .delete(auditEntries)
          .where(sql`true`),
      ).rejects.toThrow();
    });
  });
});
