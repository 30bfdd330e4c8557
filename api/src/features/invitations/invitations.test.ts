import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, INVITATION_MESSAGES, InviteAnswer, Invitation, NotificationList, PATHS } from '@trellis/contracts';
import { users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const text = INVITATION_MESSAGES;
const LEADER = 'leader@trellis.test';
const MEMBER = 'member@trellis.test';
const AI_CIRCLE = 'ai-foundations-for-career-changers';

describe('invitations', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const userId = async (email: string) =>
    (await t.database.connection.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const inviteAs = async (email: string | null, body: object) => {
    const response = await t.post(PATHS.inviteUsers, body, email ? await t.authHeader(email) : {});
    return { status: response.statusCode, body: response.json() };
  };
  const group = (slug: string) => ({ content_type: 'group', object_id: ids.get(slug) });
  const open = async (key: string, email: string) => t.inject({ url: api(PATHS.invitation(key)), headers: await t.authHeader(email) });
  const answer = async (key: string, email: string, action: 'accept' | 'reject') => {
    const response = await t.post(PATHS.invitation(key), { action }, await t.authHeader(email));
    return { status: response.statusCode, body: response.json() };
  };
  const keyOf = (mail: { text: string }) => /\/invitation\/([\w-]+)/.exec(mail.text)![1]!;

  it('asks for a signed-in user', async () => {
    expect((await inviteAs(null, { ...group(AI_CIRCLE), emails: ['a@example.org'] })).status).toBe(401);
    expect((await t.inject({ url: api(PATHS.invitation('lumen-robotics-welcome')) })).statusCode).toBe(401);
    expect((await t.post(PATHS.invitation('lumen-robotics-welcome'), { action: 'accept' })).statusCode).toBe(401);
  });

  it('checks the addresses: at least one invitee, valid, none twice', async () => {
    expect((await inviteAs(LEADER, group(AI_CIRCLE))).body).toEqual({ field_errors: { emails: [text.nobody] } });
    expect((await inviteAs(LEADER, { ...group(AI_CIRCLE), emails: ['not an address'] })).body).toEqual({
      field_errors: { 'emails.0': [text.invalidEmail] },
    });
    const twice = await inviteAs(LEADER, { ...group(AI_CIRCLE), emails: ['a@example.org', 'A@example.org '] });
    expect(twice.body).toEqual({ field_errors: { 'emails.1': [text.duplicateEmail] } });
    expect((await inviteAs(LEADER, { content_type: 'job', object_id: 1, emails: ['a@example.org'] })).status).toBe(400);
    expect((await inviteAs(LEADER, { ...group(AI_CIRCLE), emails: ['x'.repeat(300) + '@example.org'] })).status).toBe(400);
  });

  it('lets accepted members invite, not outsiders, and nobody to an ended circle', async () => {
    expect(await inviteAs(MEMBER, { ...group(AI_CIRCLE), emails: ['a@example.org'] })).toEqual({
      status: 403,
      body: { detail: text.notAllowed },
    });
    expect((await inviteAs('pending@trellis.test', { ...group('trellis-career-network'), emails: ['a@example.org'] })).status).toBe(403);
    const ended = await inviteAs(LEADER, { ...group('robotics-career-launchpad'), emails: ['a@example.org'] });
    expect(ended).toEqual({ status: 400, body: { non_field_errors: [text.ended] } });
    expect((await inviteAs(LEADER, { content_type: 'group', object_id: 999_999, emails: ['a@example.org'] })).status).toBe(404);
  });

  it('mails each invitee the link, notifies members, and reports who was invited already or is a member', async () => {
    const emily = await userId('emily.carter@example.org');
    const { status, body } = await inviteAs(LEADER, {
      ...group(AI_CIRCLE),
      users: [emily, 2_000_000],
      emails: ['new.person@example.org', MEMBER],
    });
    expect(status).toBe(200);
    const sent = InviteAnswer.parse(body);
    expect(sent.message).toBe(text.sent);
    expect(sent.results).toEqual([
      { email: null, user: emily, outcome: 'already_member' },
      { email: null, user: 2_000_000, outcome: 'unknown_user' },
      { email: 'new.person@example.org', user: null, outcome: 'invited' },
      { email: MEMBER, user: await userId(MEMBER), outcome: 'invited' },
    ]);
    const [mail] = await t.mailTo('new.person@example.org');
    expect(mail!.subject).toBe('Daniel Okafor invited you to join AI Foundations for Career Changers');
    const notices = NotificationList.parse((await t.inject({ url: api(PATHS.notifications), headers: await t.authHeader(MEMBER) })).json());
    const notice = notices.data.find((item) => item.type === 'invitation' && item.data.name_slug === AI_CIRCLE)!;
    expect(notice.data.invitation_key).toBe(keyOf((await t.mailTo(MEMBER))[0]!));

    const again = InviteAnswer.parse((await inviteAs(LEADER, { ...group(AI_CIRCLE), emails: ['new.person@example.org'] })).body);
    expect(again.results[0]!.outcome).toBe('already_invited');
  });

  it('shows the invitation to its invitee only, and accepting it makes them a member and tells the inviter', async () => {
    const key = keyOf((await t.mailTo(MEMBER))[0]!);
    expect((await open(key, 'admin@trellis.test')).json()).toEqual({ detail: text.notFound });
    const seen = Invitation.parse((await open(key, MEMBER)).json());
    expect(seen).toMatchObject({
      id: key,
      status: 'pending',
      group: { name_slug: AI_CIRCLE, group_type: 'circle' },
      invited_by: 'Daniel Okafor',
    });

    const accepted = await answer(key, MEMBER, 'accept');
    expect(accepted.body).toMatchObject({ message: text.responded('accept'), invitation: { status: 'accepted' } });
    const detail = (await t.inject({ url: api(PATHS.groupBySlug(AI_CIRCLE)), headers: await t.authHeader(MEMBER) })).json();
    expect(detail.membership_status).toBe('accepted');
    expect(await answer(key, MEMBER, 'reject')).toEqual({ status: 400, body: { non_field_errors: [text.alreadyAnswered] } });
    const notices = NotificationList.parse((await t.inject({ url: api(PATHS.notifications), headers: await t.authHeader(LEADER) })).json());
    expect(notices.data[0]!.message).toBe('Maya Thompson accepted your invitation to join AI Foundations for Career Changers');
  });

  it('lets whoever holds an invited address answer, and a declined invitation can be sent again', async () => {
    const declined = await answer('first-gen-welcome', 'pending@trellis.test', 'reject');
    expect(declined.body.message).toBe(text.responded('reject'));
    expect((await open('ai-foundations-for-a-friend', MEMBER)).statusCode).toBe(404);
    const reopened = InviteAnswer.parse(
      (await inviteAs(MEMBER, { ...group('first-gen-professionals'), users: [await userId('pending@trellis.test')] })).body,
    );
    expect(reopened.results[0]!.outcome).toBe('invited');
    expect((await open('lumen-robotics-welcome', MEMBER)).statusCode).toBe(200);
    expect((await t.inject({ url: api(PATHS.invitation('x'.repeat(101))), headers: await t.authHeader(MEMBER) })).statusCode).toBe(400);
  });
});
