import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OtpType } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { completeTrialAccount, createAccount, isUniqueViolation } from '../../auth/accounts.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { bearerUser, requireUser, signedInUser } from '../../auth/request-user.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { attemptLimits, bodyEmail, signedInId } from '../auth/attempt-limits.ts';
import { codeMail, registrationMail } from '../auth/auth-mails.ts';
import { canReadOutbox } from '../../mail/mailbox-routes.ts';
import { route } from '../../http/route.ts';
import { authEndpoints } from '@trellis/contracts/endpoints';

const badRequest = (message: string) => new HttpError(400, { non_field_errors: [message] });

const CODE_ERRORS = {
  invalid: MESSAGES.auth.otpInvalid,
  expired: MESSAGES.auth.otpExpired,
  exhausted: MESSAGES.auth.otpTooManyTries,
} as const;

/** Sign-up and e-mail verification: the captcha, the account, its one-time codes and links, and switching to a verified alternate address. */
export const signupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const { codes, links, captcha, issuePair } = await accessServices(context);
  const limit = await attemptLimits(app, db);
  const { attemptLimit } = config.auth;
  const signupLimits = limit('signup', attemptLimit, bodyEmail);
  const verifyLimits = limit('verify-otp', attemptLimit, signedInId);
  const resendLimits = limit('resend-otp', attemptLimit, signedInId);
  const linkLimits = limit('verify-email', attemptLimit, () => 'any');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function sendMail(mail: Parameters<typeof mailer.send>[0], log: { error(object: object, message: string): void }) {
    // A lost e-mail must not undo the sign-up: the member can ask for another code.
    await mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'could not send an e-mail'));
  }

  /** Where codes of this type go: the account's address, or the alternate one still waiting for verification. */
  async function codeAddress(userId: number, type: OtpType): Promise<string> {
    const [row] = await db
      .select({
        email: users.email,
        isVerified: users.isVerified,
        alternate: profiles.alternateEmail,
        alternateVerified: profiles.isAlternateEmailVerified,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw badRequest(MESSAGES.common.somethingWentWrong);
    if (type === 'registration') {
      if (row.isVerified) throw badRequest(MESSAGES.auth.alreadyVerified);
      return row.email;
    }
    if (!row.alternate || row.alternateVerified) throw badRequest(MESSAGES.auth.noAlternateEmail);
    return row.alternate;
  }

  route(app, authEndpoints.options, {}, async (request) => ({
    providers: {
      google: config.auth.google ? { client_id: config.auth.google.clientId } : null,
      facebook: config.auth.facebook ? { app_id: config.auth.facebook.appId } : null,
      linkedin: config.auth.linkedin ? { client_id: config.auth.linkedin.clientId } : null,
    },
    captcha: captcha.options,
    dev_mailbox: canReadOutbox(mailer, config.mail, request),
  }));

  route(app, authEndpoints.captchaChallenge, { config: { ignoreBearer: true }, onRequest: signupLimits.perIp }, async () => {
    const challenge = await captcha.challenge();
    if (!challenge) throw new HttpError(404, { detail: MESSAGES.http.notFound });
    return { ...challenge };
  });

  route(
    app,
    authEndpoints.register,
    { config: { ignoreBearer: true }, onRequest: signupLimits.perIp, preHandler: signupLimits.perAccount },
    async (request) => {
      const body = request.body;
      if (isCommonPassword(body.password)) throw new HttpError(400, { field_errors: { password: [MESSAGES.auth.commonPassword] } });
      if (!(await captcha.verify(body.recaptcha_response, request))) {
        throw new HttpError(400, { field_errors: { recaptcha_response: [MESSAGES.auth.captchaFailed] } });
      }
      const email = body.email.toLowerCase();
      const account = {
        email,
        firstName: body.first_name,
        lastName: body.last_name,
        passwordHash: await hashPassword(body.password),
        isVerified: false,
      };
      // Only the trial account's own session completes it: knowing the e-mail it was made with is not enough.
      const caller = await bearerUser(db, context.access, request).catch(() => null);
      const userId = caller?.isTrialUser ? await completeTrialAccount(db, caller.id, account) : await createAccount(db, account);
      if (userId === null) throw new HttpError(400, { field_errors: { email: [MESSAGES.auth.emailTaken] } });
      const issued = await codes.issue(userId, 'registration', email);
      const { origin, brand } = await linkOrigin(db, request, config.auth);
      if (issued.status === 'issued') {
        const key = await links.issue(userId, 'email_verification');
        await sendMail(registrationMail(email, brand, issued.code, `${origin}/verify-email/${key}`), request.log);
      }
      return { ...(await issuePair(userId)), message: MESSAGES.auth.signupSuccess, redirect_to_login: true };
    },
  );

  route(
    app,
    authEndpoints.verifyOtp,
    { onRequest: [verifyLimits.perIp, requireUser], preHandler: verifyLimits.perAccount },
    async (request) => {
      const user = signedInUser(request);
      const { otp, type } = request.body;
      const address = await codeAddress(user.id, type);
      const result = await codes.check(user.id, type, otp);
      if (result.status !== 'valid') throw badRequest(CODE_ERRORS[result.status]);
      // The code proves the address it went to; if the member has since changed it, that proof no longer applies.
      if (result.email !== address) throw badRequest(MESSAGES.auth.otpInvalid);
      if (type === 'registration') await db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
      else await db.update(profiles).set({ isAlternateEmailVerified: true }).where(eq(profiles.userId, user.id));
      return { ...(await issuePair(user.id)), message: MESSAGES.auth.otpVerified };
    },
  );

  route(
    app,
    authEndpoints.resendOtp,
    { onRequest: [resendLimits.perIp, requireUser], preHandler: resendLimits.perAccount },
    async (request) => {
      const user = signedInUser(request);
      const { type } = request.body;
      const address = await codeAddress(user.id, type);
      const issued = await codes.issue(user.id, type, address);
      if (issued.status !== 'issued') {
        const message = issued.status === 'too_soon' ? MESSAGES.auth.otpResendTooSoon : MESSAGES.auth.otpResendHourlyLimit;
        throw new HttpError(429, { detail: message, non_field_errors: [message] });
      }
      const { brand } = await linkOrigin(db, request, config.auth);
      if (type === 'alternate_email') {
        // As when it was added: an address that signs another member in never gets a code, and the answer waits for
        // no mail either way, so neither its words nor its timing tell whether the address has an account.
        const [otherAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
        if (!otherAccount) {
          void mailer
            .send(codeMail(address, brand, issued.code))
            .catch((error: unknown) => request.log.error({ err: error }, 'could not send an e-mail'));
        }
        return { message: MESSAGES.auth.otpResent };
      }
      try {
        await mailer.send(codeMail(address, brand, issued.code));
      } catch (error) {
        request.log.error({ err: error }, 'could not send an e-mail');
        throw new HttpError(503, { message: MESSAGES.auth.otpResendFailed });
      }
      return { message: MESSAGES.auth.otpResent };
    },
  );

  route(app, authEndpoints.verifyEmail, { config: { ignoreBearer: true }, onRequest: linkLimits.perIp }, async (request) => {
    const userId = await links.consume(request.body.verification_key, 'email_verification');
    if (userId === null) throw new HttpError(400, { message: MESSAGES.auth.verificationFailed });
    const [user] = await db
      .update(users)
      .set({ isVerified: true })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!user) throw new HttpError(400, { message: MESSAGES.auth.verificationFailed });
    const pair = await issuePair(userId);
    return { access_token: pair.access, refresh_token: pair.refresh };
  });

  route(app, authEndpoints.switchEmail, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const failed = () => new HttpError(400, { message: MESSAGES.auth.setPrimaryFailed });
    const switched = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({
            email: users.email,
            isVerified: users.isVerified,
            alternate: profiles.alternateEmail,
            verified: profiles.isAlternateEmailVerified,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, user.id))
          .for('update');
        if (!row?.alternate || !row.verified) return false;
        const alternate = row.alternate.toLowerCase();
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, alternate), ne(users.id, user.id)));
        if (taken) return false;
        // The new primary address is proven, which verifies the account; the old one stays on as the alternate.
        await tx.update(users).set({ email: alternate, isVerified: true }).where(eq(users.id, user.id));
        await tx
          .update(profiles)
          .set({ alternateEmail: row.email, isAlternateEmailVerified: row.isVerified })
          .where(eq(profiles.userId, user.id));
        return true;
      })
      .catch((error: unknown) => {
        // Someone took the address between the check and the update: the unique index said no.
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!switched) throw failed();
    return { message: MESSAGES.auth.primaryEmailChanged };
  });
};
