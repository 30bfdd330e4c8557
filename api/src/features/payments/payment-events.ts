import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { checkoutSessions, memberships, paymentEvents, userSubscriptions } from '../../db/schema/index.ts';
import type { ProviderEvent, ProviderName } from './provider.ts';
import { readCheckoutSession, readSubscription } from './provider-objects.ts';
import { applySubscription, type StateChange, type Tx } from './subscription-state.ts';

/** A checkout is paid when it completes, or later for payment methods that settle after it. */
const COMPLETING = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

async function applyEvent(
  tx: Tx,
  provider: ProviderName,
  event: ProviderEvent,
): Promise<{ userId: number | null; change: StateChange | null }> {
  const object = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const snapshot = readSubscription(object);
    return snapshot ? applySubscription(tx, snapshot, event.created) : { userId: null, change: null };
  }
  if (COMPLETING.has(event.type) || event.type === 'checkout.session.expired') {
    const session = readCheckoutSession(object);
    const completing = event.type !== 'checkout.session.expired';
    if (!session || (completing && !session.paid)) return { userId: null, change: null };
    // Both providers report a checkout the buyer left as expired. It ran out of time when the report comes at or after
    // its lifetime's end; earlier, the buyer cancelled it (the built-in page's Cancel) or it was closed on purpose.
    const ranOut = session.expiresAt !== null && event.created >= session.expiresAt;
    const status = completing ? 'complete' : ranOut ? 'expired' : 'canceled';
    const [checkout] = await tx
      .update(checkoutSessions)
      .set({ status, completedAt: completing ? new Date() : null })
      .where(
        and(
          eq(checkoutSessions.provider, provider),
          eq(checkoutSessions.providerSessionId, session.id),
          eq(checkoutSessions.status, 'open'),
        ),
      )
      .returning({
        userId: checkoutSessions.userId,
        purpose: checkoutSessions.purpose,
        groupId: checkoutSessions.groupId,
        amountCents: checkoutSessions.amountCents,
      });
    if (!checkout) return { userId: null, change: null };
    if (session.customerId) {
      await tx.update(userSubscriptions).set({ customerId: session.customerId }).where(eq(userSubscriptions.userId, checkout.userId));
    }
    const change: StateChange = { checkout: session.id, status, subscription: session.subscriptionId };
    if (completing && checkout.purpose === 'circle_payment' && checkout.groupId !== null) {
      const confirmed = await tx
        .update(memberships)
        .set({ paymentStatus: 'confirmed' })
        .where(
          and(eq(memberships.userId, checkout.userId), eq(memberships.groupId, checkout.groupId), isNotNull(memberships.paymentStatus)),
        )
        .returning({ id: memberships.id });
      Object.assign(change, { group: checkout.groupId, payment_status: confirmed.length ? 'confirmed' : null });
    }
    if (completing && checkout.purpose === 'donation') {
      Object.assign(change, { donation_to: checkout.groupId, amount_cents: checkout.amountCents });
    }
    return { userId: checkout.userId, change };
  }
  return { userId: null, change: null };
}

/**
 * Applies a verified provider event once. The event is stored first under its id; a delivery of an id already
 * stored changes nothing, and the store and the change commit together, so a failure leaves the event to be
 * delivered again. Answers whether this delivery was the first.
 */
export async function receiveEvent(db: Database, provider: ProviderName, event: ProviderEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, eventCreated: event.created, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return false;
    const { userId, change } = await applyEvent(tx, provider, event);
    await tx.update(paymentEvents).set({ userId, change }).where(eq(paymentEvents.id, stored.id));
    return true;
  });
}

/**
 * Applies the subscription a provider answered to a change the member asked for, so the plan follows at once
 * instead of when the provider's event arrives; kept as an event of its own, stamped with the time of the request.
 */
export async function applyRequestedChange(db: Database, provider: ProviderName, subscription: unknown, userId: number): Promise<void> {
  const snapshot = readSubscription(subscription);
  if (!snapshot) throw new Error(`The ${provider} payment provider answered a change with something other than a subscription`);
  const created = Math.floor(Date.now() / 1000);
  await db.transaction(async (tx) => {
    const { change } = await applySubscription(tx, snapshot, created, userId);
    await tx.insert(paymentEvents).values({
      provider,
      eventId: `request_${randomUUID()}`,
      type: 'subscription.changed_on_request',
      eventCreated: created,
      userId,
      payload: { object: subscription },
      change,
    });
  });
}

/**
 * Keeps a change of plan the member asked for at the end of the period (or, with null, that it was taken back) on
 * their row and as an event of its own, so a provider event older than the request cannot undo it.
 */
export async function recordScheduledChange(
  db: Database,
  provider: ProviderName,
  userId: number,
  scheduled: { scheduleId: string; priceId: number; reason: string; effectiveAt: Date | null } | null,
): Promise<void> {
  const created = Math.floor(Date.now() / 1000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(userSubscriptions)
      .set({
        scheduleId: scheduled?.scheduleId ?? null,
        scheduledPriceId: scheduled?.priceId ?? null,
        lastEventCreated: sql`greatest(${userSubscriptions.lastEventCreated}, ${created})`,
      })
      .where(eq(userSubscriptions.userId, userId))
      .returning({ subscription: userSubscriptions.stripeSubscriptionId });
    const change: StateChange = scheduled
      ? {
          subscription: row?.subscription ?? null,
          schedule: scheduled.scheduleId,
          scheduled_price: scheduled.priceId,
          effective_at: scheduled.effectiveAt?.toISOString() ?? null,
          reason: scheduled.reason,
        }
      : { subscription: row?.subscription ?? null, schedule: null, scheduled_price: null };
    await tx.insert(paymentEvents).values({
      provider,
      eventId: `request_${randomUUID()}`,
      type: scheduled ? 'subscription.change_scheduled' : 'subscription.scheduled_change_dropped',
      eventCreated: created,
      userId,
      payload: { scheduled },
      change,
    });
  });
}
