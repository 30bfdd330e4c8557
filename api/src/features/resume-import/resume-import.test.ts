import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, ImportOptions, ImportResponse, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { resumeDocx, resumePdf } from './resume-fixtures.ts';
import { parseResume } from './resume-parser.ts';
import { DOCUMENT_LIMITS, resumeText } from './resume-text.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { HttpError } from '../../http/errors.ts';

describe('resume import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function upload(email: string, file: { name: string; data: Buffer } | null, fields: Record<string, string> = {}) {
    const body = multipartBody(fields, file ? [{ field: 'file', ...file }] : []);
    return t.inject({
      method: 'POST',
      url: api(PATHS.uploadResume),
      headers: { ...(await t.authHeader(email)), ...body.headers },
      payload: body.payload,
    });
  }

  it.each([
    ['PDF', resumePdf, 'pdf' as const],
    ['DOCX', resumeDocx, 'docx' as const],
  ])('reads name, e-mail, link, skills, work and education from a %s', async (_label, make, kind) => {
    const data = parseResume(await resumeText(await make(), kind));
    expect(data).toMatchObject({ first_name: 'Jordan', last_name: 'Rivera', email: 'jordan.rivera@example.org', title: 'Data Analyst' });
    expect(data.social_linkedin).toBe('https://linkedin.com/in/jordan-rivera');
    expect(data.skills).toEqual(['Python', 'SQL', 'Tableau', 'Statistics']);
    expect(data.work).toEqual([
      { title: 'Data Analyst', group: 'Northwind Traders', start_date: '2021-03', end_date: null },
      { title: 'Research Assistant', group: 'Contoso Labs', start_date: '2019-01', end_date: '2021-01' },
    ]);
    expect(data.education).toEqual([
      { title: 'BSc Statistics', group: 'Westlake State University', start_date: '2015-01', end_date: '2019-01' },
    ]);
  });

  it('refuses a DOCX that unpacks to more than the limit before unpacking it, and keeps the stored resume', async () => {
    // About 30 KB on the wire, 25 MB of XML once unpacked.
    const bomb = await resumeDocx(['Jordan Rivera', 'a'.repeat(25 * 1024 * 1024)]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = Identity.parse(
      (await t.inject({ url: api(PATHS.identity), headers: await t.authHeader('leader@trellis.test') })).json(),
    );
    const response = await upload('leader@trellis.test', { name: 'cv.docx', data: bomb }, { update_profile: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field_errors: { file: [SERVER_MESSAGES.documentTooLarge] } });
    const after = Identity.parse((await t.inject({ url: api(PATHS.identity), headers: await t.authHeader('leader@trellis.test') })).json());
    expect(after.profile.resume).toBe(before.profile.resume);
  });

  it('stops reading a document that takes longer than its time cap', async () => {
    const reading = resumeText(await resumePdf(), 'pdf', { ...DOCUMENT_LIMITS, timeoutMs: 1 });
    await expect(reading).rejects.toBeInstanceOf(HttpError);
    await expect(reading).rejects.toMatchObject({ body: { field_errors: { file: [SERVER_MESSAGES.documentTooSlow] } } });
  });

  it('stores a document it cannot make sense of, with nothing to import', async () => {
    expect(await resumeText(Buffer.from('PK\u0003\u0004 not really a zip'), 'docx')).toBe('');
  });

  it('fills the profile fields it is asked to from an uploaded PDF', async () => {
    const response = await upload(
      'pending@trellis.test',
      { name: 'cv.pdf', data: await resumePdf() },
      { update_profile: 'true', fields_to_update: '["skills","work"]' },
    );
    expect(response.statusCode).toBe(200);
    const answer = ImportResponse.parse(response.json());
    expect(answer.updated).toEqual(['skills', 'work']);
    const identity = Identity.parse(
      (await t.inject({ url: api(PATHS.identity), headers: await t.authHeader('pending@trellis.test') })).json(),
    );
    // Both addresses name the same file, each with a grant for its owner.
    expect(identity.profile.resume?.split('?')[0]).toBe(answer.resume?.split('?')[0]);
    expect(identity.profile.skills_detailed.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    // A skill new to the platform is the member's proposal: nobody else sees it before staff approve it.
    const others = await t.inject({
      url: api(`${PATHS.topics}?topic_type=skill&search=Tableau`),
      headers: await t.authHeader('member@trellis.test'),
    });
    expect(others.json()).toEqual({ data: [] });
    expect(identity.work_experiences.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Data Analyst', 'Research Assistant']));
    expect(identity.first_name).not.toBe('Jordan');
  });

  it('asks for a file, and takes PDF or DOCX by content only', async () => {
    const missing = await upload('member@trellis.test', null);
    expect(missing.json()).toEqual({ field_errors: { file: [MESSAGES.registration.resumeRequired] } });
    const renamed = await upload('member@trellis.test', { name: 'cv.pdf', data: Buffer.from('just some text pretending to be a PDF') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ field_errors: { file: [MESSAGES.uploads.unsupported('PDF or DOCX')] } });
    const docxNamedTxt = await upload('member@trellis.test', { name: 'cv.txt', data: await resumeDocx() });
    expect(docxNamedTxt.statusCode).toBe(200);
  });

  it('lets only staff import for someone else', async () => {
    const member = Identity.parse(
      (await t.inject({ url: api(PATHS.identity), headers: await t.authHeader('member@trellis.test') })).json(),
    );
    const response = await upload('leader@trellis.test', { name: 'cv.pdf', data: await resumePdf() }, { user_id: String(member.id) });
    expect(response.statusCode).toBe(403);
    const staff = await upload('staff@trellis.test', { name: 'cv.pdf', data: await resumePdf() }, { user_id: String(member.id) });
    expect(staff.statusCode).toBe(200);
  });

  it('offers the professional-network import only with a provider, and says so when it fails', async () => {
    expect(ImportOptions.parse((await t.inject({ url: api(PATHS.importOptions) })).json())).toEqual({ linkedin: false, resume: true });
    const headers = await t.authHeader('member@trellis.test');
    const empty = await t.inject({ method: 'POST', url: api(PATHS.linkedinImport), headers, payload: { url: '' } });
    expect(empty.json().field_errors.url).toEqual([MESSAGES.registration.linkedinUrlRequired]);
    const failed = await t.inject({
      method: 'POST',
      url: api(PATHS.linkedinImport),
      headers,
      payload: { url: 'https://linkedin.com/in/someone' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: MESSAGES.registration.linkedinFailed });
  });
});
