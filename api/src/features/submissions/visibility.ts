import { eq, isNull, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Approved entries, and the viewer's own entries awaiting approval: a skill, topic or institution a member added is
 * shown to nobody else (in lists, searches and profiles) until staff approve it.
 */
export function visibleTo(pendingAuthorId: Column, viewerId: number | null): SQL {
  return viewerId === null ? isNull(pendingAuthorId) : or(isNull(pendingAuthorId), eq(pendingAuthorId, viewerId))!;
}

/**
 * `visibleTo` for a statement prepared once, where the viewer is a placeholder or a column rather than a value: a
 * null viewer (a visitor) equals no author, so sees approved entries only.
 */
export function visibleToViewer(pendingAuthorId: SQLWrapper, viewerId: SQLWrapper): SQL {
  return sql`(${pendingAuthorId} is null or ${pendingAuthorId} = ${viewerId})`;
}
