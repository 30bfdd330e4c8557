import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECT_INVITE_MAX, CONNECT_MESSAGES, ConnectInviteAnswer } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CONNECT_INVITE_LIMIT_WINDOW } from './invite-others.ts';

const INVITE = '/connect/invite/';
const text = CONNECT_MESSAGES;
/** Members made by the test kit copy the demo member, name included. */
const WHO = 'Maya Thompson';

describe('Invite Others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invite = async (emails: unknown, headers: Record<string, string>) => {
    const response = await t.post(INVITE, { emails }, headers);
    return { status: response.statusCode, body: response.json() };
  };
  /** The mails an address received with this subject, once the delivery loop has sent them. */
  const mailsFor = (to: string, subject: string, count = 1) =>
    vi.waitFor(
      async () => {
        const mails = (await t.mailTo(to)).filter((mail) => mail.subject === subject);
        expect(mails).toHaveLength(count);
        return mails;
      },
      { timeout: 8000 },
    );

  it('asks for a signed-in member', async () => {
    expect((await invite(['someone@example.org'], {})).status).toBe(401);
  });

  it('names the address field that is wrong: none, not an address, twice, too many, too long or their own', async () => {
    const member = await t.newMember();
    expect(await invite([], member.headers)).toEqual({ status: 400, body: { field_errors: { emails: [text.inviteNobody] } } });
    expect(await invite(['ok@example.org', 'not an address'], member.headers)).toEqual({
      status: 400,
      body: { field_errors: { 'emails.1': [text.inviteInvalidEmail] } },
    });
    expect(await invite(['twice@example.org', ' Twice@Example.org'], member.headers)).toEqual({
      status: 400,
      body: { field_errors: { 'emails.1': [text.inviteDuplicateEmail] } },
    });
    const tooMany = Array.from({ length: CONNECT_INVITE_MAX + 1 }, (_, index) => `friend${index}@example.org`);
    expect(await invite(tooMany, member.headers)).toEqual({
      status: 400,
      body: { field_errors: { emails: [text.inviteTooMany(CONNECT_INVITE_MAX)] } },
    });
    expect((await invite([`${'x'.repeat(300)}@example.org`], member.headers)).body).toEqual({
      field_errors: { 'emails.0': [text.inviteInvalidEmail] },
    });
    expect((await invite('one@example.org', member.headers)).status).toBe(400);
    expect(await invite(['friend@example.org', member.email.toUpperCase()], member.headers)).toEqual({
      status: 400,
      body: { field_errors: { 'emails.1': [text.inviteSelf] } },
    });
  });

  it('mails a newcomer the sign-up page leading to the inviter, and a member the inviter’s profile, answering both alike', async () => {
    const inviter = await t.newMember();
    const newcomer = `newcomer.${process.pid}.${Date.now()}@example.org`;
    const member = await t.newMember();
    const { status, body } = await invite([newcomer, member.email], inviter.headers);
    expect(status).toBe(200);
    expect(ConnectInviteAnswer.parse(body)).toEqual({ message: text.inviteSent, invited: 2 });

    const [signUp] = await mailsFor(newcomer, `${WHO} invited you to Trellis`);
    expect(signUp!.text).toContain(`${WHO} (${inviter.email}) invited you to join them on Trellis.`);
    expect(signUp!.text).toMatch(new RegExp(`^https?://[^/\\s]+/signup\\?next=%2Fprofile%2F${inviter.slug}$`, 'm'));
    const [connect] = await mailsFor(member.email, `${WHO} would like to connect with you on Trellis`);
    expect(connect!.text).toMatch(new RegExp(`^https?://[^/\\s]+/profile/${inviter.slug}$`, 'm'));
    expect(connect!.text).not.toContain('/signup');
  });

  it('mails an address the same member invited before only once', async () => {
    const inviter = await t.newMember();
    const friend = `again.${process.pid}.${Date.now()}@example.org`;
    expect((await invite([friend], inviter.headers)).status).toBe(200);
    await mailsFor(friend, `${WHO} invited you to Trellis`);
    expect((await invite([friend], inviter.headers)).body.message).toBe(text.inviteSent);
    const other = await t.newMember();
    expect((await invite([friend], other.headers)).status).toBe(200);
    // The second member's invitation arrives; the first member's repeat never does.
    await mailsFor(friend, `${WHO} invited you to Trellis`, 2);
  });

  it('holds a member to a few invitations an hour', async () => {
    const member = await t.newMember();
    for (let sent = 0; sent < CONNECT_INVITE_LIMIT_WINDOW.perAccount; sent++) {
      expect((await invite([`limit${sent}.${process.pid}@example.org`], member.headers)).status).toBe(200);
    }
    const refused = await invite(['one.more@example.org'], member.headers);
    expect(refused.status).toBe(429);
  });
});
