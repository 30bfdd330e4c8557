import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { linkTokenStore } from '../../auth/link-tokens.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { authEndpoints } from '@trellis/contracts/endpoints';

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

  route(app, authEndpoints.sessionHandoff, { onRequest: requireUser }, async (request) => ({
    code: await links.issue(signedInUser(request).id, 'session_handoff'),
  }));

  route(app, authEndpoints.sessionHandoffRedeem, { config: { ignoreBearer: true } }, async (request) => {
    const userId = await links.consume(request.body.code, 'session_handoff');
    const [user] =
      userId === null
        ? []
        : await db.select({ id: users.id, email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, userId));
    if (!user?.isActive) throw new HttpError(400, { non_field_errors: [MESSAGES.auth.handoffExpired] });
    return { ...(await sessions.start(user.id)), user: { id: user.id, email: user.email } };
  });
};
