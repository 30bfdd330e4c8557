import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { chatRoomMembers } from '../../db/schema/index.ts';

// Who belongs to a room: asked by both the rooms and the messages of a room, so it depends on neither.

export async function roomMemberIds(db: Database, roomId: number): Promise<number[]> {
  const rows = await db.select({ userId: chatRoomMembers.userId }).from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((row) => row.userId);
}

export async function isRoomMember(db: Database, roomId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ roomId: chatRoomMembers.roomId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
  return row !== undefined;
}
