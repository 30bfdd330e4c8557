import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../db/connection.ts';
import { perDatabase } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AccessTokens, VerifiedAccess } from './access-tokens.ts';

export type AuthUser = {
  id: number;
  isStaff: boolean;
  isVerified: boolean;
  isTrialUser: boolean;
  /** The signed-in device: what signing out ends. */
  sessionId: string;
  /** When the access token stops working, in seconds. */
  tokenExpiresAt: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of the bearer token, or null for anonymous calls. */
    user: AuthUser | null;
    /** The verified claims of the bearer token, on routes whose own statement checks the session (`sessionInQuery`). */
    access: VerifiedAccess | null;
  }
  interface FastifyContextConfig {
    /** Token endpoints read no bearer token: a stale one must not stop a client from refreshing or signing in. */
    ignoreBearer?: boolean;
    /**
     * The route's one statement joins the session and the user itself (see `activeSessionOf`), so authentication only
     * verifies the token and leaves `request.user` null: a read then costs one round trip, not two.
     */
    sessionInQuery?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Loads the active user a valid access token names, in one query with the token's session: a signed-out session
 * refuses its tokens on the next request, and the flags come from the database so revoking staff takes effect at once.
 */
export async function findActiveUser(db: Database, access: AccessTokens, token: string): Promise<AuthUser | null> {
  const claims = await access.verify(token);
  if (claims === null) return null;
  return findSessionUser(db, { userId: claims.userId, sessionId: claims.sessionId, tokenExpiresAt: claims.expiresAt });
}

/** The active user of a session that is still signed in, or null. */
export async function findSessionUser(
  db: Database,
  claims: { userId: number; sessionId: string; tokenExpiresAt: number },
): Promise<AuthUser | null> {
  const row = await activeSessionUser(db, claims);
  if (!row) return null;
  return { ...row, sessionId: claims.sessionId, tokenExpiresAt: claims.tokenExpiresAt };
}

/**
 * The join condition of a signed-in read: the token's session still stands and its user is active. A statement
 * that selects from `users` and `sessions` with this condition authenticates and reads in one round trip; it
 * takes the placeholders `userId` and `sessionId`, filled from `signedInAccess(request)`.
 */
export const activeSessionOf = () =>
  and(
    eq(users.id, sql.placeholder('userId')),
    eq(users.isActive, true),
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, users.id),
    isNull(sessions.revokedAt),
  );

const activeUser = perDatabase((db) =>
  db
    .select({ id: users.id, isStaff: users.isStaff, isVerified: users.isVerified, isTrialUser: users.isTrialUser })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('auth_active_user'),
);

/**
 * The active user of the request's bearer token, or null without a valid one: for a route that ignores the token for
 * its access (`ignoreBearer`) but answers a signed-in caller differently.
 */
export async function bearerUser(db: Database, access: AccessTokens, request: FastifyRequest): Promise<AuthUser | null> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token ? findActiveUser(db, access, token) : null;
}

/** The user's flags while their session stands and they are active, in one indexed lookup; undefined otherwise. */
export async function activeSessionUser(db: Database, access: { userId: number; sessionId: string }) {
  const [row] = await activeUser(db).execute({ userId: access.userId, sessionId: access.sessionId });
  return row;
}

/**
 * Sets `request.user` for every route of `scope`. A bearer token that is present
 * but not valid answers 401 even on public routes, so the client refreshes it.
 */
export function authenticateRequests(scope: FastifyInstance, db: Database, access: AccessTokens) {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.ignoreBearer) return;
    const token = BEARER.exec(header)?.[1];
    if (token && request.routeOptions.config.sessionInQuery) {
      request.access = await access.verify(token);
      if (!request.access) throw unauthorized(MESSAGES.auth.sessionExpired);
      return;
    }
    const user = token ? await findActiveUser(db, access, token) : null;
    if (!user) throw unauthorized(MESSAGES.auth.sessionExpired);
    request.user = user;
  });
}

export async function requireUser(request: FastifyRequest) {
  if (!request.user && !request.access) throw unauthorized();
}

/** For handlers of `sessionInQuery` routes: the placeholders of `activeSessionOf`. */
export function signedInAccess(request: FastifyRequest): { userId: number; sessionId: string } {
  if (!request.access) throw unauthorized();
  return { userId: request.access.userId, sessionId: request.access.sessionId };
}

/** What a `sessionInQuery` route answers when its statement found no row: the session ended or the user left. */
export const sessionEnded = () => unauthorized(MESSAGES.auth.sessionExpired);

/** A session that ended answers 401 even where a visitor may read: the client then refreshes its token. */
export function checkViewer(request: FastifyRequest, viewerId: number | null) {
  if (request.access && viewerId === null) throw sessionEnded();
}

/** A read for the signed-in only, whose statement found the caller. */
export function requireViewer(request: FastifyRequest, viewerId: number | null): number {
  if (viewerId === null) throw request.access ? sessionEnded() : unauthorized();
  return viewerId;
}

export async function requireStaff(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.isStaff) throw forbidden();
}

/** For handlers behind requireUser. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
