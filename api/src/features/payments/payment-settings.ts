import type { Env } from '../../env-schema.ts';

/**
 * Which payment provider serves checkouts. Without a Stripe account the built-in test checkout does, so every
 * flow works on a fresh install; it takes no real card and must not face real buyers.
 */
export type PaymentSettings =
  | { provider: 'builtin' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Stripe's API by default; another address serves a stand-in of it. */
      apiUrl: string | null;
    };

export function paymentSettingsFromEnv(
  env: Pick<
    Env,
    'TRELLIS_STRIPE_SECRET_KEY' | 'TRELLIS_STRIPE_PUBLISHABLE_KEY' | 'TRELLIS_STRIPE_WEBHOOK_SECRET' | 'TRELLIS_STRIPE_API_URL'
  >,
): PaymentSettings {
  const {
    TRELLIS_STRIPE_SECRET_KEY: secretKey,
    TRELLIS_STRIPE_PUBLISHABLE_KEY: publishableKey,
    TRELLIS_STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = env;
  // EnvSchema refuses a secret key without its partners, so all three are set or none is.
  if (!secretKey || !publishableKey || !webhookSecret) return { provider: 'builtin' };
  return { provider: 'stripe', secretKey, publishableKey, webhookSecret, apiUrl: env.TRELLIS_STRIPE_API_URL ?? null };
}
