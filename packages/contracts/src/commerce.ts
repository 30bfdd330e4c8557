import { z } from 'zod';

export const PlanPrice = z.object({
  id: z.number().int(),
  /** In dollars. */
  price: z.number().min(0),
  recurring: z.enum(['month', 'year']),
  stripe_price_id: z.string(),
  trial_days: z.number().int().min(0),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

/** A discount a member may declare eligibility for ('I am eligible to ... discount'), for the tiers it lists. */
export const SubscriptionDiscount = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  discount_percentage: z.number().int().min(0).max(100),
  subscription_tiers: z.array(z.number().int().min(0).max(3)),
});
export type SubscriptionDiscount = z.infer<typeof SubscriptionDiscount>;

/** GET /subscription-plans/. A plan without a name shows as 'Tier {n}'. */
export const SubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string(),
  subscription_tier: z.number().int().min(0).max(3),
  included_features: z.array(z.string()),
  excluded_features: z.array(z.string()),
  prices: z.array(PlanPrice),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const SubscriptionPlanList = z.object({ data: z.array(SubscriptionPlan), discounts: z.array(SubscriptionDiscount) });
export type SubscriptionPlanList = z.infer<typeof SubscriptionPlanList>;

const isoDate = z.string().nullable();

/** One priced item of the subscription, in the provider's shape: the unit amount is in cents. */
export const SubscriptionItem = z.object({
  price: z.object({
    id: z.number().int(),
    unit_amount: z.number().int().min(0),
    recurring: z.object({ interval: z.enum(['month', 'year']) }),
    metadata: z.object({ subscription_tier: z.number().int().min(0).max(3) }),
  }),
});
export type SubscriptionItem = z.infer<typeof SubscriptionItem>;

/** GET /subscription-detail/: the billing card. `status` is null for a member who never subscribed. */
export const SubscriptionDetail = z.object({
  status: z.enum(['trialing', 'active', 'past_due', 'incomplete', 'canceled']).nullable(),
  /** confirmed, pending (a payment waits for card confirmation), past_due or cancelled. */
  payment_status: z.string().nullable(),
  plan: z.object({ id: z.number().int(), name: z.string().nullable(), subscription_tier: z.number().int().min(0).max(3) }).nullable(),
  items: z.array(SubscriptionItem),
  trial_end: isoDate,
  current_period_end: isoDate,
  cancel_at: isoDate,
  canceled_at: isoDate,
  cancellation_reason: z.string().nullable(),
  discount: z.object({ coupon: z.object({ name: z.string(), percent_off: z.number().min(0).max(100) }) }).nullable(),
  /** Set while a payment waits for card confirmation (Resolve Now). */
  client_secret: z.string().nullable(),
  stripe_publishable_key: z.string().nullable(),
  is_institutional_membership: z.boolean(),
  /** Which checkout serves this server: Stripe, or the built-in test checkout (no payment account). */
  provider: z.enum(['stripe', 'builtin']),
  /** A downgrade waiting for the end of the paid period: the plan and price it moves to, and when. */
  scheduled_change: z
    .object({
      plan: z.object({ id: z.number().int(), name: z.string().nullable(), subscription_tier: z.number().int().min(0).max(3) }),
      item: SubscriptionItem,
      effective_at: isoDate,
    })
    .nullable(),
});
export type SubscriptionDetail = z.infer<typeof SubscriptionDetail>;

/** A checkout or portal address the browser goes to next. */
export const PaymentRedirect = z.object({ data: z.string() });
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

/** The page to come back to: a path of this site or an address on it. */
const returnUrl = z.string().trim().min(1).max(2000);
const idList = (max: number) => z.array(z.number().int().positive().max(2_147_483_647)).max(max).default([]);

/** The reason a cancellation or downgrade needs ('Specify the reason'). */
export const CANCELLATION_REASON_MAX = 1000;

export const CreateSubscriptionBody = z.object({
  price_id: z.number().int().positive().max(2_147_483_647),
  associated_group_ids: idList(20),
  discount_ids: idList(10),
  cancel_url: returnUrl,
  success_url: returnUrl,
});
export type CreateSubscriptionBody = z.input<typeof CreateSubscriptionBody>;

/** POST /payment/update-subscription/ and /payment/cancel-subscription/. */
export const ChangeSubscriptionBody = z.object({
  entity_type: z.enum(['group']).optional(),
  group_id: z.number().int().positive().max(2_147_483_647).optional(),
  price_id: z.number().int().positive().max(2_147_483_647).optional(),
  is_renew: z.boolean().optional(),
  cancellation_reason: z.string().trim().max(CANCELLATION_REASON_MAX).optional(),
  cancel_at_period_end: z.boolean().optional(),
});
export type ChangeSubscriptionBody = z.input<typeof ChangeSubscriptionBody>;

/** POST /payment/create-one-time-payment/: an accepted member pays for a paid circle or event. */
export const CreateOneTimePaymentBody = z.object({
  entity_type: z.enum(['group']).default('group'),
  group_id: z.number().int().positive().max(2_147_483_647),
  cancel_url: returnUrl,
  success_url: returnUrl,
});
export type CreateOneTimePaymentBody = z.input<typeof CreateOneTimePaymentBody>;

/** An organization's donation, as its donation card shows it. */
export const CommerceDonationDetails = z.object({
  name: z.string(),
  description: z.string(),
  /** In dollars. */
  price: z.number().min(0),
  stripe_price_id: z.string(),
});
export type CommerceDonationDetails = z.infer<typeof CommerceDonationDetails>;

/** POST /donate/: the donation named by its price id; its amount is the organization's. */
export const CommerceDonateBody = z.object({ price_id: z.string().trim().min(1).max(255) });
export type CommerceDonateBody = z.input<typeof CommerceDonateBody>;
export const CommerceDonationRedirect = z.object({ url: z.string() });
export type CommerceDonationRedirect = z.infer<typeof CommerceDonationRedirect>;

export const CustomerPortalBody = z.object({ return_url: returnUrl.optional() });
export type CustomerPortalBody = z.input<typeof CustomerPortalBody>;

/** The provider's signed event, read as the exact text it was signed over. */
export const PaymentWebhookBody = z.string().max(262_144);
export const PaymentWebhookAnswer = z.object({ received: z.boolean() });

/** POST /membership-card/: the address of the member's card image. */
export const CommerceMembershipCard = z.object({ data: z.string() });
export type CommerceMembershipCard = z.infer<typeof CommerceMembershipCard>;
/** The verification code a card's image is named by. */
export const CommerceMembershipCardParams = z.object({
  code: z
    .string()
    .max(12)
    .regex(/^[A-Z0-9]{12}$/),
});
