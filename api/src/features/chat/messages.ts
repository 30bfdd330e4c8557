import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatMessagePart } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { chatMessages, chatRoomMembers, chatRooms, sessions, users } from '../../db/schema/index.ts';
import { chatMessageJson, messageSender } from './chat-json.ts';
import { roomMemberIds } from './room-members.ts';

const messageById = perDatabase((db) =>
  db
    .select({
      message: sql<ChatMessage>`(select ${chatMessageJson} from chat_messages m ${messageSender} where m.id = ${sql.placeholder('id')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('chat_message_by_id'),
);

export async function loadMessage(db: Database, id: number): Promise<ChatMessage | null> {
  const [row] = await messageById(db).execute({ id });
  return row?.message ?? null;
}

/**
 * Stores a message under the sender's client id. A resend of an id already
 * stored (its answer was lost with the connection) stores nothing and hands
 * back the earlier message with `resent` set.
 */
export async function storeMessage(db: Database, roomId: number, senderId: number, clientId: string, parts: ChatMessagePart[]) {
  const [inserted] = await db
    .insert(chatMessages)
    .values({ roomId, senderId, clientId, parts })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  if (inserted) {
    // Whoever writes has read the room up to their own message.
    await Promise.all([
      db.update(chatRooms).set({ lastMessageAt: inserted.createdAt }).where(eq(chatRooms.id, roomId)),
      db
        .update(chatRoomMembers)
        .set({ lastReadMessageId: inserted.id })
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, senderId))),
    ]);
  }
  const [row] = inserted
    ? [inserted]
    : await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  const [members, message] = await Promise.all([roomMemberIds(db, row!.roomId), loadMessage(db, row!.id)]);
  return { message: message!, members, resent: !inserted };
}

/**
 * The latest messages of a room in a page, newest first (page 1 is the latest, later pages are older), with their
 * total and the checks of the reader, in one statement: no row means the reader's session ended, `isMember` false
 * that the room is not theirs. The page is read off chat_messages_room_idx (room, id) backwards.
 */
export const messagePage = perDatabase((db) =>
  db
    .select({
      isMember: sql<boolean>`exists(select 1 from chat_room_members rm where rm.room_id = ${sql.placeholder('roomId')} and rm.user_id = ${users.id})`,
      count: sql<number>`(select count(*)::int from chat_messages c where c.room_id = ${sql.placeholder('roomId')})`,
      data: sql<ChatMessage[]>`coalesce((select json_agg(${chatMessageJson} order by m.id desc)
        from (select * from chat_messages c where c.room_id = ${sql.placeholder('roomId')} order by c.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) m ${messageSender}), '[]'::json)`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('chat_message_page'),
);
