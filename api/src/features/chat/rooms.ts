import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ChatRoom } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { activeSessionOf } from '../../auth/request-user.ts';
import { chatRoomMembers, chatRooms, sessions, users } from '../../db/schema/index.ts';
import { chatMessageJson, chatUserJson, messageSender } from './chat-json.ts';

const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Rooms of the member `me` (or only the room `only`, when not null), most recently active first, each named after the
 * other person, with its members, latest message, the member's unread count and how far the other person has read.
 * Unread messages are counted off chat_messages_room_idx (room, id) from the member's read mark on.
 */
const roomsJson = (me: SQLWrapper, only: SQLWrapper) => sql<ChatRoom[]>`coalesce((select json_agg(json_build_object(
    'id', r.id,
    'name', coalesce((select btrim(u.first_name || ' ' || u.last_name) from chat_room_members om join users u on u.id = om.user_id
      where om.room_id = r.id and om.user_id <> ${me} limit 1), ''),
    'type', 'ONE_TO_ONE',
    'users', (select coalesce(json_agg(${chatUserJson}), '[]'::json) from chat_room_members um
      join users u on u.id = um.user_id left join profiles p on p.user_id = u.id where um.room_id = r.id),
    'last_message', (select ${chatMessageJson} from chat_messages m ${messageSender}
      where m.room_id = r.id order by m.id desc limit 1),
    'read_up_to', mine.last_read_message_id,
    'unread_count', (select count(*)::int from chat_messages unread
      where unread.room_id = r.id and unread.id > coalesce(mine.last_read_message_id, 0) and unread.sender_id <> ${me}),
    'seen_up_to', (select other.last_read_message_id from chat_room_members other
      where other.room_id = r.id and other.user_id <> ${me} limit 1)
  ) order by coalesce(r.last_message_at, r.created_at) desc, r.id desc)
  from chat_room_members mine join chat_rooms r on r.id = mine.room_id
  where mine.user_id = ${me} and r.id = coalesce(${only}, r.id)), '[]'::json)`;

/** The signed-in reader's rooms with the session check, in one statement: no row means the session ended. */
export const roomsOfSession = perDatabase((db) =>
  db
    .select({ rooms: roomsJson(users.id, sql`null::int`) })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('chat_rooms_of_session'),
);

const roomsOfUser = perDatabase((db) =>
  db
    .select({ rooms: roomsJson(sql.placeholder('userId'), sql.placeholder('only')) })
    .from(sql`(select 1) as one`)
    .prepare('chat_rooms_of_user'),
);

export async function listRooms(db: Database, userId: number, only?: number): Promise<ChatRoom[]> {
  const [row] = await roomsOfUser(db).execute({ userId, only: only ?? null });
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
