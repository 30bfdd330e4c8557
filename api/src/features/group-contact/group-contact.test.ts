import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_CONTACT_MESSAGES, GroupList, PATHS } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CONTACT_LIMIT_WINDOW } from './routes.ts';

const CONTACT = '/contact-starleaders/';
const text = GROUP_CONTACT_MESSAGES;

describe('POST /contact-starleaders/', () => {
  let t: TestApp;
  let organizationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    organizationId = all.data.find((group) => group.name_slug === 'trellis-career-network')!.id;
  });
  afterAll(() => t.close());

  const contact = async (headers: Record<string, string>, body: object) => {
    const response = await t.post(CONTACT, body, headers);
    return { status: response.statusCode, body: response.json() };
  };

  it('mails the message to each organizer, naming the sender and their address to reply to', async () => {
    const member = await t.newMember();
    const sent = await contact(member.headers, {
      group_id: organizationId,
      subject: 'Mentoring for new members',
      message: 'Do you pair new members with a mentor?\n<b>Thanks</b>',
    });
    expect(sent).toEqual({ status: 200, body: { message: text.sent } });
    const [mail] = await t.mailTo('admin@trellis.test');
    expect(mail!.subject).toBe('[Trellis Career Network] Mentoring for new members');
    expect(mail!.text).toContain(member.email);
    expect(mail!.text).toContain('Do you pair new members with a mentor?');
    expect(mail!.text).toContain('/org/trellis-career-network');
    // The member's words are text in the mail, never markup.
    expect(mail!.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(await t.mailTo(member.email)).toEqual([]);
  });

  it('asks for a signed-in member, a group they can see, and someone else to write to', async () => {
    const body = { group_id: organizationId, subject: 'Hello', message: 'Hi' };
    expect((await contact({}, body)).status).toBe(401);
    const member = await t.newMember();
    expect((await contact(member.headers, { ...body, group_id: 999_999 })).status).toBe(404);
    expect(await contact(await t.authHeader('admin@trellis.test'), body)).toEqual({
      status: 400,
      body: { non_field_errors: [text.ownGroup] },
    });
    const institution = await t.post(PATHS.groups, { name: 'Contactless Institute', group_type: 'institution' }, member.headers);
    expect(await contact(member.headers, { ...body, group_id: institution.json().id })).toEqual({
      status: 400,
      body: { non_field_errors: [text.noOrganizers] },
    });
    const stranger = await t.newMember();
    expect((await contact(stranger.headers, { ...body, group_id: institution.json().id })).status).toBe(404);
  });

  it('names each field it refuses', async () => {
    const member = await t.newMember();
    const refused = async (body: object) => (await contact(member.headers, { group_id: organizationId, ...body })).body.field_errors;
    expect(await refused({ subject: ' ', message: '' })).toEqual({ subject: [text.subjectRequired], message: [text.messageRequired] });
    expect(await refused({ subject: 'x'.repeat(151), message: 'Hi' })).toEqual({ subject: [text.subjectTooLong] });
    expect(await refused({ subject: 'Hi\r\nBcc: everyone@example.com', message: 'Hi' })).toEqual({ subject: [text.subjectTooLong] });
    expect(await refused({ subject: 'Hi', message: 'x'.repeat(3001) })).toEqual({ message: [text.messageTooLong] });
    expect(Object.keys(await refused({ group_id: 'one', subject: 'Hi', message: 'Hi' }))).toEqual(['group_id']);
  });

  it('holds a member to a few messages an hour', async () => {
    const member = await t.newMember();
    const body = { group_id: organizationId, subject: 'Again', message: 'One more question.' };
    for (let sent = 0; sent < CONTACT_LIMIT_WINDOW.perAccount; sent++) expect((await contact(member.headers, body)).status).toBe(200);
    const refused = await t.post(CONTACT, body, member.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
