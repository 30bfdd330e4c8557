import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantHistory, RateChatAnswer } from '@trellis/contracts';
import { assistantEndpoints, jobEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { answerOf, itemsOf, questionsOf, textOf } from './sse-test-support.ts';

const ask = assistantEndpoints.ask.path;
const history = assistantEndpoints.history.path;
const rate = assistantEndpoints.rate.path;

describe('Ask Anything with the built-in engine', () => {
  let t: TestApp;
  let asker: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ assistant: { limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 }, model: null } });
    // The leader's plan includes Ask Anything; a copy of the account keeps the demo leader's history empty.
    asker = (await t.newMember({ like: 'leader@trellis.test' })).headers;
  });
  afterAll(() => t.close());

  it('answers a career question with the demo circles, jobs and resources that match, streamed word by word', async () => {
    const response = await t.post(ask, { question: 'how do I move into data science?' }, asker);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const { chat, streamed, pieces, first } = answerOf(response.body);
    expect(first).toEqual({ event: 'chat', data: { id: chat.id, question: 'how do I move into data science?', parent_chat: null } });
    expect(pieces).toBeGreaterThan(20);
    expect(textOf(chat)).toBe(streamed);
    expect(chat).toMatchObject({ is_error: false, engine: 'built_in', rating: null });

    const text = textOf(chat);
    expect(text).toContain("I answer from the platform's own content");
    for (const name of ['Data Analytics Sprint', 'Data Analyst Intern', "A career changer's roadmap into data science"]) {
      expect(text).toContain(name);
    }
    const items = itemsOf(chat);
    expect(items.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['data-analytics-sprint', 'data-analyst-intern', 'a-career-changer-s-roadmap-into-data-science']),
    );
    for (const item of items) expect(item.reason).toMatch(/^Mentions “/);
    expect(items.find((item) => item.slug === 'data-analytics-sprint')).toMatchObject({
      type: 'circle',
      source: '/circle/data-analytics-sprint',
      reason: expect.stringContaining('Shares your interest in Data Science'),
    });
    // At most five of a kind, each once.
    const kinds = Map.groupBy(items, (item) => item.type);
    for (const group of kinds.values()) expect(group.length).toBeLessThanOrEqual(5);
    expect(new Set(items.map((item) => `${item.type}:${item.id}`)).size).toBe(items.length);

    // The jobs it names are real, open ones.
    const job = items.find((item) => item.type === 'job')!;
    expect((await t.inject({ url: api(pathOf(jobEndpoints.detailBySlug, { slug: job.slug })) })).statusCode).toBe(200);
    expect(questionsOf(chat).length).toBeGreaterThan(0);
  });

  it('asks a follow-up question in the same conversation, retrieving what it is about', async () => {
    const first = answerOf((await t.post(ask, { question: 'data science circles' }, asker)).body).chat;
    const followUp = questionsOf(first).find((question) => question.startsWith('What will I do in'))!;
    const { chat } = answerOf((await t.post(ask, { question: followUp, parent_chat: first.id }, asker)).body);
    expect(chat.parent_chat).toBe(first.id);
    const named = followUp.replace('What will I do in ', '').replace('?', '');
    expect(itemsOf(chat).map((item) => item.name)).toContain(named);
  });

  it('says plainly when the platform holds nothing on the question, and suggests questions it can answer', async () => {
    const { chat } = answerOf((await t.post(ask, { question: 'qwxz zzyzx?' }, asker)).body);
    expect(textOf(chat)).toContain('I could not find anything on Trellis about “qwxz zzyzx?”');
    expect(itemsOf(chat)).toEqual([]);
    expect(questionsOf(chat)).toContain('Which circles teach artificial intelligence?');
  });

  it('lists the history newest first, 12 a page', async () => {
    const { headers } = await t.newMember({ like: 'leader@trellis.test' });
    for (let index = 1; index <= 13; index += 1) {
      expect((await t.post(ask, { question: `jobs in data number ${index}` }, headers)).statusCode).toBe(200);
    }
    const page = AssistantHistory.parse((await t.inject({ url: api(history), headers })).json());
    expect(page.pagination).toEqual({ count: 13, page: 1, page_size: 12 });
    expect(page.data[0]?.question).toBe('jobs in data number 13');
    expect(page.data[0]?.messages.length).toBeGreaterThan(1);
    const second = AssistantHistory.parse((await t.inject({ url: api(`${history}?page=2`), headers })).json());
    expect(second.data.map((chat) => chat.question)).toEqual(['jobs in data number 1']);
    const other = AssistantHistory.parse((await t.inject({ url: api(history), headers: asker })).json());
    expect(other.data.some((chat) => chat.question.startsWith('jobs in data number'))).toBe(false);
  });

  it('rates an answer, keeping feedback only when there are words', async () => {
    const { chat } = answerOf((await t.post(ask, { question: 'machine learning jobs' }, asker)).body);
    const rated = await t.post(rate, { chat: chat.id, rating: 1, feedback: '   ' }, asker);
    expect(rated.statusCode).toBe(200);
    expect(RateChatAnswer.parse(rated.json())).toMatchObject({
      detail: MESSAGES.assistant.thanksForFeedback,
      chat: { id: chat.id, rating: 1 },
    });
    const again = await t.post(rate, { chat: chat.id, rating: -1, feedback: 'Too many jobs, not enough courses.' }, asker);
    expect(again.json().chat.rating).toBe(-1);
  });

  it("refuses to rate another member's answer, or a rating that is not a thumb", async () => {
    const { chat } = answerOf((await t.post(ask, { question: 'python' }, asker)).body);
    const { headers } = await t.newMember({ like: 'leader@trellis.test' });
    const foreign = await t.post(rate, { chat: chat.id, rating: 1 }, headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(MESSAGES.assistant.unknownChat);
    for (const body of [
      { chat: chat.id, rating: 5 },
      { chat: 'x', rating: 1 },
      { chat: chat.id, rating: 1, feedback: 'x'.repeat(2001) },
    ]) {
      const response = await t.post(rate, body, asker);
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });

  it("refuses a follow-up of another member's chat", async () => {
    const { chat } = answerOf((await t.post(ask, { question: 'python' }, asker)).body);
    const { headers } = await t.newMember({ like: 'leader@trellis.test' });
    const response = await t.post(ask, { question: 'and then?', parent_chat: chat.id }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ parent_chat: [MESSAGES.assistant.unknownChat] });
  });

  it('refuses an empty or overlong question with the field error', async () => {
    const cases = [
      [{ question: '   ' }, MESSAGES.assistant.questionRequired],
      [{}, MESSAGES.assistant.questionRequired],
      [{ question: 'x'.repeat(1001) }, MESSAGES.assistant.questionTooLong(1000)],
    ] as const;
    for (const [body, message] of cases) {
      const response = await t.post(ask, body, asker);
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors.question).toEqual([message]);
    }
  });

  it('needs a signed-in member with Ask Anything in their plan', async () => {
    expect((await t.post(ask, { question: 'python' })).statusCode).toBe(401);
    expect((await t.inject({ url: api(history) })).statusCode).toBe(401);
    const free = await t.newMember();
    const response = await t.post(ask, { question: 'python' }, free.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe("You can't currently initiate a chat.");
  });
});

describe('Ask Anything limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assistant: { limit: { perIp: 1000, perAccount: 2, windowMs: 60_000 }, model: null } });
  });
  afterAll(() => t.close());

  it('holds each member to their questions per window, in the assistant’s words', async () => {
    const { headers } = await t.newMember({ like: 'leader@trellis.test' });
    for (let index = 0; index < 2; index += 1) expect((await t.post(ask, { question: 'python' }, headers)).statusCode).toBe(200);
    const refused = await t.post(ask, { question: 'python' }, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(MESSAGES.assistant.tooManyQuestions);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another member is counted apart.
    const other = await t.newMember({ like: 'leader@trellis.test' });
    expect((await t.post(ask, { question: 'python' }, other.headers)).statusCode).toBe(200);
  });
});
