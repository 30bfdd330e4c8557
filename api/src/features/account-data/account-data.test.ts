import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ChatMessageList, ChatRoom, PATHS, SOCKET_CLOSE_UNAUTHORIZED, eventsSocketPath } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { chatMessages, follows, memberships, profiles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { easyAuthSettings, solveCaptcha } from '../../test-support/auth-settings.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';

/** Every entry of a zip file, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const PICTURE = Buffer.from('a picture only its owner uploaded');

describe('a member’s own data', () => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'trellis-account-data-'));
    t = await createTestApp({ uploadsDir, auth: easyAuthSettings() });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const db = () => t.database.connection.db;
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** A picture stored for the member, a room with another member and a message each way. */
  async function furnish(email: string, otherEmail: string) {
    const pictureName = `${crypto.randomUUID()}.png`;
    await writeFile(join(uploadsDir, pictureName), PICTURE);
    const userId = await idOf(email);
    const otherId = await idOf(otherEmail);
    await db()
      .update(profiles)
      .set({ picture: `${MEDIA_PREFIX}${pictureName}` })
      .where(eq(profiles.userId, userId));
    const created = await t.post(PATHS.rooms, { type: 'ONE_TO_ONE', user_ids: [otherId] }, await t.authHeader(email));
    const room = ChatRoom.parse(created.json());
    await db()
      .insert(chatMessages)
      .values([
        { roomId: room.id, senderId: userId, parts: [{ type: 'text', value: 'Hello from the member' }] },
        { roomId: room.id, senderId: otherId, parts: [{ type: 'text', value: 'Hello back' }] },
      ]);
    await db().insert(follows).values({ followerId: otherId, targetType: 'user', targetId: userId }).onConflictDoNothing();
    return { pictureName, room, userId, otherId };
  }

  it('exports everything about the member as one zip: profile, memberships, messages, sessions and uploads', async () => {
    const { pictureName } = await furnish('member@trellis.test', 'admin@trellis.test');
    const response = await t.inject({ url: api(PATHS.accountExport), headers: await t.authHeader('member@trellis.test') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="trellis-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const files = await unzip(response.rawPayload);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(json('account.json')).toMatchObject({ email: 'member@trellis.test', first_name: expect.any(String) });
    expect(JSON.stringify(json('account.json'))).not.toMatch(/scrypt|password/i);
    expect(json('profile.json').profile).toMatchObject({ picture: `${MEDIA_PREFIX}${pictureName}` });
    expect(json('memberships.json').length).toBeGreaterThan(0);
    expect(json('memberships.json')[0]).toMatchObject({ status: expect.any(String), group: { name: expect.any(String) } });
    expect(json('messages.json').messages.map((message: { parts: { value: string }[] }) => message.parts[0]!.value)).toEqual(
      expect.arrayContaining(['Hello from the member', 'Hello back']),
    );
    expect(json('follows.json').followers).toContainEqual(expect.objectContaining({ follower_id: await idOf('admin@trellis.test') }));
    expect(json('sessions.json').length).toBeGreaterThan(0);
    expect(files.get(`uploads/picture-${pictureName}`)).toEqual(PICTURE);
    expect(files.has('README.txt')).toBe(true);

    // Nobody else's data: another member's export holds their own e-mail only.
    const other = await unzip(
      (await t.inject({ url: api(PATHS.accountExport), headers: await t.authHeader('leader@trellis.test') })).rawPayload,
    );
    expect(JSON.parse(other.get('account.json')!.toString('utf8')).email).toBe('leader@trellis.test');
    expect([...other.keys()].some((name) => name.includes(pictureName))).toBe(false);
  });

  it('needs a signed-in member for both the export and the deletion', async () => {
    expect((await t.inject({ url: api(PATHS.accountExport) })).statusCode).toBe(401);
    const response = await t.post(PATHS.accountDeletion, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });

  it('refuses the deletion without the right password, and the account keeps working', async () => {
    const { access } = await t.signIn('pending@trellis.test');
    const wrong = await t.post(PATHS.accountDeletion, { password: 'not my password' }, bearer(access));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ field_errors: { password: [MESSAGES.auth.currentPasswordWrong] } });
    const missing = await t.post(PATHS.accountDeletion, {}, bearer(access));
    expect(missing.json()).toEqual({ field_errors: { password: [MESSAGES.auth.passwordRequired] } });
    expect((await t.inject({ url: api(PATHS.identity), headers: bearer(access) })).statusCode).toBe(200);
  });

  it('deletes the account: sign-in refused, sessions and sockets closed, files removed, groups left, e-mail free again', async () => {
    const email = 'leader@trellis.test';
    const { pictureName, room, userId } = await furnish(email, 'staff@trellis.test');
    const slug = (await db().select({ slug: profiles.nameSlug }).from(profiles).where(eq(profiles.userId, userId)))[0]!.slug;
    const { access, refresh } = await t.signIn(email);
    const socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

    const deleted = await t.post(PATHS.accountDeletion, { password: DEMO_PASSWORD }, bearer(access));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.account.deleted });

    expect(await closed).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect((await t.inject({ url: api(PATHS.identity), headers: bearer(access) })).statusCode).toBe(401);
    expect((await t.post(PATHS.tokenRefresh, { refresh })).statusCode).toBe(401);
    const signIn = await t.post(PATHS.token, { email, password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ detail: MESSAGES.auth.invalidCredentials });
    expect(existsSync(join(uploadsDir, pictureName))).toBe(false);

    const [row] = await db().select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ firstName: MESSAGES.account.deletedName, lastName: '', isActive: false, isStaff: false });
    expect(row!.email).not.toContain('leader');
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(memberships).where(eq(memberships.userId, userId))).toEqual([]);
    expect(await db().select().from(follows).where(eq(follows.targetId, userId))).toEqual([]);

    // What others see: no profile, no search hit, and the messages they received from a deleted account.
    expect((await t.inject({ url: api(PATHS.publicProfile(slug)) })).statusCode).toBe(404);
    const staff = await t.authHeader('staff@trellis.test');
    const found = await t.inject({ url: api(`${PATHS.search}?type=user&search=Deleted`), headers: staff });
    expect(found.json().data).toEqual([]);
    const history = ChatMessageList.parse((await t.inject({ url: api(PATHS.chatMessages(room.id)), headers: staff })).json());
    const fromThem = history.data.find((message) => message.messages[0]!.value === 'Hello from the member');
    expect(fromThem?.sender).toMatchObject({ id: userId, name: MESSAGES.account.deletedName, image_path: null });

    // The address is free: someone may sign up with it again.
    const captcha = await solveCaptcha((await t.inject({ url: api(PATHS.captchaChallenge) })).json());
    const again = await t.post(PATHS.register, {
      first_name: 'New',
      last_name: 'Owner',
      email,
      password: 'Violet-Harbour-73',
      confirm_password: 'Violet-Harbour-73',
      recaptcha_response: captcha,
    });
    expect(again.statusCode).toBe(200);
  });
});
