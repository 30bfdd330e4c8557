import { eq, isNull, or, type Column, type SQL } from 'drizzle-orm';

/**
 * Approved entries, and the viewer's own entries awaiting approval: a skill, topic or institution a member added is
 * shown to nobody else (in lists, searches and profiles) until staff approve it.
 */
export function visibleTo(pendingAuthorId: Column, viewerId: number | null): SQL {
  return viewerId === null ? isNull(pendingAuthorId) : or(isNull(pendingAuthorId), eq(pendingAuthorId, viewerId))!;
}
