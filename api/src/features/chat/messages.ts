import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ChatMessage, ChatMessagePart, ChatMessageList } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { chatMessages, chatRooms } from '../../db/schema/index.ts';
import { loadChatUsers } from './people.ts';
import { roomMemberIds } from './room-members.ts';

type MessageRow = typeof chatMessages.$inferSelect;

/** Turns stored rows into the wire shape; in a one-to-one room the recipient is the other member. */
async function toChatMessages(db: Database, rows: MessageRow[], members: number[]): Promise<ChatMessage[]> {
  const people = await loadChatUsers(
    db,
    rows.map((row) => row.senderId),
  );
  return rows.map((row) => {
    const sender = people.get(row.senderId);
    return {
      id: row.id,
      room: row.roomId,
      sender: {
        id: row.senderId,
        name: sender?.name ?? '',
        image_path: sender?.image ?? null,
        type: 'user',
        slug: sender?.name_slug ?? '',
      },
      recipient: members.find((id) => id !== row.senderId) ?? null,
      messages: row.parts,
      timestamp: row.createdAt.toISOString(),
      client_id: row.clientId,
    };
  });
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
  if (inserted) await db.update(chatRooms).set({ lastMessageAt: inserted.createdAt }).where(eq(chatRooms.id, roomId));
  const [row] = inserted
    ? [inserted]
    : await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  const members = await roomMemberIds(db, row!.roomId);
  const [message] = await toChatMessages(db, [row!], members);
  return { message: message!, members, resent: !inserted };
}

export async function loadMessage(db: Database, id: number): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  if (!row) return null;
  const [message] = await toChatMessages(db, [row], await roomMemberIds(db, row.roomId));
  return message ?? null;
}

/** The latest messages of the room in a page, newest first (page 1 is the latest, later pages are older). */
export async function pageOfMessages(db: Database, roomId: number, page: number, pageSize: number): Promise<ChatMessageList> {
  const inRoom = eq(chatMessages.roomId, roomId);
  const [total] = await db.select({ value: count() }).from(chatMessages).where(inRoom);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(inRoom)
    .orderBy(desc(chatMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: await toChatMessages(db, rows, await roomMemberIds(db, roomId)),
    pagination: { count: total?.value ?? 0, page, page_size: pageSize },
  };
}

/** The newest message of each room, in one query. */
export async function lastMessages(db: Database, roomIds: number[], membersByRoom: Map<number, number[]>) {
  const latest = new Map<number, ChatMessage>();
  if (roomIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, roomIds))
    .orderBy(chatMessages.roomId, desc(chatMessages.id));
  for (const row of rows) latest.set(row.roomId, (await toChatMessages(db, [row], membersByRoom.get(row.roomId) ?? []))[0]!);
  return latest;
}
