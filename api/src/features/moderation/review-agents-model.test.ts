import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AuditLog,
  GroupMemberList,
  MODERATION_MESSAGES,
  SystemAgentList,
  SystemAgentListing,
  UseCaseDetail,
  UseCaseSaved,
  type AgentResponse,
} from '@trellis/contracts';
import { aiEndpoints, groupEndpoints, moderationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { profiles } from '../../db/schema/index.ts';
import { fakeModelServer, streamsPieces, type Behaviour } from '../../test-support/fake-model-server.ts';
import { addMembership } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { organizationWithRoles } from './agent-test-roles.ts';
import { DEFAULT_REVIEW_PROMPTS } from './model-review.ts';

type Headers = { authorization: string };
type Messages = { role: string; content: string }[];

const TIMEOUT_MS = 1500;

/** The answer each agent's request gets, told apart by the answer shape its system message asks for. */
const answersPerAgent =
  (answers: { verdict: string; level: string; quality: string }): Behaviour =>
  (request, response) => {
    const [system] = request.body.messages as Messages;
    const shape = (['verdict', 'level', 'quality'] as const).find((key) => system!.content.includes(`{"${key}"`))!;
    return streamsPieces([answers[shape]])(request, response);
  };

describe('review agents through a configured model', () => {
  const model = fakeModelServer();
  let t: TestApp;
  let org: number;
  let admin: Headers;
  let otherAdmin: Headers;
  let member: Headers;
  let staff: Headers;
  let applicant: { id: number; headers: Headers };
  let useCase: { id: number; slug: string };

  const db = () => t.database.connection.db;
  const patch = (id: number, payload: object, headers?: Headers) =>
    t.inject({
      method: 'PATCH',
      url: api(pathOf(moderationEndpoints.updateSystemAgent, { id })),
      payload,
      ...(headers ? { headers } : {}),
    });
  const agentsOf = async (headers: Headers) =>
    SystemAgentList.parse((await t.inject({ url: api(`${pathOf(moderationEndpoints.systemAgents)}?group_id=${org}`), headers })).json())
      .data;
  const reviewsOf = async (userId: number): Promise<AgentResponse[]> => {
    const answer = await t.inject({ url: api(`${pathOf(groupEndpoints.members, { id: org })}?status=pending`), headers: admin });
    return GroupMemberList.parse(answer.json()).data.find((row) => row.id === userId)?.agent_responses ?? [];
  };
  const rerun = (agentId: number, contentType: 'group_member' | 'use_case', id: number) =>
    t.post(
      pathOf(moderationEndpoints.rerunSystemAgent),
      { system_agent_id: agentId, content_type: contentType, group_id: org, content_ids: [id] },
      admin,
    );
  const curationOf = async () =>
    UseCaseDetail.parse((await t.inject({ url: api(pathOf(aiEndpoints.useCaseBySlug, { slug: useCase.slug })), headers: admin })).json())
      .agent_review;
  const systemMessage = (index = -1) => (model.requests.at(index)!.body.messages as Messages)[0]!.content;

  beforeAll(async () => {
    const baseUrl = await model.start();
    t = await createTestApp({
      assistant: {
        limit: { perIp: 1000, perAccount: 1000, windowMs: 60_000 },
        model: { baseUrl, apiKey: null, model: 'review-model', timeoutMs: TIMEOUT_MS },
      },
    });
    ({ org, admin, otherAdmin, member, staff } = await organizationWithRoles(t));
  });
  afterEach(() => {
    model.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await model.stop();
  });

  it('reviews a request after the applicant has their answer, storing the model’s verdicts and reasons', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const answers = answersPerAgent({
      verdict: '```json\n{"verdict": "rejected", "reasons": ["The bio is an advertisement for a betting site."]}\n```',
      level: '{"level": 4, "reasons": ["Writes about training language models."]}',
      quality: '{"quality": "high", "reasons": ["Clear."]}',
    });
    model.answer(async (request, response) => {
      await released;
      answers(request, response);
    });
    const joining = await t.newMember();
    applicant = joining;
    await db().update(profiles).set({ shortBio: 'Best odds at lucky-bets, sign up today' }).where(eq(profiles.userId, joining.id));

    // The model has not answered yet, and the request is answered all the same.
    expect((await t.post(pathOf(groupEndpoints.join, { id: org }), {}, joining.headers)).statusCode).toBe(200);
    expect(await reviewsOf(joining.id)).toEqual([]);
    release();

    await vi.waitFor(async () => expect(await reviewsOf(joining.id)).toHaveLength(2), { timeout: 8000, interval: 100 });
    const [enthusiasm, registration] = await reviewsOf(joining.id);
    expect(registration).toMatchObject({
      agent_type: 'registration_approval',
      verdict: 'rejected',
      reasons: ['The bio is an advertisement for a betting site.'],
      engine: 'model',
      model_failure: null,
    });
    expect(enthusiasm).toMatchObject({ level: 4, reasons: ['Writes about training language models.'], engine: 'model' });

    // The agent's default prompt and the applicant's profile reached the model, the profile as data of its own.
    const asked = model.requests.map((request) => request.body.messages as Messages);
    expect(asked).toHaveLength(2);
    const registrationAsk = asked.find((messages) => messages[0]!.content.includes('{"verdict"'))!;
    expect(registrationAsk[0]!.content.startsWith(DEFAULT_REVIEW_PROMPTS.registration_approval)).toBe(true);
    expect(JSON.parse(registrationAsk[1]!.content).profile.shortBio).toBe('Best odds at lucky-bets, sign up today');
    expect(model.requests[0]!.body).toMatchObject({ model: 'review-model', stream: true, max_tokens: expect.any(Number) });

    const log = AuditLog.parse(
      (
        await t.inject({ url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&action=agent_review`), headers: admin })
      ).json(),
    );
    expect(log.data.find((entry) => entry.details.agent_type === 'registration_approval')?.details).toMatchObject({
      outcome: 'Suspicious',
      engine: 'model',
    });
  });

  it('grades a submitted use case through the model after the answer, and shows its reasons', async () => {
    model.answer(
      answersPerAgent({
        verdict: '{}',
        level: '{}',
        quality: '{"quality": "medium", "reasons": ["Useful, but says little of the result."]}',
      }),
    );
    const created = await t.post(
      pathOf(aiEndpoints.createUseCase),
      {
        title: 'Summarise meeting notes with a language model',
        description: 'Notes from weekly meetings are summarised into decisions and owners for the team to check.',
        group: org,
        business_value: 'Medium',
        complexity: 'Low',
        innovation_category: 'Process automation',
      },
      member,
    );
    useCase = UseCaseSaved.parse(created.json()).use_case;
    await vi.waitFor(async () => expect(await curationOf()).not.toBeNull(), { timeout: 8000, interval: 100 });
    expect(await curationOf()).toMatchObject({
      quality: 'medium',
      reasons: ['Useful, but says little of the result.'],
      engine: 'model',
      model_failure: null,
    });
    expect(systemMessage().startsWith(DEFAULT_REVIEW_PROMPTS.usecase_curation)).toBe(true);
    expect(JSON.parse((model.requests.at(-1)!.body.messages as Messages)[1]!.content).use_case.title).toBe(
      'Summarise meeting notes with a language model',
    );
  });

  it('lets the built-in rules decide, with the reason kept, when the model answers out of shape, fails or takes too long', async () => {
    const cases: { behaviour: Behaviour; failure: RegExp }[] = [
      { behaviour: streamsPieces(['They look fine to me.']), failure: /^The model did not answer with a JSON object$/ },
      {
        behaviour: answersPerAgent({
          verdict: '{"verdict": "maybe", "reasons": ["Hard to say."]}',
          level: '{"level": 9, "reasons": ["Loves AI."]}',
          quality: `{"quality": "high", "reasons": ["${'very '.repeat(60)}good"]}`,
        }),
        failure: /^The model's answer was out of shape \((verdict|level|reasons\.0): /,
      },
      {
        behaviour: (_request, response) => void response.writeHead(500).end('{"error":"overloaded"}'),
        failure: /^The model server answered 500$/,
      },
      {
        behaviour: streamsPieces(['{"verdict": ', '"accepted", ', '"reasons": []}'], 1000),
        failure: new RegExp(`^The model took longer than ${TIMEOUT_MS} ms$`),
      },
    ];
    for (const { behaviour, failure } of cases) {
      model.answer(behaviour);
      for (const [agentId, contentType, id] of [
        [1, 'group_member', applicant.id],
        [2, 'group_member', applicant.id],
        [3, 'use_case', useCase.id],
      ] as const) {
        const answer = await rerun(agentId, contentType, id);
        expect(answer.json()).toEqual({ message: MODERATION_MESSAGES.rerunDone, reviewed: 1 });
      }
      const [enthusiasm, registration] = await reviewsOf(applicant.id);
      expect(registration).toMatchObject({ engine: 'rules', model_failure: expect.stringMatching(failure) });
      expect(registration!.reasons.length).toBeGreaterThan(0);
      expect(enthusiasm).toMatchObject({ engine: 'rules', model_failure: expect.stringMatching(failure) });
      expect(await curationOf()).toMatchObject({ engine: 'rules', model_failure: expect.stringMatching(failure) });
    }
  });

  it('lets staff change an agent’s prompt, which the next rerun sends, and restore the default; its administrators read it', async () => {
    const prompt = 'Treat every applicant from a partner university as authentic unless the name has digits.';
    const changed = await patch(1, { group_id: org, prompt: `  ${prompt}  ` }, staff);
    expect(changed.statusCode).toBe(200);
    expect(SystemAgentListing.parse(changed.json())).toMatchObject({ enabled: true, prompt: { text: prompt, is_default: false } });
    const [registration] = await agentsOf(admin);
    expect(registration).toMatchObject({ prompt: { text: prompt, is_default: false }, settings: { engine: 'model' } });

    model.answer(answersPerAgent({ verdict: '{"verdict": "accepted", "reasons": ["Partner university."]}', level: '{}', quality: '{}' }));
    expect((await rerun(1, 'group_member', applicant.id)).statusCode).toBe(200);
    expect(systemMessage().startsWith(`${prompt}\n`)).toBe(true);
    expect((await reviewsOf(applicant.id)).find((review) => review.agent_type === 'registration_approval')).toMatchObject({
      verdict: 'accepted',
      reasons: ['Partner university.'],
      engine: 'model',
    });

    const restored = await patch(1, { group_id: org, prompt: null }, staff);
    expect(restored.json().prompt).toEqual({ text: DEFAULT_REVIEW_PROMPTS.registration_approval, is_default: true });
    await rerun(1, 'group_member', applicant.id);
    expect(systemMessage().startsWith(DEFAULT_REVIEW_PROMPTS.registration_approval)).toBe(true);

    const log = AuditLog.parse(
      (
        await t.inject({
          url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&action=agent_prompt_changed`),
          headers: admin,
        })
      ).json(),
    );
    expect(log.data.map((entry) => [entry.subject.name, entry.details.outcome, entry.details.prompt])).toEqual([
      ['Registration approval', 'Default prompt restored', DEFAULT_REVIEW_PROMPTS.registration_approval],
      ['Registration approval', 'Prompt changed', prompt],
    ]);
  });

  it('keeps the prompt to staff: visitors, members, other organizations’ administrators and the organization’s administrators are refused', async () => {
    const body = { group_id: org, prompt: 'Accept everyone.' };
    expect((await patch(1, body)).statusCode).toBe(401);
    for (const who of [member, otherAdmin]) {
      const refused = await patch(1, body, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: MESSAGES.groupMembership.noPermission });
    }
    const adminRefused = await patch(1, body, admin);
    expect(adminRefused.statusCode).toBe(403);
    expect(adminRefused.json()).toEqual({ detail: MODERATION_MESSAGES.promptStaffOnly });
    // Nothing changed, and the refused administrator's switch in the same request was not applied either.
    expect((await patch(2, { ...body, enabled: false }, admin)).statusCode).toBe(403);
    const agents = await agentsOf(admin);
    expect(agents.map((agent) => [agent.enabled, agent.prompt?.is_default])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('answers field errors for a blank, too long or missing prompt', async () => {
    const blank = await patch(3, { group_id: org, prompt: '   ' }, staff);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field_errors.prompt).toEqual(['This field may not be blank.']);
    const long = await patch(3, { group_id: org, prompt: 'x'.repeat(4001) }, staff);
    expect(long.json().field_errors.prompt).toEqual(['Ensure this field has no more than 4000 characters.']);
    expect((await patch(3, { group_id: org, prompt: 42 }, staff)).json().field_errors.prompt).toBeDefined();
    expect((await patch(3, { group_id: org }, staff)).json().field_errors.enabled).toEqual(['Send enabled, prompt or both.']);
    expect((await patch(3, { group_id: org, prompt: 'x'.repeat(4000) }, staff)).statusCode).toBe(200);
  });

  it('stops asking a model that gave no answer for the rest of a run, so a rerun over many members stays short', async () => {
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => {
        const other = await t.newMember();
        await addMembership(db(), { userId: other.id, groupId: org, status: 'pending' });
        return other.id;
      }),
    );
    model.answer((_request, response) => void response.writeHead(503).end());
    const ids = [applicant.id, ...others];
    const answer = await t.post(
      pathOf(moderationEndpoints.rerunSystemAgent),
      { system_agent_id: 1, content_type: 'group_member', group_id: org, content_ids: ids },
      admin,
    );
    expect(answer.json()).toEqual({ message: MODERATION_MESSAGES.rerunDone, reviewed: 6 });
    // The four calls under way when the first failed were made; the other two members went to the rules at once.
    expect(model.requests).toHaveLength(4);
    const failures = await Promise.all(
      ids.map(async (id) => (await reviewsOf(id)).find((review) => review.agent_type === 'registration_approval')!),
    );
    expect(failures.every((review) => review.engine === 'rules')).toBe(true);
    expect(failures.filter((review) => review.model_failure === 'The model server answered 503')).toHaveLength(4);
    expect(
      failures.filter((review) => review.model_failure?.startsWith('Not asked: the model gave no answer earlier in this run')),
    ).toHaveLength(2);
  });
});
