import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { builtinProvider, type BuiltinProvider } from './builtin-provider.ts';
import type { PaymentSettings } from './payment-settings.ts';
import { receiveEvent } from './payment-events.ts';
import type { PaymentsProvider } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export type Payments = {
  provider: PaymentsProvider;
  /** The built-in checkout, whose pages this server serves; null when Stripe takes payments. */
  builtin: BuiltinProvider | null;
  /**
   * Handles one signed delivery of a provider event, as the webhook receives it: refused unless its signature
   * matches, applied once per event id. Answers whether this delivery was the first of its event.
   */
  deliver(payload: string, signature: string): Promise<boolean>;
};

export function createPayments(db: Database, settings: PaymentSettings): Payments {
  // The built-in provider delivers its events to `deliver`, which verifies them with that same provider.
  const builtin =
    settings.provider === 'builtin' ? builtinProvider(db, async (payload, signature) => void (await deliver(payload, signature))) : null;
  const provider: PaymentsProvider = settings.provider === 'stripe' ? stripeProvider(settings) : builtin!;
  async function deliver(payload: string, signature: string): Promise<boolean> {
    let event;
    try {
      event = provider.verifyEvent(payload, signature);
    } catch {
      throw new HttpError(400, { detail: MESSAGES.membership.badSignature });
    }
    return receiveEvent(db, provider.name, event);
  }
  return { provider, builtin, deliver };
}
