import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AlternateEmailRequest, ApiErrorBody, MessageResponse, PATHS } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { codeMail } from '../auth/auth-mails.ts';

const emailError = (message: string) => new HttpError(400, { field_errors: { email: [message] } });

/**
 * POST /users/alternate-email/: stores the address unverified and e-mails it an
 * alternate_email code; POST /verify-otp/ then verifies it and POST /switch-email/ makes it primary.
 */
export const alternateEmailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const { codes } = await accessServices(context);

  app.post(
    PATHS.alternateEmail,
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Add an alternate e-mail, unverified, and e-mail it a code',
        body: AlternateEmailRequest,
        response: { 200: MessageResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const email = request.body.email.toLowerCase();
      // An address that signs someone in (the member's own included) cannot become an alternate one.
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (owner) throw emailError(owner.id === user.id ? MESSAGES.profileForm.alternateIsPrimary : MESSAGES.auth.emailTaken);
      const issued = await codes.issue(user.id, 'alternate_email', email);
      if (issued.status !== 'issued') {
        const message = issued.status === 'too_soon' ? MESSAGES.auth.otpResendTooSoon : MESSAGES.auth.otpResendHourlyLimit;
        throw new HttpError(429, { detail: message, non_field_errors: [message] });
      }
      await db.update(profiles).set({ alternateEmail: email, isAlternateEmailVerified: false }).where(eq(profiles.userId, user.id));
      const { brand } = await linkOrigin(db, request, config.auth);
      // The address is kept even when the mail fails: POST /resend-otp/ sends another code.
      await mailer
        .send(codeMail(email, brand, issued.code))
        .catch((error: unknown) => request.log.error({ err: error }, 'could not send an e-mail'));
      return { message: MESSAGES.profileForm.alternateCodeSent(email) };
    },
  );
};
