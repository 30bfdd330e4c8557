import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, VoteAnswer } from '@trellis/contracts';
import { aiTools, useCases } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const VOTE = '/vote/';

describe('POST /vote/', () => {
  let t: TestApp;
  let approvedUseCase: { id: number; voteScore: number };
  let pendingUseCase: number;
  let approvedTool: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.connection.db;
    const cases = await db.select({ id: useCases.id, status: useCases.status, voteScore: useCases.voteScore }).from(useCases);
    approvedUseCase = cases.find((row) => row.status === 'approved')!;
    pendingUseCase = cases.find((row) => row.status === 'pending')!.id;
    approvedTool = (await db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.status, 'approved')))[0]!.id;
  });
  afterAll(() => t.close());

  const vote = async (headers: Record<string, string>, body: object) => {
    const response = await t.post(VOTE, body, headers);
    return { status: response.statusCode, body: response.json() };
  };
  const scoreOf = async (id: number) =>
    (await t.database.connection.db.select({ score: useCases.voteScore }).from(useCases).where(eq(useCases.id, id)))[0]!.score;

  it('moves the score by 1 on a vote, back on the same vote, and by 2 on a switch', async () => {
    const { headers } = await t.newMember();
    const id = approvedUseCase.id;
    const start = await scoreOf(id);
    const up = await vote(headers, { content_type: 'usecase', object_id: id, vote_type: 'upvote' });
    expect(up.status).toBe(200);
    expect(VoteAnswer.parse(up.body)).toEqual({ total_score: start + 1, user_vote: 1 });

    const down = await vote(headers, { content_type: 'usecase', object_id: id, vote_type: 'downvote' });
    expect(down.body).toEqual({ total_score: start - 1, user_vote: -1 });

    const back = await vote(headers, { content_type: 'usecase', object_id: id, vote_type: 'downvote' });
    expect(back.body).toEqual({ total_score: start, user_vote: null });

    const again = await vote(headers, { content_type: 'usecase', object_id: id, vote_type: 'upvote' });
    expect(again.body).toEqual({ total_score: start + 1, user_vote: 1 });
    expect(await scoreOf(id)).toBe(start + 1);
  });

  it('counts every vote when many members vote at once, and a double click as two clicks', async () => {
    const id = approvedUseCase.id;
    const members = await Promise.all(Array.from({ length: 6 }, () => t.newMember()));
    const start = await scoreOf(id);
    const answers = await Promise.all(
      members.map(({ headers }) => vote(headers, { content_type: 'usecase', object_id: id, vote_type: 'upvote' })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await scoreOf(id)).toBe(start + members.length);

    // One member's two quick upvotes: the second takes the first back, whichever order they land in.
    const [twice] = members;
    await Promise.all([1, 2].map(() => vote(twice!.headers, { content_type: 'usecase', object_id: id, vote_type: 'upvote' })));
    expect(await scoreOf(id)).toBe(start + members.length);
  });

  it('votes on AI tools and shows the vote on the tool', async () => {
    const { headers } = await t.newMember();
    const cast = await vote(headers, { content_type: 'aitool', object_id: approvedTool, vote_type: 'downvote' });
    expect(cast.status).toBe(200);
    expect(cast.body.user_vote).toBe(-1);
    const [tool] = await t.database.connection.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.id, approvedTool));
    const page = await t.inject({ url: `${API_PREFIX}/ai-tools/slug/${tool!.slug}/`, headers });
    expect(page.json()).toMatchObject({ user_vote_type: -1, vote_score: cast.body.total_score });
  });

  it('sends visitors to sign in', async () => {
    const response = await t.post(VOTE, { content_type: 'usecase', object_id: approvedUseCase.id, vote_type: 'upvote' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an item that is missing or not approved', async () => {
    const { headers } = await t.newMember();
    for (const objectId of [pendingUseCase, 2_000_000_000]) {
      const refused = await vote(headers, { content_type: 'usecase', object_id: objectId, vote_type: 'upvote' });
      expect(refused.status).toBe(404);
    }
    expect(await scoreOf(pendingUseCase)).toBe(0);
  });

  it('refuses bad input with field errors', async () => {
    const { headers } = await t.newMember();
    for (const body of [
      {},
      { content_type: 'post', object_id: approvedUseCase.id, vote_type: 'upvote' },
      { content_type: 'usecase', object_id: -1, vote_type: 'upvote' },
      { content_type: 'usecase', object_id: 99_999_999_999, vote_type: 'upvote' },
      { content_type: 'usecase', object_id: approvedUseCase.id, vote_type: 'sideways' },
    ]) {
      const refused = await vote(headers, body);
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors).toBeDefined();
    }
  });
});
