import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { chatRoomMembers } from '../../db/schema/index.ts';

/**
 * Moves the member's read mark in the room forward to `upTo` (never past the room's newest message, never back), in
 * one statement that also counts what is still unread for them. Null when the mark did not move: they had read that
 * far already, or the room is not theirs.
 */
export async function markRead(db: Database, roomId: number, userId: number, upTo: number) {
  const target = sql`least(${upTo}, (select coalesce(max(c.id), 0) from chat_messages c where c.room_id = ${roomId}))`;
  const [moved] = await db
    .update(chatRoomMembers)
    .set({ lastReadMessageId: target })
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        eq(chatRoomMembers.userId, userId),
        lt(sql`coalesce(${chatRoomMembers.lastReadMessageId}, 0)`, target),
      ),
    )
    .returning({
      upTo: sql<number>`${chatRoomMembers.lastReadMessageId}`,
      unreadCount: sql<number>`(select count(*)::int from chat_messages c
        where c.room_id = ${roomId} and c.sender_id <> ${userId} and c.id > ${chatRoomMembers.lastReadMessageId})`,
    });
  return moved ?? null;
}
