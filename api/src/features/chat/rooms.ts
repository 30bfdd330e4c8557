import { eq, sql } from 'drizzle-orm';
import type { ChatRoom } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { chatRoomMembers, chatRooms } from '../../db/schema/index.ts';
import { chatMessageJson, chatUserJson, messageSender } from './chat-json.ts';

const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Rooms of `userId` (or only the room `only`), most recently active first, each named after the other person, with
 * its members and latest message, in one statement.
 */
const roomList = perDatabase((db) =>
  db
    .select({
      rooms: sql<ChatRoom[]>`coalesce((select json_agg(json_build_object(
          'id', r.id,
          'name', coalesce((select btrim(u.first_name || ' ' || u.last_name) from chat_room_members om join users u on u.id = om.user_id
            where om.room_id = r.id and om.user_id <> ${sql.placeholder('userId')} limit 1), ''),
          'type', 'ONE_TO_ONE',
          'users', (select coalesce(json_agg(${chatUserJson}), '[]'::json) from chat_room_members um
            join users u on u.id = um.user_id left join profiles p on p.user_id = u.id where um.room_id = r.id),
          'last_message', (select ${chatMessageJson} from chat_messages m ${messageSender}
            where m.room_id = r.id order by m.id desc limit 1)
        ) order by coalesce(r.last_message_at, r.created_at) desc, r.id desc)
        from chat_rooms r
        where r.id in (select mine.room_id from chat_room_members mine where mine.user_id = ${sql.placeholder('userId')})
          and r.id = coalesce(${sql.placeholder('only')}, r.id)), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('chat_rooms_of_user'),
);

export async function listRooms(db: Database, userId: number, only?: number): Promise<ChatRoom[]> {
  const [row] = await roomList(db).execute({ userId, only: only ?? null });
  return row?.rooms ?? [];
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
