import { and, eq, inArray } from 'drizzle-orm';
import { planActionFor, totalDiscountPercent, type ChangeSubscriptionBody, type PlanAction } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import {
  checkoutSessions,
  subscriptionDiscounts,
  subscriptionPlans,
  subscriptionPrices,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { applyRequestedChange, recordScheduledChange } from './payment-events.ts';
import type { PaymentsProvider, SubscriptionCheckout } from './provider.ts';
import { ENDED } from './subscription-state.ts';
import { readSubscriptionRow, type SubscriptionRow } from './subscription-detail.ts';

const refuse = (message: string) => new HttpError(400, { non_field_errors: [message] });
const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

/** A subscription that runs, and may therefore be changed rather than bought again. */
function running(row: SubscriptionRow | null): row is SubscriptionRow & { subscription: { stripeSubscriptionId: string } } {
  const { status, stripeSubscriptionId } = row?.subscription ?? {};
  return Boolean(stripeSubscriptionId && status && status !== 'incomplete' && !ENDED.has(status));
}

async function activePrice(db: Database, priceId: number) {
  const [priced] = await db
    .select({ price: subscriptionPrices, plan: subscriptionPlans })
    .from(subscriptionPrices)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPrices.planId))
    .where(and(eq(subscriptionPrices.id, priceId), eq(subscriptionPlans.isActive, true)));
  if (!priced || priced.plan.subscriptionTier === 0) throw fieldError('price_id', MESSAGES.membership.unknownPrice);
  return priced;
}

/** What the plan of `priceId` offers a member in their standing. */
function actionFor(row: SubscriptionRow | null, target: Awaited<ReturnType<typeof activePrice>>): PlanAction {
  const live = running(row);
  return planActionFor(
    {
      tier: live ? (row.plan?.subscriptionTier ?? row.subscription.appliedMembershipTier) : 0,
      interval: live ? (row.price?.recurring ?? null) : null,
      cancelled: live && row.subscription.cancelAt !== null,
      institutional: row?.subscription.isInstitutionalMembership ?? false,
    },
    { tier: target.plan.subscriptionTier, interval: target.price.recurring },
  );
}

/** Opens a checkout for a price, priced here from the stored price and the discounts that apply to its tier. */
export async function startSubscriptionCheckout(
  db: Database,
  provider: PaymentsProvider,
  userId: number,
  input: { priceId: number; discountIds: number[]; successUrl: string; cancelUrl: string },
): Promise<string> {
  const row = await readSubscriptionRow(db, userId);
  if (running(row)) throw refuse(MESSAGES.membership.alreadySubscribed);
  const target = await activePrice(db, input.priceId);
  const discountIds = [...new Set(input.discountIds)];
  const discounts = discountIds.length
    ? await db.select().from(subscriptionDiscounts).where(inArray(subscriptionDiscounts.id, discountIds))
    : [];
  if (discounts.length !== discountIds.length || discounts.some((d) => !d.subscriptionTiers.includes(target.plan.subscriptionTier))) {
    throw fieldError('discount_ids', MESSAGES.membership.unknownDiscount);
  }
  const percentOff = totalDiscountPercent(discounts.map((discount) => discount.discountPercentage));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const checkout: SubscriptionCheckout = {
    userId,
    email: user!.email,
    customerId: row?.subscription.customerId ?? null,
    price: {
      providerPriceId: target.price.stripePriceId,
      unitAmount: target.price.unitAmount,
      interval: target.price.recurring,
      trialDays: target.price.trialDays,
      tier: target.plan.subscriptionTier,
      planName: target.plan.name?.trim() || MESSAGES.membership.unnamedPlan(target.plan.subscriptionTier),
    },
    discount: percentOff > 0 ? { name: discounts.map((discount) => discount.name).join(' + '), percentOff } : null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  };
  const session = await provider.createSubscriptionCheckout(checkout);
  await db.insert(checkoutSessions).values({
    provider: provider.name,
    providerSessionId: session.id,
    userId,
    purpose: 'subscription',
    priceId: target.price.id,
    amountCents: Math.round((target.price.unitAmount * (100 - percentOff)) / 100),
    discountPercent: percentOff,
  });
  return session.url;
}

/** Changes the running subscription's plan or billing period, or renews it while it is set to end. */
export async function updateSubscription(
  db: Database,
  provider: PaymentsProvider,
  userId: number,
  body: ChangeSubscriptionBody,
): Promise<void> {
  const row = await readSubscriptionRow(db, userId);
  if (!running(row)) throw refuse(MESSAGES.membership.noSubscription);
  const subscriptionId = row.subscription.stripeSubscriptionId;
  if (body.price_id === undefined) {
    if (!body.is_renew) throw fieldError('price_id', MESSAGES.membership.unknownPrice);
    const { cancelAt, scheduleId } = row.subscription;
    if (cancelAt === null && scheduleId === null) throw refuse(MESSAGES.membership.notRenewable);
    // Renew keeps the membership as it runs: a pending cancellation or a pending downgrade is taken back.
    if (scheduleId !== null) await dropScheduledChange(db, provider, userId, scheduleId);
    if (cancelAt !== null) {
      await applyRequestedChange(db, provider.name, await provider.changeSubscription(subscriptionId, { kind: 'resume' }), userId);
    }
    return;
  }
  const target = await activePrice(db, body.price_id);
  const action = actionFor(row, target);
  if (!action.allowed) throw refuse(MESSAGES.membership.institutionalLocked);
  if (action.kind === 'continue') throw refuse(MESSAGES.membership.samePlan);
  const reason = body.cancellation_reason?.trim();
  if (action.kind === 'downgrade' && !reason) throw fieldError('cancellation_reason', MESSAGES.membership.specifyReason);
  // A change asked for now replaces one waiting for the period's end.
  if (row.subscription.scheduleId !== null) await dropScheduledChange(db, provider, userId, row.subscription.scheduleId);
  if (action.kind === 'downgrade') {
    // The member paid for the higher plan until the period ends: the lower one starts then.
    if (row.subscription.cancelAt !== null) {
      await applyRequestedChange(db, provider.name, await provider.changeSubscription(subscriptionId, { kind: 'resume' }), userId);
    }
    const next = { providerPriceId: target.price.stripePriceId, interval: target.price.recurring, unitAmount: target.price.unitAmount };
    const { scheduleId } = await provider.scheduleChange(subscriptionId, next);
    await recordScheduledChange(db, provider.name, userId, {
      scheduleId,
      priceId: target.price.id,
      reason: reason!,
      effectiveAt: row.subscription.currentPeriodEnd,
    });
    return;
  }
  const change =
    action.kind === 'renew'
      ? { kind: 'resume' as const }
      : {
          kind: 'price' as const,
          providerPriceId: target.price.stripePriceId,
          interval: target.price.recurring,
          unitAmount: target.price.unitAmount,
        };
  await applyRequestedChange(db, provider.name, await provider.changeSubscription(subscriptionId, change), userId);
}

/** Drops the change waiting for the period's end, at the provider and on the member's row. */
async function dropScheduledChange(db: Database, provider: PaymentsProvider, userId: number, scheduleId: string) {
  await provider.releaseSchedule(scheduleId);
  await recordScheduledChange(db, provider.name, userId, null);
}

/** Cancels the running subscription, at the end of its period unless asked otherwise; a reason is required. */
export async function cancelSubscription(
  db: Database,
  provider: PaymentsProvider,
  userId: number,
  body: ChangeSubscriptionBody,
): Promise<void> {
  const reason = body.cancellation_reason?.trim();
  if (!reason) throw fieldError('cancellation_reason', MESSAGES.membership.specifyReason);
  const row = await readSubscriptionRow(db, userId);
  if (!running(row)) throw refuse(MESSAGES.membership.noSubscription);
  if (row.subscription.scheduleId !== null) await dropScheduledChange(db, provider, userId, row.subscription.scheduleId);
  const atPeriodEnd = body.cancel_at_period_end ?? true;
  const answer = await provider.changeSubscription(row.subscription.stripeSubscriptionId, { kind: 'cancel', reason, atPeriodEnd });
  await applyRequestedChange(db, provider.name, answer, userId);
  await db.update(userSubscriptions).set({ cancellationReason: reason }).where(eq(userSubscriptions.userId, userId));
}
