import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_LEVEL_ROLES,
  MODERATION_MESSAGES,
  SYSTEM_AGENT_DESCRIPTIONS,
  SYSTEM_AGENTS,
  type SystemAgent,
  type SystemAgentListing,
  type SystemAgentsQuery,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { activeSessionOf, sessionEnded } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { sessions, systemAgentSettings, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { noPermission } from '../groups-membership/group-access.ts';
import { DEFAULT_REVIEW_PROMPTS } from './model-review.ts';

type AgentType = SystemAgent['agent_type'];
type FlowRow = {
  id: number;
  agent_type: 'career_assistant' | 'careergps';
  name: string;
  description: string;
  slug: string;
  can_chat: boolean;
  is_premium: boolean;
  steps: number;
};

const ADMIN_ROLES = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));
/** The organization of the named group: the root of its hierarchy, or the group itself. */
const ORGANIZATION = sql`(select coalesce(g.root_group_id, g.id) from groups g where g.id = ${sql.placeholder('groupId')})`;

/**
 * The caller, the named group with whether the caller administers it, the organization's switches and when each
 * review agent last ran there, and, for staff, the agent flows: the whole listing in one round trip.
 */
const systemAgentsRead = perDatabase((db) =>
  db
    .select({
      isStaff: users.isStaff,
      group: sql<{ id: number; is_admin: boolean } | null>`(
        select json_build_object('id', g.id, 'is_admin', exists(
          select 1 from memberships m
          where m.group_id = g.id and m.user_id = ${users.id} and m.status = 'accepted' and m.role in (${ADMIN_ROLES})))
        from groups g
        where g.id = ${sql.placeholder('groupId')} and (g.pending_author_id is null or g.pending_author_id = ${users.id}))`,
      switches: sql<{ agent_type: AgentType; enabled: boolean; prompt: string | null }[]>`coalesce((
        select json_agg(json_build_object('agent_type', s.agent_type, 'enabled', s.enabled, 'prompt', s.prompt))
        from system_agent_settings s where s.organization_id = ${ORGANIZATION}), '[]'::json)`,
      lastRuns: sql<{ agent_type: AgentType; at: string }[]>`coalesce((
        select json_agg(json_build_object('agent_type', runs.agent_type, 'at', runs.at)) from (
          select r.agent_type, max(r.ran_at) as at
          from membership_reviews r
          join memberships m on m.id = r.membership_id
          join groups mg on mg.id = m.group_id
          where mg.id = ${ORGANIZATION} or mg.root_group_id = ${ORGANIZATION}
          group by r.agent_type
          union all
          select 'usecase_curation', max(u.ran_at)
          from use_case_reviews u
          join use_cases uc on uc.id = u.use_case_id
          join groups ug on ug.id = uc.group_id
          where ug.id = ${ORGANIZATION} or ug.root_group_id = ${ORGANIZATION}
          having max(u.ran_at) is not null
        ) runs), '[]'::json)`,
      flows: sql<FlowRow[]>`case when ${users.isStaff} then coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'agent_type', a.agent_type, 'name', a.name, 'description', a.description, 'slug', a.slug,
          'can_chat', a.can_chat, 'is_premium', a.is_premium,
          'steps', (select count(*) from agent_steps st where st.agent_id = a.id)) order by a.id)
        from agents a), '[]'::json) else '[]'::json end`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('moderation_system_agents'),
);

const REVIEW_AGENT_SETTINGS = { slug: null, can_chat: false, is_premium: false, steps: 0 } as const;

/** The prompt a review agent gives the model: the operator's for the organization, or the agent's default. */
export const promptInUse = (agentType: AgentType, custom: string | null | undefined) =>
  custom ? { text: custom, is_default: false } : { text: DEFAULT_REVIEW_PROMPTS[agentType], is_default: true };

/**
 * The agents the caller may see: the review agents, on or off for the organization of group_id, to that group's
 * administrators; staff may leave the group out and see every agent, the assistant's flows included, which run for
 * everyone and write with the configured model or the built-in engine.
 */
export async function listSystemAgents(
  db: Database,
  access: { userId: number; sessionId: string },
  query: SystemAgentsQuery,
  flowEngine: 'built_in' | 'model',
): Promise<SystemAgentListing[]> {
  const [row] = await systemAgentsRead(db).execute({ ...access, groupId: query.group_id ?? null });
  if (!row) throw sessionEnded();
  const named = query.group_id !== undefined;
  if (named) {
    if (!row.group) throw notFound(MESSAGES.groupMembership.groupNotFound);
    if (!row.group.is_admin && !row.isStaff) throw noPermission();
  } else if (!row.isStaff) {
    throw new HttpError(400, { field_errors: { group_id: [MODERATION_MESSAGES.noGroupNamed] } });
  }
  const switchedOn = new Map(row.switches.map((entry) => [entry.agent_type, entry.enabled]));
  const prompts = new Map(row.switches.map((entry) => [entry.agent_type, entry.prompt]));
  const lastRun = new Map(row.lastRuns.map((entry) => [entry.agent_type, new Date(entry.at).toISOString()]));
  const reviewAgents: SystemAgentListing[] = SYSTEM_AGENTS.map((agent) => ({
    ...agent,
    description: SYSTEM_AGENT_DESCRIPTIONS[agent.agent_type],
    enabled: named ? (switchedOn.get(agent.agent_type) ?? true) : null,
    last_run_at: lastRun.get(agent.agent_type) ?? null,
    settings: { engine: flowEngine === 'model' ? 'model' : 'rules', ...REVIEW_AGENT_SETTINGS },
    prompt: promptInUse(agent.agent_type, prompts.get(agent.agent_type)),
  }));
  const flows: SystemAgentListing[] = row.flows.map((flow) => ({
    id: flow.id,
    agent_type: flow.agent_type,
    name: flow.name,
    entity: 'agent_flow',
    description: flow.description,
    enabled: true,
    last_run_at: null,
    settings: { engine: flowEngine, slug: flow.slug, can_chat: flow.can_chat, is_premium: flow.is_premium, steps: Number(flow.steps) },
    prompt: null,
  }));
  return [...reviewAgents, ...flows].filter((agent) => query.entity === undefined || agent.entity === query.entity);
}

/** Switches a review agent on or off for an organization and the groups of its hierarchy. */
export async function switchSystemAgent(db: Database, organizationId: number, agentType: AgentType, enabled: boolean, byId: number) {
  await db
    .insert(systemAgentSettings)
    .values({ organizationId, agentType, enabled, updatedById: byId })
    .onConflictDoUpdate({
      target: [systemAgentSettings.organizationId, systemAgentSettings.agentType],
      set: { enabled, updatedById: byId, updatedAt: sql`now()` },
    });
}

/**
 * Sets the prompt a review agent gives the model for an organization and the groups of its hierarchy; null restores
 * the agent's default. The agent stays on or off as it was (on, when the organization never switched it).
 */
export async function setAgentPrompt(db: Database, organizationId: number, agentType: AgentType, prompt: string | null, byId: number) {
  await db
    .insert(systemAgentSettings)
    .values({ organizationId, agentType, enabled: true, prompt, updatedById: byId })
    .onConflictDoUpdate({
      target: [systemAgentSettings.organizationId, systemAgentSettings.agentType],
      set: { prompt, updatedById: byId, updatedAt: sql`now()` },
    });
}

/** How an organization set up its review agents: those it switched off, and the prompts its operator gave them. */
export async function agentSettingsOf(db: Database, organizationId: number) {
  const rows = await db
    .select({ agentType: systemAgentSettings.agentType, enabled: systemAgentSettings.enabled, prompt: systemAgentSettings.prompt })
    .from(systemAgentSettings)
    .where(eq(systemAgentSettings.organizationId, organizationId));
  return {
    switchedOff: new Set(rows.filter((row) => !row.enabled).map((row) => row.agentType)),
    promptOf: (agentType: AgentType) => promptInUse(agentType, rows.find((row) => row.agentType === agentType)?.prompt).text,
  };
}

/** The review agents an organization's administrators switched off. */
export async function switchedOffAgents(db: Database, organizationId: number): Promise<Set<AgentType>> {
  return (await agentSettingsOf(db, organizationId)).switchedOff;
}
