export type DemoPlan = {
  name: string;
  tier: 0 | 1 | 2 | 3;
  description: string;
  included: string[];
  excluded: string[];
  /** Dollars per month and per year; omitted for the free plan. */
  monthly?: number;
  yearly?: number;
  trialDays?: number;
};

export const DEMO_PLANS: DemoPlan[] = [
  {
    name: 'Free',
    tier: 0,
    description: 'Join organizations, circles and events, and browse the job board.',
    included: ['Community membership', 'Job board', 'Three CareerGPS reports a month'],
    excluded: ['One-to-one chat', 'Ask Anything assistant', 'Premium resources'],
  },
  {
    name: 'Explorer',
    tier: 1,
    description: 'For students and early professionals who want guidance and conversations.',
    included: ['Everything in Free', 'One-to-one chat', 'Ten CareerGPS reports a month', '10% off paid circles'],
    excluded: ['Ask Anything assistant', 'Premium resources'],
    monthly: 9,
    yearly: 90,
  },
  {
    name: 'Professional',
    tier: 2,
    description: 'For professionals growing or changing careers with AI at their side.',
    included: ['Everything in Explorer', 'Ask Anything assistant', 'Premium resources', '25% off paid circles'],
    excluded: ['Membership card', 'Unlimited CareerGPS'],
    monthly: 19,
    yearly: 190,
    trialDays: 14,
  },
  {
    name: 'Leader',
    tier: 3,
    description: 'For mentors and circle leaders who run programs on the platform.',
    included: ['Everything in Professional', 'Unlimited CareerGPS', 'Membership card', 'Circle leader tools', '50% off paid circles'],
    excluded: [],
    monthly: 39,
    yearly: 390,
    trialDays: 14,
  },
];

/** What each tier unlocks on a user's subscription. */
export const TIER_FEATURES: Record<
  number,
  {
    oneToOneChat: boolean;
    useAma: boolean;
    canViewPremiumResources: boolean;
    canCreateMembershipCard: boolean;
    circleDiscountPercent: number;
  }
> = {
  0: { oneToOneChat: false, useAma: false, canViewPremiumResources: false, canCreateMembershipCard: false, circleDiscountPercent: 0 },
  1: { oneToOneChat: true, useAma: false, canViewPremiumResources: false, canCreateMembershipCard: false, circleDiscountPercent: 10 },
  2: { oneToOneChat: true, useAma: true, canViewPremiumResources: true, canCreateMembershipCard: false, circleDiscountPercent: 25 },
  3: { oneToOneChat: true, useAma: true, canViewPremiumResources: true, canCreateMembershipCard: true, circleDiscountPercent: 50 },
};

/** Discounts a member may declare when subscribing, with the tiers they apply to. */
export const DEMO_DISCOUNTS = [
  { name: 'Student', description: 'Enrolled in a school or university', discountPercentage: 30, subscriptionTiers: [1, 2] },
  { name: 'Nonprofit staff', description: 'Working for a registered nonprofit', discountPercentage: 20, subscriptionTiers: [1, 2, 3] },
];
