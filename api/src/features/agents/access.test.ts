import { describe, expect, it } from 'vitest';
import { decideAgentAccess, type AgentCaller } from './access.ts';

const member = (change: Partial<NonNullable<AgentCaller>> = {}): AgentCaller => ({
  isStaff: false,
  usageCount: 0,
  maxLimit: 3,
  canUsePremiumAgents: false,
  ...change,
});
const premium = { isPremium: true };
const free = { isPremium: false };

describe('the agent access decision', () => {
  it('restricts premium agents for visitors, and lets them run the others', () => {
    expect(decideAgentAccess(null, premium)).toBe('restricted');
    expect(decideAgentAccess(null, free)).toBe('allowed');
  });

  it('always lets staff run, over the limit and without a premium plan', () => {
    expect(decideAgentAccess(member({ isStaff: true, usageCount: 99 }), premium)).toBe('allowed');
  });

  it('stops a member at their limit before anything else', () => {
    expect(decideAgentAccess(member({ usageCount: 3 }), free)).toBe('limit_reached');
    expect(decideAgentAccess(member({ usageCount: 3 }), premium)).toBe('limit_reached');
    expect(decideAgentAccess(member({ usageCount: 2 }), free)).toBe('allowed');
    expect(decideAgentAccess(member({ usageCount: 500, maxLimit: null }), free)).toBe('allowed');
  });

  it('needs a premium plan for a premium agent', () => {
    expect(decideAgentAccess(member(), premium)).toBe('no_premium_subscription');
    expect(decideAgentAccess(member({ canUsePremiumAgents: true }), premium)).toBe('allowed');
  });
});
