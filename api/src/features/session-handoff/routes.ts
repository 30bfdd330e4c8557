import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, PATHS, SessionHandoff, SessionHandoffPair, SessionHandoffRedeem } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { linkTokenStore } from '../../auth/link-tokens.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Moving to another site of the platform (another host name) keeps the member signed in without putting a token in
 * an address: this site hands out a one-minute, single-use code, and the other site exchanges it for a session of
 * its own. A code seen in a history or a log is spent or expired.
 */
export const sessionHandoffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, sessions }) => {
  const links = linkTokenStore(db, config.auth.clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    PATHS.sessionHandoff,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'A single-use code that signs this member in on another site',
        response: { 200: SessionHandoff, 401: ApiErrorBody },
      },
    },
    async (request) => ({ code: await links.issue(signedInUser(request).id, 'session_handoff') }),
  );

  app.post(
    PATHS.sessionHandoffRedeem,
    {
      config: { ignoreBearer: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a hand-over code for a new session on this site',
        body: SessionHandoffRedeem,
        response: { 200: SessionHandoffPair, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = await links.consume(request.body.code, 'session_handoff');
      const [user] =
        userId === null
          ? []
          : await db.select({ id: users.id, email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, userId));
      if (!user?.isActive) throw new HttpError(400, { non_field_errors: [MESSAGES.auth.handoffExpired] });
      return { ...(await sessions.start(user.id)), user: { id: user.id, email: user.email } };
    },
  );
};
