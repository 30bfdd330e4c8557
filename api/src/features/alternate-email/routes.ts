import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AlternateEmailRequest, ApiErrorBody, MessageResponse, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { codeMail } from '../auth/auth-mails.ts';

const emailError = (message: string) => new HttpError(400, { field_errors: { email: [message] } });

/**
 * POST /users/alternate-email/: stores the address unverified and e-mails it an
 * alternate_email code; POST /verify-otp/ then verifies it and POST /switch-email/ makes it primary.
 *
 * The answer never tells whether an address has an account: one that signs another member in is stored and counted
 * like any other (the same answer, the same code limits, no wait for a mail), but its code is never sent, so it can
 * never be verified or made primary. Calls are rate-limited per client address and per member in the database.
 */
export const alternateEmailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const { codes } = await accessServices(context);
  const limits = (await attemptLimits(app, db))('alternate-email', config.auth.attemptLimit, signedInId);

  app.post(
    PATHS.alternateEmail,
    {
      onRequest: [limits.perIp, requireUser, limits.perAccount],
      schema: {
        tags: ['auth'],
        summary: 'Add an alternate e-mail, unverified, and e-mail it a code; answers alike whether or not the address has an account',
        body: AlternateEmailRequest,
        response: { 200: MessageResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const email = request.body.email.toLowerCase();
      // The member's own primary address is refused in words: that reveals nothing they do not know.
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (owner?.id === user.id) throw emailError(MESSAGES.profileForm.alternateIsPrimary);
      const issued = await codes.issue(user.id, 'alternate_email', email);
      if (issued.status !== 'issued') {
        const message = issued.status === 'too_soon' ? MESSAGES.auth.otpResendTooSoon : MESSAGES.auth.otpResendHourlyLimit;
        throw new HttpError(429, { detail: message, non_field_errors: [message] });
      }
      await db.update(profiles).set({ alternateEmail: email, isAlternateEmailVerified: false }).where(eq(profiles.userId, user.id));
      // Another account's address never gets the code, so it cannot be verified; the answer does not wait for the
      // mail either way, so its timing says nothing. The address is kept when the mail fails: /resend-otp/ sends another.
      if (!owner) {
        const { brand } = await linkOrigin(db, request, config.auth);
        void mailer
          .send(codeMail(email, brand, issued.code))
          .catch((error: unknown) => request.log.error({ err: error }, 'could not send an e-mail'));
      }
      return { message: MESSAGES.profileForm.alternateCodeSent(email) };
    },
  );
};
