import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkTokens, mailQueue, oneTimeCodes, refreshTokens, sessions, socketTickets, usedCaptchas, users } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { deleteExpiredRows } from './expired-rows.ts';

const HOUR = 60 * 60 * 1000;

describe('deleting expired rows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes what no request can use any more and keeps the rest', async () => {
    const { db } = database.connection;
    const now = new Date();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
    const userId = user!.id;
    const familyId = randomUUID();

    await db.insert(refreshTokens).values([
      { tokenHash: 'expired-refresh', familyId, userId, expiresAt: at(-1000) },
      { tokenHash: 'live-refresh', familyId, userId, expiresAt: at(HOUR) },
    ]);
    const code = { userId, type: 'registration' as const, email: 'member@trellis.test', codeHash: 'x', createdAt: at(-30 * HOUR) };
    await db.insert(oneTimeCodes).values([
      { ...code, codeHash: 'long-gone', expiresAt: at(-25 * HOUR) },
      // Expired, but still counted by the resend limits of the last hour.
      { ...code, codeHash: 'recently-expired', expiresAt: at(-HOUR), createdAt: at(-HOUR - 600_000) },
    ]);
    await db.insert(linkTokens).values([
      { userId, purpose: 'password_reset', tokenHash: 'old-link', expiresAt: at(-25 * HOUR), createdAt: at(-26 * HOUR) },
      { userId, purpose: 'password_reset', tokenHash: 'live-link', expiresAt: at(HOUR), createdAt: now },
    ]);
    await db.insert(usedCaptchas).values([
      { challengeId: 'expired-challenge', expiresAt: at(-1000) },
      { challengeId: 'live-challenge', expiresAt: at(HOUR) },
    ]);

    const sessionId = randomUUID();
    await db.insert(sessions).values({ id: sessionId, userId });
    const ticket = { userId, sessionId, accessExpiresAt: at(HOUR) };
    await db.insert(socketTickets).values([
      { ...ticket, ticketHash: 'expired-ticket', expiresAt: at(-1000) },
      { ...ticket, ticketHash: 'live-ticket', expiresAt: at(30_000) },
    ]);
    const mail = { to: 'member@trellis.test', subject: 'S', text: 'T', html: '<p>T</p>', fromName: 'Trellis' };
    await db.insert(mailQueue).values([
      { ...mail, key: 'sent-long-ago', sentAt: at(-40 * 24 * HOUR) },
      { ...mail, key: 'given-up-long-ago', failedAt: at(-40 * 24 * HOUR) },
      { ...mail, key: 'sent-yesterday', sentAt: at(-24 * HOUR) },
      { ...mail, key: 'still-queued', createdAt: at(-40 * 24 * HOUR) },
    ]);

    expect(await deleteExpiredRows(db, now)).toEqual({
      refresh: 1,
      codes: 1,
      links: 1,
      captchas: 1,
      signInFailures: 0,
      rateLimits: 0,
      socketTickets: 1,
      mailQueue: 2,
    });
    expect((await db.select({ key: mailQueue.key }).from(mailQueue).orderBy(mailQueue.key)).map((row) => row.key)).toEqual([
      'sent-yesterday',
      'still-queued',
    ]);
    expect((await db.select().from(socketTickets)).map((row) => row.ticketHash)).toEqual(['live-ticket']);

    const hashes = (await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).map(
      (row) => row.hash,
    );
    expect(hashes).toEqual(['live-refresh']);
    const codes = (await db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId))).map(
      (row) => row.hash,
    );
    expect(codes).toContain('recently-expired');
    expect(codes).not.toContain('long-gone');
    const links = (await db.select({ hash: linkTokens.tokenHash }).from(linkTokens).where(eq(linkTokens.userId, userId))).map(
      (row) => row.hash,
    );
    expect(links).toEqual(['live-link']);
    expect((await db.select().from(usedCaptchas)).map((row) => row.challengeId)).toEqual(['live-challenge']);
  });
});
