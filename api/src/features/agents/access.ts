import type { AgentAccess } from '@trellis/contracts';

/** Agent runs a month per plan tier; a tier missing here runs without limit. */
export const RUNS_PER_MONTH: Record<number, number> = { 0: 3, 1: 10, 2: 30 };
/** The lowest tier whose plan includes premium agents. */
export const PREMIUM_AGENTS_TIER = 2;

/** The caller as the access decision sees them; null for a visitor. */
export type AgentCaller = { isStaff: boolean; usageCount: number; maxLimit: number | null; canUsePremiumAgents: boolean } | null;

/**
 * Whether the caller may run the agent, in this order: a visitor may not run a premium agent; staff always may; a
 * member over their month's limit may not; a premium agent needs a plan with premium agents; anyone else may.
 */
export function decideAgentAccess(caller: AgentCaller, agent: { isPremium: boolean }): AgentAccess {
  if (caller === null) return agent.isPremium ? 'restricted' : 'allowed';
  if (caller.isStaff) return 'allowed';
  if (caller.maxLimit !== null && caller.usageCount >= caller.maxLimit) return 'limit_reached';
  if (agent.isPremium && !caller.canUsePremiumAgents) return 'no_premium_subscription';
  return 'allowed';
}
