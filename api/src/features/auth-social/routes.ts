import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, FacebookLoginRequest, GoogleLoginRequest, LinkedinLoginRequest, PATHS, TokenPair } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { createAccount } from '../../auth/accounts.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { attemptLimits } from '../auth/attempt-limits.ts';
import { facebookProfile, googleProfile, linkedinProfile, type SocialProfile } from './providers.ts';

const RESPONSES = { 200: TokenPair, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };

/** Sign-in with Google, Facebook or LinkedIn; each route answers 404 until its provider is configured. */
export const socialRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  const { issuePair } = await accessServices(context);
  const limit = await attemptLimits(app, db);
  const limits = limit('social', config.auth.attemptLimit, () => 'any');
  const { google, facebook, linkedin } = config.auth;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** Signs in the account of the provider's verified address, creating a verified one on first use. */
  async function signIn(provider: string, load: () => Promise<SocialProfile>, log: { warn(object: object, message: string): void }) {
    let profile: SocialProfile;
    try {
      profile = await load();
    } catch (error) {
      log.warn({ err: error, provider }, 'social sign-in refused');
      throw new HttpError(400, { message: MESSAGES.auth.socialLoginFailed(provider) });
    }
    if (!profile.email) throw new HttpError(400, { message: MESSAGES.auth.socialNoEmail(provider) });
    const email = profile.email.trim().toLowerCase();
    const [existing] = await db.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.email, email));
    if (existing) {
      if (!existing.isActive) throw new HttpError(400, { message: MESSAGES.auth.socialLoginFailed(provider) });
      // The provider vouches for the address, which is what verification asks.
      await db.update(users).set({ isVerified: true, lastLogin: new Date() }).where(eq(users.id, existing.id));
      return issuePair(existing.id);
    }
    const userId = await createAccount(db, {
      email,
      firstName: profile.firstName.slice(0, 150),
      lastName: profile.lastName.slice(0, 150),
      // A random password nobody knows: the account signs in through the provider, or sets one by recovery.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      isVerified: true,
    });
    if (userId === null) throw new HttpError(400, { message: MESSAGES.auth.socialLoginFailed(provider) });
    return issuePair(userId);
  }

  const routeOptions = { config: { ignoreBearer: true }, onRequest: limits.perIp };

  app.post(
    PATHS.googleLogin,
    {
      ...routeOptions,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google access token or One Tap ID token',
        body: GoogleLoginRequest,
        response: RESPONSES,
      },
    },
    async (request) => {
      if (!google) throw notFound();
      const { access_token, one_tap } = request.body;
      return signIn('Google', () => googleProfile(google, access_token, one_tap ?? false), request.log);
    },
  );

  app.post(
    PATHS.facebookLogin,
    {
      ...routeOptions,
      schema: { tags: ['auth'], summary: 'Sign in with a Facebook access token', body: FacebookLoginRequest, response: RESPONSES },
    },
    async (request) => {
      if (!facebook) throw notFound();
      const { access_token, user_id } = request.body;
      return signIn('Facebook', () => facebookProfile(facebook, access_token, user_id), request.log);
    },
  );

  app.post(
    PATHS.linkedinLogin,
    {
      ...routeOptions,
      schema: { tags: ['auth'], summary: 'Sign in with a LinkedIn authorization code', body: LinkedinLoginRequest, response: RESPONSES },
    },
    async (request) => {
      if (!linkedin) throw notFound();
      const { code, redirect_uri } = request.body;
      const redirectUri = redirect_uri ?? linkedin.redirectUri ?? `${(await linkOrigin(db, request, config.auth)).origin}/login`;
      return signIn('LinkedIn', () => linkedinProfile(linkedin, code, redirectUri), request.log);
    },
  );
};
