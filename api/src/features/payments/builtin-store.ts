import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/connection.ts';
import { builtinPaymentObjects } from '../../db/schema/index.ts';
import { newId, nowSeconds, type BuiltinCheckoutSession, type BuiltinKind } from './builtin-objects.ts';
import type { ProviderEvent } from './provider.ts';

/**
 * Where the built-in provider keeps its objects (one row each, by id and kind), and how it tells the server what
 * happened to them: each event signed with this run's webhook secret and delivered as Stripe delivers its own.
 */
export function builtinStore(db: Database, deliver: (payload: string, signature: string) => Promise<void>) {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;

  async function load<T>(id: string, kind: BuiltinKind): Promise<T | null> {
    const [row] = await db.select().from(builtinPaymentObjects).where(eq(builtinPaymentObjects.id, id));
    return row && row.kind === kind ? (row.data as T) : null;
  }
  async function save(id: string, kind: BuiltinKind, data: object) {
    const values = { id, kind, data: data as Record<string, unknown> };
    await db
      .insert(builtinPaymentObjects)
      .values(values)
      .onConflictDoUpdate({ target: builtinPaymentObjects.id, set: { data: values.data } });
  }
  async function emit(type: string, object: object, created = nowSeconds()) {
    const event: ProviderEvent = { id: newId('evt'), type, created, data: { object } };
    const payload = JSON.stringify({ ...event, object: 'event', livemode: false });
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }

  /**
   * Moves an open session to how it ended, only if it is still open: a payment, a cancel and the expiry may race, and
   * whichever comes first is the one that happened. Answers whether this call closed it.
   */
  async function closeOpen(closed: BuiltinCheckoutSession): Promise<boolean> {
    const rows = await db
      .update(builtinPaymentObjects)
      .set({ data: closed as unknown as Record<string, unknown> })
      .where(
        and(
          eq(builtinPaymentObjects.id, closed.id),
          eq(builtinPaymentObjects.kind, 'checkout.session'),
          sql`${builtinPaymentObjects.data}->>'status' = 'open'`,
        ),
      )
      .returning({ id: builtinPaymentObjects.id });
    return rows.length > 0;
  }

  function verifyEvent(payload: string, signature: string): ProviderEvent {
    return Stripe.webhooks.constructEvent(payload, signature, secret) as unknown as ProviderEvent;
  }

  return { load, save, emit, closeOpen, verifyEvent };
}

export type BuiltinStore = ReturnType<typeof builtinStore>;
