import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, Mailbox, PATHS, type MailboxMessage } from '@trellis/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Database } from '../db/connection.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { isDirectLocalRequest } from '../http/local-request.ts';
import type { Mailer } from './mailer.ts';
import type { MailSettings } from './mail-settings.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const MailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });

const PAGE_SIZE = 100;

async function readOutbox(db: Database, to: string | undefined): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Whether this request may read the stored outbox: only when mail stays in it, the outbox was explicitly enabled,
 * and the request came straight from this machine (never through a proxy, whose clients are not the operator).
 */
export const canReadOutbox = (mailer: Mailer, settings: MailSettings, request: FastifyRequest) =>
  mailer.storesOutbox && settings.devMailbox && isDirectLocalRequest(request);

/** GET /api/v1/dev/mailbox/: the stored outbox as JSON, for screens and tests that follow an e-mailed code or link. */
export const mailboxApiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, config }) => {
  app.get(
    PATHS.devMailbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the stored outbox, newest first (404 unless enabled, and to requests from other machines)',
        querystring: MailboxQuery,
        response: { 200: Mailbox, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      if (!canReadOutbox(mailer, config.mail, request)) throw notFound();
      reply.header('cache-control', 'no-store');
      return { data: await readOutbox(db, request.query.to) };
    },
  );
};

/** GET /dev/mailbox: the same outbox as a page a developer reads in the browser. */
export const mailboxPage: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, config }) => {
  app.get('/dev/mailbox', { schema: { hide: true, querystring: MailboxQuery } }, async (request, reply) => {
    if (!canReadOutbox(mailer, config.mail, request)) throw notFound();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderMailboxPage(await readOutbox(db, request.query.to), request.query.to));
  });
};
