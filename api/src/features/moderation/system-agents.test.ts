import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuditLog, GroupMemberList, MODERATION_MESSAGES, SystemAgentList, SystemAgentListing, UseCaseSaved } from '@trellis/contracts';
import { aiEndpoints, groupEndpoints, moderationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useCaseReviews } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { organizationWithRoles } from './agent-test-roles.ts';

type Headers = { authorization: string };

describe('system agents', () => {
  let t: TestApp;
  let org: number;
  let admin: Headers;
  let otherAdmin: Headers;
  let member: Headers;
  let staff: Headers;

  const db = () => t.database.connection.db;
  const list = (query: string, headers?: Headers) =>
    t.inject({ url: api(`${pathOf(moderationEndpoints.systemAgents)}${query}`), ...(headers ? { headers } : {}) });
  const patch = (id: number, payload: object, headers?: Headers) =>
    t.inject({
      method: 'PATCH',
      url: api(pathOf(moderationEndpoints.updateSystemAgent, { id })),
      payload,
      ...(headers ? { headers } : {}),
    });
  const agentsOf = async (query: string, headers: Headers) => SystemAgentList.parse((await list(query, headers)).json()).data;

  beforeAll(async () => {
    t = await createTestApp();
    ({ org, admin, otherAdmin, member, staff } = await organizationWithRoles(t));
    const applicant = await t.newMember();
    expect((await t.post(pathOf(groupEndpoints.join, { id: org }), {}, applicant.headers)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists the review agents to an organization’s administrators, on, with when each last ran there', async () => {
    const agents = await agentsOf(`?group_id=${org}`, admin);
    expect(agents.map((agent) => [agent.agent_type, agent.entity, agent.enabled])).toEqual([
      ['registration_approval', 'group_member', true],
      ['ai_enthusiasm_ranking', 'group_member', true],
      ['usecase_curation', 'use_case', true],
    ]);
    // The applicant's request was reviewed when made; no use case of this organization has been graded.
    expect(Date.parse(agents[0]!.last_run_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(agents[2]!.last_run_at).toBeNull();
    expect(agents[0]!.settings).toEqual({ engine: 'rules', slug: null, can_chat: false, is_premium: false, steps: 0 });
    expect((await agentsOf(`?group_id=${org}&entity=use_case`, admin)).map((agent) => agent.agent_type)).toEqual(['usecase_curation']);
  });

  it('lists every agent to staff, the assistant’s flows with their settings included', async () => {
    const agents = await agentsOf('', staff);
    expect(agents.slice(0, 3).every((agent) => agent.enabled === null)).toBe(true);
    const flows = await agentsOf('?entity=agent_flow', staff);
    expect(flows.map((flow) => flow.settings.slug)).toEqual(expect.arrayContaining(['career-assistant', 'careergps']));
    const careerGps = flows.find((flow) => flow.settings.slug === 'careergps')!;
    expect(careerGps).toMatchObject({ agent_type: 'careergps', enabled: true, settings: { engine: 'built_in', can_chat: false } });
    expect(careerGps.settings.steps).toBeGreaterThanOrEqual(9);
    expect(agents.filter((agent) => agent.entity === 'agent_flow')).toEqual(flows);
    // An administrator who is not staff never sees the flows, even without an entity filter.
    expect((await agentsOf(`?group_id=${org}`, admin)).some((agent) => agent.entity === 'agent_flow')).toBe(false);
  });

  it('refuses visitors, members, other organizations’ administrators and bad parameters', async () => {
    expect((await list(`?group_id=${org}`)).statusCode).toBe(401);
    for (const who of [member, otherAdmin]) {
      const refused = await list(`?group_id=${org}`, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: MESSAGES.groupMembership.noPermission });
    }
    const unnamed = await list('', admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().field_errors.group_id).toEqual([MODERATION_MESSAGES.noGroupNamed]);
    expect((await list('?group_id=abc', admin)).json().field_errors.group_id).toBeDefined();
    expect((await list(`?group_id=${org}&entity=${'x'.repeat(300)}`, admin)).json().field_errors.entity).toBeDefined();
    expect((await list('?group_id=2147483647', admin)).statusCode).toBe(404);
  });

  it('lets the administrators switch an agent off, which then reviews no request and refuses a rerun, and on again', async () => {
    const off = await patch(1, { group_id: org, enabled: false }, admin);
    expect(off.statusCode).toBe(200);
    expect(SystemAgentListing.parse(off.json())).toMatchObject({ id: 1, agent_type: 'registration_approval', enabled: false });
    expect((await agentsOf(`?group_id=${org}`, admin)).map((agent) => agent.enabled)).toEqual([false, true, true]);

    const late = await t.newMember();
    expect((await t.post(pathOf(groupEndpoints.join, { id: org }), {}, late.headers)).statusCode).toBe(200);
    const pending = GroupMemberList.parse(
      (await t.inject({ url: api(`${pathOf(groupEndpoints.members, { id: org })}?status=pending`), headers: admin })).json(),
    ).data;
    expect(pending.find((row) => row.id === late.id)!.agent_responses.map((response) => response.agent_type)).toEqual([
      'ai_enthusiasm_ranking',
    ]);
    const rerun = await t.post(
      pathOf(moderationEndpoints.rerunSystemAgent),
      { system_agent_id: 1, content_type: 'group_member', group_id: org, content_ids: [late.id] },
      admin,
    );
    expect(rerun.json()).toEqual({ non_field_errors: [MODERATION_MESSAGES.agentSwitchedOff] });

    expect((await patch(1, { group_id: org, enabled: true }, admin)).json().enabled).toBe(true);
    const log = AuditLog.parse(
      (
        await t.inject({
          url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${org}&action=agent_switched`),
          headers: admin,
        })
      ).json(),
    );
    expect(log.data.map((entry) => [entry.subject.name, entry.details.outcome])).toEqual([
      ['Registration approval', 'On'],
      ['Registration approval', 'Off'],
    ]);
    expect((await agentsOf(`?group_id=${org}`, staff)).every((agent) => agent.enabled)).toBe(true);
  });

  it('leaves use cases ungraded while curation is off, and grades them when it is switched on again', async () => {
    expect((await patch(3, { group_id: org, enabled: false }, admin)).json().enabled).toBe(false);
    const body = {
      title: 'Triage support tickets with a language model',
      description: 'Incoming tickets are read by a model that drafts a category and a priority for the team to confirm.',
      group: org,
      business_value: 'High',
      complexity: 'Medium',
      innovation_category: 'Process automation',
    };
    const created = UseCaseSaved.parse((await t.post(pathOf(aiEndpoints.createUseCase), body, admin)).json()).use_case;
    const graded = async () => (await db().select().from(useCaseReviews).where(eq(useCaseReviews.useCaseId, created.id))).length;
    const rerun = await t.post(
      pathOf(moderationEndpoints.rerunSystemAgent),
      { system_agent_id: 3, content_type: 'use_case', group_id: org, content_ids: [created.id] },
      admin,
    );
    expect(rerun.json()).toEqual({ non_field_errors: [MODERATION_MESSAGES.agentSwitchedOff] });
    expect(await graded()).toBe(0);
    expect((await patch(3, { group_id: org, enabled: true }, admin)).json().enabled).toBe(true);
    expect(await graded()).toBe(1);
  });

  it('keeps the switches to the organization’s administrators and known agents', async () => {
    expect((await patch(1, { group_id: org, enabled: false })).statusCode).toBe(401);
    expect((await patch(1, { group_id: org, enabled: false }, member)).statusCode).toBe(403);
    expect((await patch(1, { group_id: org, enabled: false }, otherAdmin)).statusCode).toBe(403);
    const unknown = await patch(9, { group_id: org, enabled: false }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(MODERATION_MESSAGES.unknownAgent);
    expect((await patch(1, { group_id: org }, admin)).json().field_errors.enabled).toBeDefined();
    expect((await patch(1, { group_id: org, enabled: 'no' }, admin)).statusCode).toBe(400);
    expect((await agentsOf(`?group_id=${org}`, admin)).every((agent) => agent.enabled)).toBe(true);
  });
});
