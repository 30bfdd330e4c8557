import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatRoom } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { chatRoomMembers, chatRooms } from '../../db/schema/index.ts';
import { lastMessages } from './messages.ts';
import { loadChatUsers } from './people.ts';

const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Rooms of `userId`, most recently active first, each named after the other person. */
export async function listRooms(db: Database, userId: number, only?: number): Promise<ChatRoom[]> {
  const mine = db.select({ id: chatRoomMembers.roomId }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, userId));
  const rooms = await db
    .select()
    .from(chatRooms)
    .where(and(inArray(chatRooms.id, mine), only === undefined ? undefined : eq(chatRooms.id, only)))
    .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id));
  if (rooms.length === 0) return [];
  const roomIds = rooms.map((room) => room.id);
  const memberRows = await db.select().from(chatRoomMembers).where(inArray(chatRoomMembers.roomId, roomIds));
  const membersByRoom = new Map<number, number[]>();
  for (const row of memberRows) membersByRoom.set(row.roomId, [...(membersByRoom.get(row.roomId) ?? []), row.userId]);
  const [people, latest] = await Promise.all([
    loadChatUsers(
      db,
      memberRows.map((row) => row.userId),
    ),
    lastMessages(db, roomIds, membersByRoom),
  ]);
  return rooms.map((room) => {
    const users = (membersByRoom.get(room.id) ?? []).flatMap((id) => people.get(id) ?? []);
    const other = users.find((user) => user.id !== userId);
    return { id: room.id, name: other?.name ?? '', type: 'ONE_TO_ONE', users, last_message: latest.get(room.id) ?? null };
  });
}

/** The one-to-one room of two people, created on first use; the unique pair key settles two people opening it at once. */
export async function oneToOneRoom(db: Database, userId: number, otherId: number): Promise<{ id: number; created: boolean }> {
  const pairKey = pairKeyOf(userId, otherId);
  // Room and members commit together: a concurrent insert of the same pair waits on the unique index, then finds both.
  const created = await db.transaction(async (tx) => {
    const [room] = await tx.insert(chatRooms).values({ type: 'ONE_TO_ONE', pairKey }).onConflictDoNothing().returning({ id: chatRooms.id });
    if (room) {
      await tx.insert(chatRoomMembers).values([
        { roomId: room.id, userId },
        { roomId: room.id, userId: otherId },
      ]);
    }
    return room;
  });
  if (created) return { id: created.id, created: true };
  const [existing] = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, pairKey));
  return { id: existing!.id, created: false };
}
