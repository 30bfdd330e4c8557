import { and, asc, eq, sql } from 'drizzle-orm';
import type { Agent, AgentDetail } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { agentPrompts, agentSteps, agents, userSubscriptions, users } from '../../db/schema/index.ts';
import { decideAgentAccess, PREMIUM_AGENTS_TIER, RUNS_PER_MONTH, type AgentCaller } from './access.ts';

type AgentRow = typeof agents.$inferSelect;

/** The caller as the access decision needs them: staff or not, this month's runs, their plan's limit. */
export async function callerOf(db: Database, userId: number | null): Promise<AgentCaller> {
  if (userId === null) return null;
  const [row] = await db
    .select({
      isStaff: users.isStaff,
      tier: sql<number>`coalesce(${userSubscriptions.appliedMembershipTier}, 0)`,
      usageCount: sql<number>`(select count(*)::int from agent_runs r where r.user_id = ${users.id} and r.created_at >= date_trunc('month', now()))`,
    })
    .from(users)
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    isStaff: row.isStaff,
    usageCount: row.usageCount,
    maxLimit: RUNS_PER_MONTH[row.tier] ?? null,
    canUsePremiumAgents: row.tier >= PREMIUM_AGENTS_TIER,
  };
}

export function agentJson(row: AgentRow, caller: AgentCaller): Agent {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    agent_type: row.agentType,
    description: row.description,
    can_chat: row.canChat,
    is_premium: row.isPremium,
    extra_info: row.extraInfo,
    access: decideAgentAccess(caller, row),
  };
}

export async function listAgents(db: Database, agentType: AgentRow['agentType'] | undefined) {
  return db
    .select()
    .from(agents)
    .where(agentType ? eq(agents.agentType, agentType) : undefined)
    .orderBy(asc(agents.id));
}

export async function agentBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(agents).where(eq(agents.slug, slug));
  return row ?? null;
}

export async function agentById(db: Database, id: number) {
  const [row] = await db.select().from(agents).where(eq(agents.id, id));
  return row ?? null;
}

export async function stepsOf(db: Database, agentId: number): Promise<AgentDetail['steps']> {
  const rows = await db.select().from(agentSteps).where(eq(agentSteps.agentId, agentId)).orderBy(asc(agentSteps.order));
  return rows.map((row) => ({ id: row.id, order: row.order, type: row.stepType, extra_info: row.extraInfo }));
}

/** One step of an agent by its order, with the instructions it writes from. */
export async function stepAt(db: Database, agentId: number, order: number) {
  const [row] = await db
    .select({ step: agentSteps, prompt: agentPrompts.content })
    .from(agentSteps)
    .leftJoin(agentPrompts, eq(agentPrompts.stepId, agentSteps.id))
    .where(and(eq(agentSteps.agentId, agentId), eq(agentSteps.order, order)));
  return row ?? null;
}
