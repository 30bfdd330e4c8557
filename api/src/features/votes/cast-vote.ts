import { sql } from 'drizzle-orm';
import type { UserVote, VoteContentType } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';

/** The table each votable type lives in. */
const TABLES: Record<VoteContentType, string> = { usecase: 'use_cases', aitool: 'ai_tools' };

export type VoteResult = { total_score: number; user_vote: UserVote };

/**
 * Casts, switches or takes back a member's vote and moves the item's score by the difference, in one statement.
 *
 * The upsert decides the new vote against the stored one as the row lock leaves it (ON CONFLICT DO UPDATE always
 * sees the latest committed vote), and records what it replaced; the score then moves by `value - previous_value`
 * with `vote_score = vote_score + delta`, which PostgreSQL re-applies to the newest row after waiting for any
 * concurrent vote on the same item. So two members voting at once both count, and one member's double click ends
 * where two clicks one after the other would. Only approved items take votes; none answers null.
 */
export async function castVote(
  db: Database,
  vote: { userId: number; contentType: VoteContentType; objectId: number; value: 1 | -1 },
): Promise<VoteResult | null> {
  const table = sql.raw(TABLES[vote.contentType]);
  const result = await db.execute(sql`
    with target as (
      select t.id from ${table} t where t.id = ${vote.objectId}::int and t.status = 'approved'
    ), cast_vote as (
      insert into votes (user_id, content_type, object_id, value, previous_value)
      select ${vote.userId}::int, ${vote.contentType}::text, target.id, ${vote.value}::smallint, 0 from target
      on conflict (user_id, content_type, object_id) do update
        set previous_value = votes.value,
            value = case when votes.value = excluded.value then 0 else excluded.value end,
            updated_at = now()
      returning value, value - previous_value as delta
    ), scored as (
      update ${table} t set vote_score = t.vote_score + (select delta from cast_vote)
      where t.id = ${vote.objectId}::int and exists (select 1 from cast_vote)
      returning t.vote_score
    )
    select (select vote_score from scored) as total_score, (select value from cast_vote) as value`);
  // Both drivers answer raw statements with their rows under `rows`.
  const [row] = (result as unknown as { rows: { total_score: number | null; value: number | null }[] }).rows;
  if (row?.total_score == null || row.value == null) return null;
  return { total_score: row.total_score, user_vote: row.value === 0 ? null : row.value === 1 ? 1 : -1 };
}
