import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/** The placeholders of `viewerSource` for a visitor: no user has id 0, so the viewer row stays empty. */
export const VISITOR_ACCESS = { userId: 0, sessionId: '00000000-0000-0000-0000-000000000000' };

/** The token's user and session, as `viewerSource` takes them. */
export type ViewerAccess = typeof VISITOR_ACCESS;

/**
 * The FROM of a public read that knows its caller in the same statement: one row, with `viewer` (id, is_staff)
 * filled when the bearer token's session still stands and empty for a visitor. Placeholders `userId`, `sessionId`.
 * Its route sets `sessionInQuery`, and answers 401 when a token came but `viewer.id` is null (`checkViewer`).
 */
export const viewerSource = sql`(select 1) as one left join lateral (
    select u.id, u.is_staff from users u join sessions s on s.user_id = u.id
    where u.id = ${sql.placeholder('userId')} and u.is_active and s.id = ${sql.placeholder('sessionId')}::uuid and s.revoked_at is null
  ) as viewer on true`;

/** The placeholders of `viewerSource` for this request: the token's session, or none for a visitor. */
export const viewerAccess = (request: FastifyRequest): ViewerAccess =>
  request.access ? { userId: request.access.userId, sessionId: request.access.sessionId } : VISITOR_ACCESS;
