import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentAnswer } from '@trellis/contracts';
import { mailQueue, outboxMessages } from '../db/schema/index.ts';
import { addMembership, createOrganization } from '../test-support/factory.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { READABLE_OUTBOX, api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { MAX_ATTEMPTS, deliverDueMails, enqueueMails, type QueuedMail } from './mail-queue.ts';
import { createMailer } from './mailer.ts';

/** Nothing listens on port 1: a mail server there refuses every mail at once. */
const UNREACHABLE_SMTP = { ...READABLE_OUTBOX, smtpUrl: 'smtp://127.0.0.1:1' };
const MINUTE = 60_000;

const mail = (key: string, to: string): QueuedMail => ({
  key,
  to,
  subject: `Queued ${key}`,
  text: 'Words',
  html: '<p>Words</p>',
  fromName: 'Trellis',
});

describe('mail queue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** An organization with an admin and `count` other accepted members, on the app `t`. */
  async function newsletterGroup(t: TestApp, count: number) {
    const { db } = database.connection;
    const org = await createOrganization(db);
    const admin = await t.newMember();
    await addMembership(db, { userId: admin.id, groupId: org.id, role: 'admin' });
    const members = await Promise.all(Array.from({ length: count }, () => t.newMember()));
    for (const member of members) await addMembership(db, { userId: member.id, groupId: org.id });
    return { org, admin, members };
  }

  const sendNewsletter = (t: TestApp, admin: { headers: object }, groupId: number, text: string) =>
    t.inject({
      method: 'POST',
      url: api('/contents/'),
      headers: admin.headers as Record<string, string>,
      payload: { types: 'newsletter', send_email: true, group: groupId, data: { blocks: [{ type: 'paragraph', data: { text } }] } },
    });

  const outboxFor = async (subject: string) =>
    (await database.connection.db.select({ to: outboxMessages.to }).from(outboxMessages).where(like(outboxMessages.subject, subject))).map(
      (row) => row.to,
    );

  it('answers a newsletter at once while its mail server is down, and keeps the mail to try again', async () => {
    const t = await createTestApp({ mail: UNREACHABLE_SMTP }, database);
    try {
      const { org, admin, members } = await newsletterGroup(t, 3);
      const answer = await sendNewsletter(t, admin, org.id, 'Queued while the server is down');
      expect(answer.statusCode).toBe(201);
      const { content } = ContentAnswer.parse(answer.json());
      const key = `newsletter:${content.id}:%`;
      // The loop tried each mail once after the answer; each waits for another try, with the server's refusal.
      const rows = await vi.waitFor(async () => {
        const found = await database.connection.db.select().from(mailQueue).where(like(mailQueue.key, key));
        expect(found.map((row) => [row.attempts, Boolean(row.lastError)])).toEqual([
          [1, true],
          [1, true],
          [1, true],
        ]);
        return found;
      });
      expect(rows.map((row) => row.to).sort()).toEqual(members.map((member) => member.email).sort());
      for (const row of rows) {
        expect(row.sentAt).toBeNull();
        expect(row.lastError).toBeTruthy();
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      }
    } finally {
      await t.close();
    }
  });

  it('tries a refused mail again later, and gives it up after the last attempt', async () => {
    const { db } = database.connection;
    const refusing = createMailer(db, UNREACHABLE_SMTP);
    await enqueueMails(db, [mail('refused-once-more', 'nobody@example.org')]);
    let now = Date.now() + 24 * 60 * MINUTE;
    const only = { now: () => new Date(now) };
    const row = async () => (await db.select().from(mailQueue).where(eq(mailQueue.key, 'refused-once-more')))[0]!;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      now = Math.max(now, (await row()).nextAttemptAt.getTime());
      // Not yet due: a minute before its next try the mail stays as it was.
      if (attempt > 1) {
        await deliverDueMails(db, refusing, { now: () => new Date(now - MINUTE) });
        expect((await row()).attempts).toBe(attempt - 1);
      }
      await deliverDueMails(db, refusing, only);
      const tried = await row();
      expect(tried.attempts).toBe(attempt);
      expect(tried.failedAt === null).toBe(attempt < MAX_ATTEMPTS);
      // Each wait is twice the one before.
      if (attempt < MAX_ATTEMPTS) expect(tried.nextAttemptAt.getTime() - now).toBe(MINUTE * 2 ** (attempt - 1));
    }
    const [given] = await db.select().from(mailQueue).where(eq(mailQueue.key, 'refused-once-more'));
    expect(given).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(given!.failedAt).not.toBeNull();
    await deliverDueMails(db, refusing, { now: () => new Date(now + 24 * 60 * MINUTE) });
    expect((await row()).attempts).toBe(MAX_ATTEMPTS);
    refusing.close();
  });

  it('loses and repeats no mail across a restart, whatever the stopped process left claimed', async () => {
    const { db } = database.connection;
    const first = await createTestApp({}, database);
    const { org, admin, members } = await newsletterGroup(first, 4);
    const answer = await sendNewsletter(first, admin, org.id, 'Restart newsletter');
    expect(answer.statusCode).toBe(201);
    const { content } = ContentAnswer.parse(answer.json());
    // The process stops at once: the mail in flight is finished, the rest of its batch given back.
    await first.app.close();

    // Mail a process claimed before it died: one whose lease ran out, one still within its lease.
    await enqueueMails(db, [mail('restart-expired-lease', 'a@example.org'), mail('restart-live-lease', 'b@example.org')]);
    await db
      .update(mailQueue)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.key, 'restart-expired-lease'));
    await db
      .update(mailQueue)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() + 4 * MINUTE) })
      .where(eq(mailQueue.key, 'restart-live-lease'));

    const second = await createTestApp({}, database);
    try {
      // A request repeated after the restart queues nothing twice.
      await enqueueMails(
        db,
        members.map((member) => mail(`newsletter:${content.id}:${member.email}`, member.email)),
      );
      const subject = `%${content.title}`;
      await vi.waitFor(async () => expect(await outboxFor(subject)).toHaveLength(members.length), { timeout: 10_000 });
      expect((await outboxFor(subject)).sort()).toEqual(members.map((member) => member.email).sort());
      await vi.waitFor(async () => expect(await outboxFor('Queued restart-expired-lease')).toEqual(['a@example.org']));
      // The live lease is another process's until it runs out; then it goes once.
      expect(await outboxFor('Queued restart-live-lease')).toEqual([]);
      const later = await deliverDueMails(db, createMailer(db, READABLE_OUTBOX), { now: () => new Date(Date.now() + 5 * MINUTE) });
      expect(later.sent).toBe(1);
      expect(await outboxFor('Queued restart-live-lease')).toEqual(['b@example.org']);
      const unsent = await db
        .select({ key: mailQueue.key })
        .from(mailQueue)
        .where(and(like(mailQueue.key, 'restart-%'), eq(mailQueue.attempts, 0)));
      expect(unsent).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
