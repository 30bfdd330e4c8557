import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { accessServices } from '../../auth/access-services.ts';
import { attemptLimits, bodyEmail } from './attempt-limits.ts';
import { signInFailureLog } from './sign-in-failures.ts';
import { route } from '../../http/route.ts';
import { authEndpoints } from '@trellis/contracts/endpoints';

const invalidCredentials = () => new HttpError(401, { detail: MESSAGES.auth.invalidCredentials });

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, access, refresh, sessions, config } = context;
  const { captcha } = await accessServices(context);
  const limit = await attemptLimits(app, db);
  const { perIp, perEmail, windowMs } = config.loginRateLimit;
  const limits = limit('login', { perIp, perAccount: perEmail, windowMs }, bodyEmail);
  const failures = signInFailureLog(db, windowMs);
  // Answers carrying tokens must never be stored by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, authEndpoints.token, { config: { ignoreBearer: true }, onRequest: limits.perIp }, async (request) => {
    const { password, recaptcha_response } = request.body;
    const email = request.body.email.toLowerCase();
    // Past the limit the password alone is not enough, but it is never refused outright: guessing now costs a
    // captcha per try, while the real owner solves one and gets in.
    if ((await failures.recent(email)) >= perEmail) {
      if (!recaptcha_response || !(await captcha.verify(recaptcha_response, request))) {
        throw new HttpError(400, { field_errors: { recaptcha_response: [MESSAGES.auth.captchaRequired] } });
      }
    }
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
      .from(users)
      .where(eq(users.email, email));
    // Unknown e-mails, wrong passwords and disabled accounts get the same answer after the same work.
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !valid || !user.isActive) {
      await failures.record(email);
      throw invalidCredentials();
    }
    await failures.clear(email);
    await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return sessions.start(user.id);
  });

  route(app, authEndpoints.tokenRefresh, { config: { ignoreBearer: true } }, async (request) => {
    const rotation = await refresh.rotate(request.body.refresh);
    if (rotation.status === 'rejected') throw unauthorized(MESSAGES.auth.sessionExpired);
    const [user] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, rotation.userId));
    if (!user?.isActive) {
      await sessions.endOne(rotation.token);
      throw unauthorized(MESSAGES.auth.sessionExpired);
    }
    return { access: await access.issue(rotation.userId, rotation.sessionId), refresh: rotation.token };
  });

  route(app, authEndpoints.logout, { config: { ignoreBearer: true } }, async (request) => {
    if (request.body.refresh_token) await sessions.endOne(request.body.refresh_token);
    return null;
  });
};
