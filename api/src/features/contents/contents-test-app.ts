import { expect } from 'vitest';
import { ContentAnswer } from '@trellis/contracts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { uploadFormFiles } from '../uploads/multipart-body.ts';

export type Member = Awaited<ReturnType<TestApp['newMember']>>;

/** One paragraph block of the editor's rich text. */
export const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });
/** A rich-text document of one paragraph per text, as the editor sends it. */
export const doc = (...texts: string[]) => ({ blocks: texts.map(paragraph) });

/**
 * A test app with two organizations of its own and the people of the first: its admin (who may e-mail its members),
 * an accepted member, a member whose request is pending, and an outsider who belongs to the second one only.
 */
export async function startContentsTestApp() {
  const t = await createTestApp();
  const db = t.database.connection.db;
  /** A free organization: its accepted members may post, its admin may e-mail them. */
  const org = await createOrganization(db);
  /** Another organization, whose members see nothing private of the first. */
  const other = await createOrganization(db);
  const [admin, member, outsider, pending] = await Promise.all([t.newMember(), t.newMember(), t.newMember(), t.newMember()]);
  await addMembership(db, { userId: admin.id, groupId: org.id, role: 'admin' });
  await addMembership(db, { userId: member.id, groupId: org.id });
  await addMembership(db, { userId: outsider.id, groupId: other.id });
  await addMembership(db, { userId: pending.id, groupId: org.id, status: 'pending' });
  return { t, org, other, admin, member, outsider, pending };
}

export type ContentsTestApp = Awaited<ReturnType<typeof startContentsTestApp>>;

/** The calls of the content tests, on the app a file's beforeAll started (read when a call is made). */
export function contentCalls(app: () => ContentsTestApp) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, who: Member | null, payload?: object) => {
    const response = await app().t.inject({ method, url: api(path), payload, headers: who?.headers ?? {} });
    return { status: response.statusCode, body: response.json() };
  };
  /** Shares in the first organization, a one-paragraph post unless the body says otherwise. */
  const share = async (who: Member | null, body: object) =>
    call('POST', '/contents/', who, { group: app().org.id, data: doc('Hello'), ...body });
  const created = async (who: Member, body: object) => {
    const answer = await share(who, body);
    expect(answer.status).toBe(201);
    return ContentAnswer.parse(answer.body).content;
  };
  const upload = (who: Member, files: { name: string; data: Buffer }[]) => uploadFormFiles(app().t, who.headers, files);
  return { call, share, created, upload };
}
