import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { socketTickets } from '../db/schema/index.ts';
import type { Clock } from './auth-settings.ts';
import { findSessionUser, type AuthUser } from './request-user.ts';

/** Long enough to open a socket on a slow network, short enough that an address seen in a log is already useless. */
export const SOCKET_TICKET_TTL_MS = 30_000;

/**
 * Live tickets one session keeps: a client asks one per connection, so more than a handful unused means it is
 * asking in a loop. Issuing past this drops the session's oldest, which bounds the table without a rate limit.
 */
export const LIVE_TICKETS_PER_SESSION = 10;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export type SocketTickets = {
  /** A ticket for the signed-in user's session, good for one socket within the ticket's lifetime. */
  issue(user: AuthUser): Promise<string>;
  /**
   * The user a live ticket was issued to, if their session is still signed in; the ticket is deleted in the same
   * statement, so it opens one socket even when two instances receive it at once.
   */
  redeem(ticket: string): Promise<AuthUser | null>;
};

export function socketTicketStore(db: Database, clock: Clock): SocketTickets {
  return {
    async issue(user) {
      const ticket = randomBytes(32).toString('base64url');
      const now = clock().getTime();
      await db.insert(socketTickets).values({
        ticketHash: hashTicket(ticket),
        userId: user.id,
        sessionId: user.sessionId,
        accessExpiresAt: new Date(user.tokenExpiresAt * 1000),
        expiresAt: new Date(now + SOCKET_TICKET_TTL_MS),
      });
      const kept = db
        .select({ ticketHash: socketTickets.ticketHash })
        .from(socketTickets)
        .where(eq(socketTickets.sessionId, user.sessionId))
        .orderBy(desc(socketTickets.expiresAt))
        .limit(LIVE_TICKETS_PER_SESSION);
      await db
        .delete(socketTickets)
        .where(
          and(
            eq(socketTickets.sessionId, user.sessionId),
            or(lte(socketTickets.expiresAt, new Date(now)), notInArray(socketTickets.ticketHash, kept)),
          ),
        );
      return ticket;
    },

    async redeem(ticket) {
      const [claimed] = await db
        .delete(socketTickets)
        .where(and(eq(socketTickets.ticketHash, hashTicket(ticket)), gt(socketTickets.expiresAt, clock())))
        .returning();
      if (!claimed) return null;
      const tokenExpiresAt = Math.floor(claimed.accessExpiresAt.getTime() / 1000);
      return findSessionUser(db, { userId: claimed.userId, sessionId: claimed.sessionId, tokenExpiresAt });
    },
  };
}
