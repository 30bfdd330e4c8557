import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AgentDetail, AgentProcessAnswer, AgentPromptList, AssistantHistory } from '@trellis/contracts';
import { agentEndpoints, assistantEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { fakeModelServer, streamsPieces } from '../../test-support/fake-model-server.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { answerOf, itemsOf, questionsOf, textOf } from './sse-test-support.ts';

const ask = assistantEndpoints.ask.path;

describe('Ask Anything through an OpenAI-compatible model', () => {
  const model = fakeModelServer();
  let t: TestApp;
  let asker: { authorization: string };
  beforeAll(async () => {
    const baseUrl = await model.start();
    t = await createTestApp({
      assistant: {
        limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 },
        model: { baseUrl, apiKey: 'test-key', model: 'career-model', timeoutMs: 1500 },
      },
    });
    asker = (await t.newMember({ like: 'leader@trellis.test' })).headers;
  });
  afterEach(() => {
    model.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('streams the model’s words, grounded in the retrieved items, and recommends only real ones it named', async () => {
    model.answer(
      streamsPieces([
        'Start with the circle ',
        'Data Analytics Sprint',
        ', then try the ',
        'Galactic Data Academy',
        ' and apply to ',
        'Data Analyst Intern',
        '.',
      ]),
    );
    const response = await t.post(ask, { question: 'how do I move into data science?' }, asker);
    expect(response.statusCode).toBe(200);
    const { chat, streamed, pieces } = answerOf(response.body);
    expect(pieces).toBe(7);
    expect(streamed).toBe(
      'Start with the circle Data Analytics Sprint, then try the Galactic Data Academy and apply to Data Analyst Intern.',
    );
    expect(chat).toMatchObject({ engine: 'model', is_error: false });
    expect(textOf(chat)).toBe(streamed);
    // The invented academy is not an item of the platform, so it is never recommended.
    expect(itemsOf(chat).map((item) => item.name)).toEqual(['Data Analytics Sprint', 'Data Analyst Intern']);
    expect(questionsOf(chat).length).toBeGreaterThan(0);

    const [sent] = model.requests;
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(sent?.body).toMatchObject({ model: 'career-model', stream: true });
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('[circle] Data Analytics Sprint');
    expect(messages[0]?.content).toContain('[job] Data Analyst Intern');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'how do I move into data science?' });
  });

  it('carries the conversation into a follow-up', async () => {
    model.answer(streamsPieces(['Join Data Analytics Sprint.']));
    const first = answerOf((await t.post(ask, { question: 'data circles' }, asker)).body).chat;
    model.answer(streamsPieces(['It starts soon.']));
    answerOf((await t.post(ask, { question: 'when does it start?', parent_chat: first.id }, asker)).body);
    const messages = model.requests[1]?.body.messages as { role: string; content: string }[];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'data circles' },
      { role: 'assistant', content: 'Join Data Analytics Sprint.' },
      { role: 'user', content: 'when does it start?' },
    ]);
  });

  it('answers in words when the model takes too long, keeping the question to send again', async () => {
    model.answer(streamsPieces(['Thinking', ' very', ' slowly'], 1000));
    const { chat } = answerOf((await t.post(ask, { question: 'slow question about python' }, asker)).body);
    expect(chat.is_error).toBe(true);
    expect(textOf(chat)).toBe(MESSAGES.assistant.modelTimedOut);
    const page = AssistantHistory.parse((await t.inject({ url: api(assistantEndpoints.history.path), headers: asker })).json());
    expect(page.data[0]).toMatchObject({ id: chat.id, question: 'slow question about python', is_error: true });
  });

  it('answers in words when the model server fails, or cuts its answer short', async () => {
    model.answer((_request, response) =>
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'),
    );
    const failed = answerOf((await t.post(ask, { question: 'python' }, asker)).body).chat;
    expect(failed).toMatchObject({ is_error: true, messages: [{ type: 'text', text: MESSAGES.assistant.modelFailed }] });

    model.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Half an ans' }, finish_reason: null }] })}\n\n`);
    });
    const cut = answerOf((await t.post(ask, { question: 'python' }, asker)).body).chat;
    expect(cut).toMatchObject({ is_error: true, messages: [{ type: 'text', text: MESSAGES.assistant.modelFailed }] });
  });
});

describe('CareerGPS steps through an OpenAI-compatible model', () => {
  const model = fakeModelServer();
  let t: TestApp;
  beforeAll(async () => {
    const baseUrl = await model.start();
    t = await createTestApp({
      assistant: {
        limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 },
        model: { baseUrl, apiKey: null, model: 'career-model', timeoutMs: 1500 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('gives the model the instructions staff set for the step, beside the platform’s items', async () => {
    const staff = await t.authHeader('staff@trellis.test');
    const prompts = AgentPromptList.parse((await t.inject({ url: api(agentEndpoints.prompts.path), headers: staff })).json()).data;
    const prompt = prompts.find((entry) => entry.agent_slug === 'careergps')!;
    const careergps = AgentDetail.parse(
      (await t.inject({ url: api(pathOf(agentEndpoints.detail, { slug: 'careergps' })), headers: staff })).json(),
    );
    const content = 'Write for a career changer: three short steps, each naming one listed item.';
    const patched = await t.inject({
      method: 'PATCH',
      url: api(pathOf(agentEndpoints.updatePrompt, { id: prompt.id })),
      payload: { content },
      headers: staff,
    });
    expect(patched.statusCode).toBe(200);
    model.answer(streamsPieces(['Start with ', 'Data Analytics Sprint.']));
    const ran = await t.post(
      pathOf(agentEndpoints.process, { agent: careergps.id, step: prompt.step_order }),
      { user_response: { goal: 'data science' } },
      staff,
    );
    expect(AgentProcessAnswer.parse(ran.json()).data).toMatchObject({
      message: 'Start with Data Analytics Sprint.',
      log: [`Instructions: ${content}`, expect.any(String), 'Written by the configured model, following the instructions'],
    });
    const [system] = (model.requests.at(-1)!.body.messages as { role: string; content: string }[]) ?? [];
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(`team for this answer:\n${content}`);
    expect(system!.content).toContain('never name an item, course, job or person that is not listed');
  });
});

describe('Ask Anything with a model server that cannot be reached', () => {
  it('answers in words', async () => {
    const t = await createTestApp({
      assistant: {
        limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 },
        model: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'none', timeoutMs: 2000 },
      },
    });
    try {
      const { headers } = await t.newMember({ like: 'leader@trellis.test' });
      const { chat } = answerOf((await t.post(ask, { question: 'python' }, headers)).body);
      expect(chat).toMatchObject({ is_error: true, engine: 'model', messages: [{ type: 'text', text: MESSAGES.assistant.modelFailed }] });
    } finally {
      await t.close();
    }
  });
});
