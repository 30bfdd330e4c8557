import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, LoginRequest, LogoutRequest, PATHS, RefreshRequest, TokenPair } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { accessServices } from '../../auth/access-services.ts';
import { attemptLimits, bodyEmail } from './attempt-limits.ts';
import { signInFailureLog } from './sign-in-failures.ts';

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

  app.post(
    PATHS.token,
    {
      config: { ignoreBearer: true },
      onRequest: limits.perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (and the captcha after repeated failures for that e-mail)',
        body: LoginRequest,
        response: { 200: TokenPair, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    PATHS.tokenRefresh,
    {
      config: { ignoreBearer: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (the old one is revoked)',
        body: RefreshRequest,
        response: { 200: TokenPair, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const rotation = await refresh.rotate(request.body.refresh);
      if (rotation.status === 'rejected') throw unauthorized(MESSAGES.auth.sessionExpired);
      const [user] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, rotation.userId));
      if (!user?.isActive) {
        await sessions.endOne(rotation.token);
        throw unauthorized(MESSAGES.auth.sessionExpired);
      }
      return { access: await access.issue(rotation.userId, rotation.sessionId), refresh: rotation.token };
    },
  );

  app.post(
    PATHS.logout,
    {
      config: { ignoreBearer: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session of a refresh token',
        body: LogoutRequest,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      if (request.body.refresh_token) await sessions.endOne(request.body.refresh_token);
      return reply.code(204).send();
    },
  );
};
