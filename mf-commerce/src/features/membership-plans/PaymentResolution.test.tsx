import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api, call } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { PATHS, type SubscriptionDetail, type SubscriptionPlanList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { StubShell, connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { CommerceRoutes } from '../../CommerceRoutes.tsx';
import { BillingCard } from './BillingCard.tsx';
import { openPaymentPage } from './paymentPage.ts';
import { priceFor } from './planDisplay.ts';

// jsdom cannot leave the app for the provider's page: the test follows the address itself, as the browser would.
vi.mock('./paymentPage.ts', () => ({ openPaymentPage: vi.fn() }));

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
/** Stripe's test card whose every payment waits for the cardholder to confirm it. */
const CONFIRMATION_CARD = '4000002760003184';

describe('resolving a membership payment', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    vi.mocked(openPaymentPage).mockClear();
    window.history.replaceState(null, '', '/');
  });

  it('shows a payment pending card confirmation with Resolve Now, which leads to the confirmation that clears it', async () => {
    await signInAs('aisha.bello@example.org', PASSWORD);
    const { data: plans } = await api.get<SubscriptionPlanList>(PATHS.subscriptionPlans);
    const explorer = plans.find((plan) => plan.subscription_tier === 1)!;
    const { data: checkout } = await call(commerceEndpoints.createSubscription, {
      body: { price_id: priceFor(explorer, 'year')!.id, discount_ids: [], associated_group_ids: [], success_url: '/', cancel_url: '/' },
    });
    const card = new URLSearchParams({ action: 'pay', number: CONFIRMATION_CARD, expiry: '12/39', cvc: '123' });
    expect((await fetch(checkout, { method: 'POST', body: card, redirect: 'manual' })).status).toBe(303);

    renderRoutes(<CommerceRoutes />, '/membership');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Explorer · Tier 1' }, SETTLES);
    const billing = heading.closest('.ant-card') as HTMLElement;
    expect(within(billing).getByText(MESSAGES.premium.paymentPending)).toBeInTheDocument();
    // Until the first payment is confirmed the membership has not started: no renewal, nothing to manage yet.
    expect(within(billing).queryByText(/^Renews on /)).not.toBeInTheDocument();
    expect(within(billing).queryByRole('button', { name: MESSAGES.membership.manageMembership })).not.toBeInTheDocument();

    await userEvent.click(within(billing).getByRole('button', { name: MESSAGES.membership.resolveNow }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledTimes(1), SETTLES);
    const confirmation = vi.mocked(openPaymentPage).mock.calls[0]![0];
    expect(new URL(confirmation).pathname).toMatch(/^\/checkout\/test\/confirm\/pi_test_[0-9a-f]{24}$/);
    const confirmed = await fetch(confirmation, { method: 'POST', body: new URLSearchParams({ action: 'confirm' }), redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    cleanup();

    renderRoutes(<CommerceRoutes />, '/membership');
    const running = (await screen.findByRole('heading', { level: 3, name: 'Explorer · Tier 1' }, SETTLES)).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(running).findByText(/^Renews on /, undefined, SETTLES)).toBeInTheDocument();
    expect(within(running).queryByText(MESSAGES.premium.paymentPending)).not.toBeInTheDocument();
    expect(within(running).getByRole('button', { name: MESSAGES.membership.manageMembership })).toBeInTheDocument();
  });

  it('marks a past-due membership with its badge and Resolve Now, and says so when the card cannot be verified', async () => {
    // A member whose plan has no provider subscription behind it: the provider has nothing to resolve, so Resolve Now is refused.
    await signInAs('admin@trellis.test', PASSWORD);
    const pastDue: SubscriptionDetail = {
      status: 'past_due',
      payment_status: 'past_due',
      plan: { id: 2, name: 'Explorer', subscription_tier: 1 },
      items: [{ price: { id: 3, unit_amount: 9000, recurring: { interval: 'year' }, metadata: { subscription_tier: 1 } } }],
      trial_end: null,
      current_period_end: '2026-12-01T00:00:00.000Z',
      cancel_at: null,
      canceled_at: null,
      cancellation_reason: null,
      discount: null,
      client_secret: null,
      stripe_publishable_key: null,
      is_institutional_membership: false,
      provider: 'builtin',
      scheduled_change: null,
    };
    render(
      <StubShell>
        <BillingCard detail={pastDue} onChanged={() => undefined} />
      </StubShell>,
    );
    const billing = screen.getByRole('heading', { level: 3, name: 'Explorer · Tier 1' }).closest('.ant-card') as HTMLElement;
    expect(within(billing).getByText(MESSAGES.membership.pastDue)).toBeInTheDocument();
    expect(within(billing).getByText('Your last payment failed.')).toBeInTheDocument();
    await userEvent.click(within(billing).getByRole('button', { name: MESSAGES.membership.resolveNow }));
    expect(await within(billing).findByText(MESSAGES.membership.couldNotVerifyCard, undefined, SETTLES)).toBeInTheDocument();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });
});
