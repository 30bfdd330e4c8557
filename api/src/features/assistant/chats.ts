import { and, eq, sql } from 'drizzle-orm';
import type { AssistantChat, AssistantMessagePart } from '@trellis/contracts';
import { activeSessionOf } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { assistantChats, sessions, userSubscriptions, users } from '../../db/schema/index.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import type { Exchange } from './engine.ts';

type ChatRow = typeof assistantChats.$inferSelect;

export function chatJson(row: ChatRow): AssistantChat {
  return {
    id: row.id,
    question: row.question,
    parent_chat: row.parentChatId,
    messages: row.messages,
    is_error: row.status === 'failed',
    engine: row.engine,
    rating: row.rating ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the member may ask (the use_ama feature of their subscription), and the name an answer greets. */
export async function askerOf(db: Database, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, useAma: sql<boolean>`coalesce(${userSubscriptions.useAma}, false)` })
    .from(users)
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** How many earlier exchanges a follow-up carries into a model's prompt. */
const EARLIER_EXCHANGES = 3;

/**
 * The conversation a follow-up continues, oldest first: the parent chat of the member and the answered chats above
 * it. Null when the parent is not one of the member's chats.
 */
export async function conversationBefore(db: Database, userId: number, parentId: number): Promise<Exchange[] | null> {
  const rows = await rawRows<{ question: string; answer: string | null }>(
    db,
    sql`
    with recursive chain as (
      select c.id, c.parent_chat_id, c.question, c.messages, c.status, 1 as depth
      from assistant_chats c where c.id = ${parentId} and c.user_id = ${userId}
      union all
      select p.id, p.parent_chat_id, p.question, p.messages, p.status, chain.depth + 1
      from assistant_chats p join chain on p.id = chain.parent_chat_id
      where p.user_id = ${userId} and chain.depth < ${EARLIER_EXCHANGES}
    )
    select question, depth,
      case when status = 'answered' then (select m ->> 'text' from jsonb_array_elements(messages) m where m ->> 'type' = 'text' limit 1) end as answer
    from chain order by depth desc
  `,
  );
  if (rows.length === 0) return null;
  return rows.filter((row) => row.answer !== null).map((row) => ({ question: row.question, answer: row.answer! }));
}

export async function startChat(
  db: Database,
  values: { userId: number; parentChatId: number | null; question: string; engine: ChatRow['engine'] },
) {
  const [row] = await db.insert(assistantChats).values(values).returning();
  return row!;
}

export async function finishChat(db: Database, id: number, outcome: { messages: AssistantMessagePart[]; failed: boolean }) {
  const [row] = await db
    .update(assistantChats)
    .set({ messages: outcome.messages, status: outcome.failed ? 'failed' : 'answered' })
    .where(eq(assistantChats.id, id))
    .returning();
  return row!;
}

/** Records the member's rating of one of their answers; null when the chat is not theirs. */
export async function rateChat(db: Database, userId: number, id: number, rating: 1 | -1, feedback: string | null) {
  const [row] = await db
    .update(assistantChats)
    .set({ rating, feedback })
    .where(and(eq(assistantChats.id, id), eq(assistantChats.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * One page of the member's chats, newest first (a chat still unanswered after ten minutes lost its answer to a
 * restart, and counts as failed), with their total and the session check, in one statement; the page
 * is read off assistant_chats_user_created_idx.
 */
export const historyPage = perDatabase((db) =>
  db
    .select({
      count: sql<number>`(select count(*)::int from assistant_chats c where c.user_id = ${users.id})`,
      data: sql<AssistantChat[]>`coalesce((select json_agg(json_build_object(
          'id', page.id,
          'question', page.question,
          'parent_chat', page.parent_chat_id,
          'messages', page.messages,
          'is_error', page.status = 'failed' or (page.status = 'answering' and page.created_at < now() - interval '10 minutes'),
          'engine', page.engine,
          'rating', page.rating,
          'created_at', ${isoTimestamp(sql`page.created_at`)}
        ) order by page.created_at desc, page.id desc)
        from (select * from assistant_chats c where c.user_id = ${users.id} order by c.created_at desc, c.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page), '[]'::json)`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('assistant_history_page'),
);
