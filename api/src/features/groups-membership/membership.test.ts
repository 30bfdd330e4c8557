import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_ANSWER_MESSAGES, PATHS, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups, uploadedFiles } from '../../db/schema/index.ts';
import { addMembership } from '../../test-support/factory.ts';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, AI_CIRCLE, LEADER, MEMBER, STAFF, membershipCalls } from './membership-test-calls.ts';
import { JOIN_REQUEST_LIMIT } from './routes.ts';

const text = MESSAGES.groupMembership;
const GOOD_ANSWERS = { goal: 'Move into an AI product role.', experience: 'Sometimes' };

describe('group membership life cycle', () => {
  let t: TestApp;
  let groupIds = new Map<string, number>();
  const open: WebSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    groupIds = await demoGroupIds(t);
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  const group = (slug: string) => groupIds.get(slug)!;
  const { userId, call, standing, latestNotice } = membershipCalls(() => t);

  describe('who may call', () => {
    it('asks every call for a signed-in user', async () => {
      const id = group(AI_CIRCLE);
      for (const path of [
        PATHS.groupJoin(id),
        PATHS.groupCancelRequest(id),
        PATHS.groupLeave(id),
        PATHS.groupAddMember(id),
        PATHS.groupRemoveMember(id),
        PATHS.groupRespondJoinRequest(id),
        PATHS.paymentVoucher,
        PATHS.paymentConfirmation,
      ]) {
        expect((await call(path, null)).status, path).toBe(401);
      }
      expect((await t.inject({ url: api(PATHS.groupMembers(id)) })).statusCode).toBe(401);
    });

    it('answers 404 with the not-found text for a group that does not exist', async () => {
      const { status, body } = await call(PATHS.groupJoin(999_999), MEMBER);
      expect(status).toBe(404);
      expect(body.detail).toBe(text.groupNotFound);
    });

    it('treats an institution awaiting approval as missing for everyone but its author', async () => {
      const db = t.database.connection.db;
      const [institution] = await db
        .insert(groups)
        .values({
          name: 'Unapproved Academy',
          nameSlug: 'unapproved-academy',
          groupType: 'institution',
          pendingAuthorId: await userId(LEADER),
        })
        .returning();
      expect((await call(PATHS.groupJoin(institution!.id), MEMBER)).status).toBe(404);
      expect((await call(PATHS.groupAddMember(institution!.id), STAFF, { user: await userId(MEMBER), role: 'member' })).status).toBe(404);
      expect((await call(PATHS.groupJoin(institution!.id), LEADER)).body.membership_status).toBe('pending');
    });

    it('refuses the administrators’ calls to a member, to a non-member and to the admin of another group', async () => {
      const id = group(AI_CIRCLE);
      const target = await userId('grace.kim@example.org');
      for (const email of ['emily.carter@example.org', MEMBER, ADMIN]) {
        for (const [path, payload] of [
          [PATHS.groupAddMember(id), { user: target, role: 'member' }],
          [PATHS.groupRemoveMember(id), { user: target, reason: 'x' }],
          [PATHS.groupRespondJoinRequest(id), { users: [target], action: 'accept' }],
          [PATHS.paymentConfirmation, { group: id, user: target, action: 'accept' }],
        ] as const) {
          const { status, body } = await call(path, email, payload);
          expect(status, `${email} ${path}`).toBe(403);
          expect(body).toEqual({ detail: text.noPermission });
        }
      }
    });
  });

  describe('apply, cancel, accept, reject, leave', () => {
    it('asks the required questions first, with a field error per question', async () => {
      const { status, body } = await call(PATHS.groupJoin(group(AI_CIRCLE)), MEMBER, {});
      expect(status).toBe(400);
      expect(body.field_errors).toEqual({
        'extra_info.answers.goal': [JOIN_ANSWER_MESSAGES.required],
        'extra_info.answers.experience': [JOIN_ANSWER_MESSAGES.required],
      });
    });

    it('refuses answers outside the options, of the wrong kind, or to questions the circle does not ask', async () => {
      const { body } = await call(PATHS.groupJoin(group(AI_CIRCLE)), MEMBER, {
        extra_info: { answers: { goal: ['a list'], experience: 'Daily', sessions: ['Sunday nights'], favourite_colour: 'blue' } },
      });
      expect(body.field_errors).toEqual({
        'extra_info.answers.goal': [JOIN_ANSWER_MESSAGES.wrongKind],
        'extra_info.answers.experience': [JOIN_ANSWER_MESSAGES.notAnOption],
        'extra_info.answers.sessions': [JOIN_ANSWER_MESSAGES.notAnOption],
        'extra_info.answers.favourite_colour': [JOIN_ANSWER_MESSAGES.wrongKind],
      });
    });

    it('accepts only the applicant’s own image or PDF as a file answer', async () => {
      const db = t.database.connection.db;
      const [mine] = await db
        .insert(uploadedFiles)
        .values({ userId: await userId(MEMBER), path: 'notes.txt', originalName: 'notes.txt', mimeType: 'text/plain', sizeBytes: 4 })
        .returning();
      const [theirs] = await db
        .insert(uploadedFiles)
        .values({ userId: await userId(LEADER), path: 'cv.pdf', originalName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 4 })
        .returning();
      const attempt = async (file: number) =>
        (await call(PATHS.groupJoin(group(AI_CIRCLE)), MEMBER, { extra_info: { answers: { ...GOOD_ANSWERS, resume: file } } })).body
          .field_errors;
      expect(await attempt(mine!.id)).toEqual({ 'extra_info.answers.resume': [text.imageOrPdf] });
      expect(await attempt(theirs!.id)).toEqual({ 'extra_info.answers.resume': [text.fileNotFound] });
    });

    it('refuses an event role in a circle', async () => {
      const { body } = await call(PATHS.groupJoin(group(AI_CIRCLE)), MEMBER, { role: 'presenter', extra_info: { answers: GOOD_ANSWERS } });
      expect(body.field_errors).toEqual({ role: [text.roleNotForGroup('circle')] });
    });

    it('applies, tells the leader live, and refuses a second application', async () => {
      const { access } = await t.signIn(LEADER);
      const socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
      open.push(socket);
      const attached = new Promise((resolve) => socket.once('message', resolve));
      socket.send(JSON.stringify({ type: 'ping' }));
      await attached;
      const received = new Promise<ServerSocketEvent>((resolve) =>
        socket.once('message', (data: Buffer) => resolve(ServerSocketEvent.parse(JSON.parse(data.toString('utf8'))))),
      );

      const me = await t.newMember();
      const { status, body } = await call(PATHS.groupJoin(group(AI_CIRCLE)), me.email, { extra_info: { answers: GOOD_ANSWERS } });
      expect(status).toBe(200);
      expect(body).toEqual({ message: text.applied('circle'), membership_status: 'pending', wait_listed: false, payment_status: null });
      expect(await received).toMatchObject({
        type: 'notification',
        notification: {
          type: 'circle',
          notification_type: 'join_request',
          message: `Maya Thompson applied to join AI Foundations for Career Changers`,
          data: { name_slug: AI_CIRCLE },
        },
      });

      const again = await call(PATHS.groupJoin(group(AI_CIRCLE)), me.email, { extra_info: { answers: GOOD_ANSWERS } });
      expect(again).toEqual({ status: 400, body: { non_field_errors: [text.alreadyApplied('circle')] } });
    });

    it('cancels a pending request once', async () => {
      const me = await t.newMember();
      await call(PATHS.groupJoin(group(AI_CIRCLE)), me.email, { extra_info: { answers: GOOD_ANSWERS } });
      const first = await call(PATHS.groupCancelRequest(group(AI_CIRCLE)), me.email);
      expect(first.body).toEqual({ message: text.cancelled, membership_status: null, wait_listed: false, payment_status: null });
      expect((await standing(AI_CIRCLE, me.email)).membership_status).toBeNull();
      expect((await latestNotice(LEADER))?.message).toBe(
        'Maya Thompson cancelled their request to join AI Foundations for Career Changers',
      );
      expect(await call(PATHS.groupCancelRequest(group(AI_CIRCLE)), me.email)).toEqual({
        status: 400,
        body: { non_field_errors: [text.noPendingRequest] },
      });
    });

    it('lets the leader accept; a paid circle then waits for the payment and the member is told', async () => {
      const me = await t.newMember();
      await call(PATHS.groupJoin(group(AI_CIRCLE)), me.email, { extra_info: { answers: GOOD_ANSWERS } });
      const accepted = await call(PATHS.groupRespondJoinRequest(group(AI_CIRCLE)), LEADER, {
        users: [me.id],
        action: 'accept',
        notes: 'Welcome',
      });
      expect(accepted).toEqual({ status: 200, body: { message: 'Successfully accepted', users: [me.id] } });
      expect(await standing(AI_CIRCLE, me.email)).toMatchObject({
        membership_status: 'accepted',
        role: 'member',
        payment_status: 'pending',
      });
      expect((await latestNotice(me.email))?.message).toBe('Your request to join AI Foundations for Career Changers was accepted');
      expect((await call(PATHS.groupJoin(group(AI_CIRCLE)), me.email, { extra_info: { answers: GOOD_ANSWERS } })).body).toEqual({
        non_field_errors: [text.alreadyMember('circle')],
      });
    });

    it('needs a reason to reject, and lets the rejected applicant apply again', async () => {
      const grace = await userId('grace.kim@example.org');
      const noReason = await call(PATHS.groupRespondJoinRequest(group(AI_CIRCLE)), LEADER, { users: [grace], action: 'reject' });
      expect(noReason).toEqual({ status: 400, body: { field_errors: { notes: [text.reasonRequired] } } });
      const rejected = await call(PATHS.groupRespondJoinRequest(group(AI_CIRCLE)), LEADER, {
        users: [grace],
        action: 'reject',
        notes: 'The cohort is full of beginners.',
      });
      expect(rejected.body.message).toBe('Successfully rejected');
      expect((await latestNotice('grace.kim@example.org'))?.message).toBe(
        'Your request to join AI Foundations for Career Changers was rejected: The cohort is full of beginners.',
      );
      const again = await call(PATHS.groupJoin(group(AI_CIRCLE)), 'grace.kim@example.org', { extra_info: { answers: GOOD_ANSWERS } });
      expect(again.body.membership_status).toBe('pending');
    });

    it('answers 400 when none of the selected members is waiting, and checks the body', async () => {
      const id = group(AI_CIRCLE);
      expect((await call(PATHS.groupRespondJoinRequest(id), LEADER, { users: [await userId(MEMBER)], action: 'accept' })).body).toEqual({
        non_field_errors: [text.noPendingAmongSelected],
      });
      expect((await call(PATHS.groupRespondJoinRequest(id), LEADER, { users: [], action: 'accept' })).body.field_errors.users).toEqual([
        text.selectMembers,
      ]);
      expect((await call(PATHS.groupRespondJoinRequest(id), LEADER, { users: [1], action: 'maybe' })).body.field_errors.action).toEqual([
        text.selectAction,
      ]);
    });

    it('lets staff answer requests of any group', async () => {
      const mateo = await userId('mateo.alvarez@example.org');
      const { status } = await call(PATHS.groupRespondJoinRequest(group(AI_CIRCLE)), STAFF, { users: [mateo], action: 'accept' });
      expect(status).toBe(200);
    });

    it('lets a member leave and tells the leader; a non-member cannot leave; the last leader stays', async () => {
      const me = await t.newMember();
      await addMembership(t.database.connection.db, { userId: me.id, groupId: group(AI_CIRCLE) });
      const left = await call(PATHS.groupLeave(group(AI_CIRCLE)), me.email);
      expect(left.body).toEqual({ message: text.left('circle'), membership_status: null, wait_listed: false, payment_status: null });
      expect((await latestNotice(LEADER))?.message).toBe('Maya Thompson left AI Foundations for Career Changers');
      expect((await call(PATHS.groupLeave(group(AI_CIRCLE)), me.email)).body).toEqual({
        non_field_errors: [text.notMember('circle')],
      });
      expect((await call(PATHS.groupLeave(group(AI_CIRCLE)), 'grace.kim@example.org')).body).toEqual({
        non_field_errors: [text.notMember('circle')],
      });
      expect((await call(PATHS.groupLeave(group(AI_CIRCLE)), LEADER)).body).toEqual({ non_field_errors: [text.lastAdmin('circle')] });
    });
  });

  describe('administrators add and remove members', () => {
    it('adds a user with a role and tells them', async () => {
      const newcomer = await t.newMember();
      const { status, body } = await call(PATHS.groupAddMember(group(AI_CIRCLE)), LEADER, { user: newcomer.id, role: 'facilitator' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        message: 'Successfully added as facilitator',
        membership_status: 'accepted',
        payment_status: 'pending',
      });
      expect((await latestNotice(newcomer.email))?.message).toBe('You were added to AI Foundations for Career Changers as facilitator');
    });

    it('refuses a role that does not fit the group, and a user who does not exist', async () => {
      expect((await call(PATHS.groupAddMember(group(AI_CIRCLE)), LEADER, { user: await userId(MEMBER), role: 'attendee' })).body).toEqual({
        field_errors: { role: [text.roleNotForGroup('circle')] },
      });
      expect((await call(PATHS.groupAddMember(group(AI_CIRCLE)), LEADER, { user: 999_999, role: 'member' })).body).toEqual({
        field_errors: { user: [text.userNotFound] },
      });
    });

    it('keeps one administrator: the last leader cannot make themselves a plain member', async () => {
      const leader = await userId(LEADER);
      expect((await call(PATHS.groupAddMember(group(AI_CIRCLE)), LEADER, { user: leader, role: 'member' })).body).toEqual({
        non_field_errors: [text.lastAdmin('circle')],
      });
      expect((await standing(AI_CIRCLE, LEADER)).role).toBe('leader');
      // A second administrator of the test's own, removed again: the leader stays the last one for the other tests.
      const second = await t.newMember();
      const staffPromotes = await call(PATHS.groupAddMember(group(AI_CIRCLE)), STAFF, { user: second.id, role: 'admin' });
      try {
        expect(staffPromotes.body.message).toBe('Successfully added as admin');
        expect((await call(PATHS.groupAddMember(group(AI_CIRCLE)), LEADER, { user: leader, role: 'leader' })).status).toBe(200);
      } finally {
        await call(PATHS.groupRemoveMember(group(AI_CIRCLE)), STAFF, { user: second.id, reason: 'Only here for this test.' });
      }
    });

    it('removes a member with a reason they are told; needs the reason; not oneself; not a non-member', async () => {
      const id = group(AI_CIRCLE);
      const member = await t.newMember();
      await addMembership(t.database.connection.db, { userId: member.id, groupId: id });
      expect((await call(PATHS.groupRemoveMember(id), LEADER, { user: member.id, reason: '   ' })).body).toEqual({
        field_errors: { reason: [text.reasonRequired] },
      });
      expect((await call(PATHS.groupRemoveMember(id), LEADER, { user: await userId(LEADER), reason: 'x' })).body).toEqual({
        non_field_errors: [text.removeYourself],
      });
      const removed = await call(PATHS.groupRemoveMember(id), LEADER, {
        user: member.id,
        reason: 'Did not attend the first three sessions.',
      });
      expect(removed.body).toMatchObject({ message: text.removed('circle'), membership_status: null });
      expect((await latestNotice(member.email))?.message).toBe(
        'You were removed from AI Foundations for Career Changers: Did not attend the first three sessions.',
      );
      expect((await call(PATHS.groupRemoveMember(id), LEADER, { user: member.id, reason: 'again' })).body).toEqual({
        field_errors: { user: [text.userNotMember] },
      });
    });
  });

  describe('request churn', () => {
    it('stops a member who keeps applying and withdrawing, before the admins drown in notices', async () => {
      const circle = group('first-gen-professionals');
      const statuses: number[] = [];
      for (let turn = 0; turn < JOIN_REQUEST_LIMIT.perAccount / 2 + 1; turn++) {
        statuses.push((await call(PATHS.groupJoin(circle), 'hannah.schmidt@example.org')).status);
        statuses.push((await call(PATHS.groupCancelRequest(circle), 'hannah.schmidt@example.org')).status);
      }
      expect(statuses.slice(0, JOIN_REQUEST_LIMIT.perAccount).every((status) => status === 200)).toBe(true);
      const refused = await call(PATHS.groupJoin(circle), 'hannah.schmidt@example.org');
      expect(refused).toEqual({ status: 429, body: { detail: MESSAGES.auth.tooManyAttempts } });
    });
  });

  describe('bad input', () => {
    it('answers 400, never 500, to malformed ids and bodies', async () => {
      const id = group(AI_CIRCLE);
      const cases: [string, object][] = [
        ['/groups/0/join/', {}],
        ['/groups/99999999999/join/', {}],
        [PATHS.groupJoin(id), { role: 'admin' }],
        [PATHS.groupJoin(id), { extra_info: { answers: { goal: 'x'.repeat(5000) } } }],
        [PATHS.groupJoin(id), { extra_info: 'text' }],
        [PATHS.groupAddMember(id), { user: 'me', role: 'member' }],
        [PATHS.groupRespondJoinRequest(id), { users: Array.from({ length: 101 }, (_, index) => index + 1), action: 'accept' }],
        [PATHS.paymentConfirmation, { group: id, user: 1 }],
      ];
      for (const [path, payload] of cases)
        expect((await call(path, LEADER, payload)).status, `${path} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
    });
  });
});
