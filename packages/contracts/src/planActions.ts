import { MESSAGES } from '@trellis/contracts/messages';

/** Where a member stands, as far as choosing a plan goes. */
export type MembershipStanding = {
  tier: number;
  /** The billing period of the running subscription; null without one (the free tier, or a tier granted otherwise). */
  interval: 'month' | 'year' | null;
  /** A running subscription set to end (cancel_at), or one that has ended: the same plan renews it. */
  cancelled: boolean;
  institutional: boolean;
};

export type PlanActionKind = 'upgrade' | 'downgrade' | 'switch' | 'renew' | 'continue';

export type PlanAction = { kind: PlanActionKind; label: string; allowed: boolean };

const LABELS: Record<PlanActionKind, string> = {
  upgrade: MESSAGES.membership.upgrade,
  downgrade: MESSAGES.membership.downgrade,
  switch: MESSAGES.membership.switch,
  renew: MESSAGES.membership.renew,
  continue: MESSAGES.membership.continue,
};

/**
 * The action a plan offers, derived by comparing tiers: a higher tier upgrades and a lower one downgrades, the same
 * plan or the free tier continues, the same tier in the other billing period switches, and the plan of a cancelled
 * subscription renews. Institutional members may not downgrade or switch.
 */
export function planActionFor(standing: MembershipStanding, plan: { tier: number; interval: 'month' | 'year' }): PlanAction {
  const make = (kind: PlanActionKind): PlanAction => ({
    kind,
    label: LABELS[kind],
    allowed: !(standing.institutional && (kind === 'downgrade' || kind === 'switch')),
  });
  if (plan.tier === 0) return make('continue');
  // Without a running subscription there is nothing to downgrade or switch: a higher tier is bought, others continue.
  if (standing.interval === null) return make(plan.tier > standing.tier ? 'upgrade' : 'continue');
  if (plan.tier > standing.tier) return make('upgrade');
  if (plan.tier < standing.tier) return make('downgrade');
  if (plan.interval !== standing.interval) return make('switch');
  return make(standing.cancelled ? 'renew' : 'continue');
}

/** Declared discounts sum, capped at 100 percent. */
export function totalDiscountPercent(percentages: number[]): number {
  return Math.min(
    100,
    percentages.reduce((sum, percent) => sum + Math.min(100, Math.max(0, percent)), 0),
  );
}
