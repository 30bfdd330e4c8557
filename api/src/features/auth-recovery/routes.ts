import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { attemptLimits, bodyEmail, signedInId } from '../auth/attempt-limits.ts';
import { passwordResetMail } from '../auth/auth-mails.ts';
import { route } from '../../http/route.ts';
import { authEndpoints } from '@trellis/contracts/endpoints';

const commonPassword = (field: string) => new HttpError(400, { field_errors: { [field]: [MESSAGES.auth.commonPassword] } });

async function setPassword(db: Database, userId: number, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Password recovery by e-mailed link, and changing the password while signed in. */
export const recoveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, mailer, sessions } = context;
  const { links, issuePair } = await accessServices(context);
  const limit = await attemptLimits(app, db);
  const { attemptLimit } = config.auth;
  const forgotLimits = limit('forgot-password', attemptLimit, bodyEmail);
  const resetLimits = limit('reset-password', attemptLimit, () => 'any');
  const changeLimits = limit('change-password', attemptLimit, signedInId);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Recovery work runs after the answer, so known and unknown addresses answer alike and equally fast.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  route(
    app,
    authEndpoints.forgotPassword,
    { config: { ignoreBearer: true }, onRequest: forgotLimits.perIp, preHandler: forgotLimits.perAccount },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const origin = linkOrigin(db, request, config.auth);
      const task = (async () => {
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), eq(users.isActive, true)));
        if (!user) return;
        const token = await links.issue(user.id, 'password_reset');
        const { origin: base, brand } = await origin;
        await mailer.send(passwordResetMail(email, brand, `${base}/reset-password/${token}`));
      })().catch((error: unknown) => request.log.error({ err: error }, 'could not send a password reset e-mail'));
      pending.add(task);
      void task.finally(() => pending.delete(task));
      return { message: MESSAGES.auth.recoverySent };
    },
  );

  route(app, authEndpoints.resetPassword, { config: { ignoreBearer: true }, onRequest: resetLimits.perIp }, async (request) => {
    const { token, new_password } = request.body;
    if (isCommonPassword(new_password)) throw commonPassword('new_password');
    const userId = await links.consume(token, 'password_reset');
    if (userId === null) throw new HttpError(400, { non_field_errors: [MESSAGES.auth.resetLinkInvalid] });
    // A new password ends every session at once: tokens and open sockets, on every device.
    await setPassword(db, userId, new_password);
    await sessions.endAll(userId);
    return { message: MESSAGES.auth.passwordChanged };
  });

  route(app, authEndpoints.resetLinkCheck, { config: { ignoreBearer: true }, onRequest: resetLimits.perIp }, async (request) => ({
    state: await links.inspect(request.body.token, 'password_reset'),
  }));

  route(
    app,
    authEndpoints.changePassword,
    { onRequest: [changeLimits.perIp, requireUser], preHandler: changeLimits.perAccount },
    async (request) => {
      const user = signedInUser(request);
      const { current_password, new_password } = request.body;
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(current_password, row.passwordHash))) {
        throw new HttpError(400, { field_errors: { current_password: [MESSAGES.auth.currentPasswordWrong] } });
      }
      if (isCommonPassword(new_password)) throw commonPassword('new_password');
      await setPassword(db, user.id, new_password);
      await sessions.endAll(user.id);
      return { ...(await issuePair(user.id)), message: MESSAGES.auth.passwordChanged };
    },
  );
};
