import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api, call, reloadIdentity } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { PATHS, type SubscriptionPlan, type SubscriptionPlanList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { expectUnreachableApiMessage, renderRoutes } from '@trellis/test-kit/screens';
import { CommerceRoutes } from '../../CommerceRoutes.tsx';
import { changeSubscription } from './membershipCalls.ts';
import { formatDollars, planTitle, priceFor } from './planDisplay.ts';

const PASSWORD = 'Trellis!2026';

const renderAt = (path: string) => renderRoutes(<CommerceRoutes />, path);

async function seededPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await api.get<SubscriptionPlanList>(PATHS.subscriptionPlans);
  return data;
}

/** Buys a plan as the signed-in member through the built-in checkout, the way its page posts the card. */
async function subscribeWithTestCard(planName: string, interval: 'month' | 'year') {
  const plan = (await seededPlans()).find((candidate) => candidate.name === planName)!;
  const { data } = await call(commerceEndpoints.createSubscription, {
    body: { price_id: priceFor(plan, interval)!.id, discount_ids: [], associated_group_ids: [], success_url: '/', cancel_url: '/' },
  });
  const form = new URLSearchParams({ action: 'pay', number: '4242424242424242', expiry: '12/39', cvc: '123' });
  const paid = await fetch(data, { method: 'POST', body: form, redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`The test checkout answered ${paid.status}`);
}

async function findPlanCard(plan: SubscriptionPlan): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name: planTitle(plan) });
  return heading.closest('.ant-card') as HTMLElement;
}

describe('membership plans', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('shows every plan with its yearly price by default', async () => {
    const plans = await seededPlans();
    expect(plans.some((plan) => plan.subscription_tier > 0 && priceFor(plan, 'year'))).toBe(true);
    renderAt('/membership');

    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.membership.choosePlanHeading })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    for (const plan of plans) {
      const card = await findPlanCard(plan);
      const price = within(card).getByRole('group', { name: 'Price' });
      const yearly = priceFor(plan, 'year');
      if (plan.subscription_tier === 0) expect(price).toHaveTextContent(/^Free$/);
      else if (yearly) expect(within(price).getByText(formatDollars(yearly.price))).toBeInTheDocument();
      else expect(price).toHaveTextContent('Not offered yearly');
      for (const feature of plan.included_features) expect(within(card).getByText(feature)).toBeInTheDocument();
    }
  });

  it('shows monthly prices once Monthly is chosen', async () => {
    const plans = await seededPlans();
    const plan = plans.find((candidate) => {
      const [month, year] = [priceFor(candidate, 'month'), priceFor(candidate, 'year')];
      return candidate.subscription_tier > 0 && month && year && month.price !== year.price;
    });
    if (!plan) throw new Error('the demo data needs a paid plan with different monthly and yearly prices');
    const monthly = formatDollars(priceFor(plan, 'month')!.price);
    const yearly = formatDollars(priceFor(plan, 'year')!.price);
    renderAt('/pricing');

    const price = within(await findPlanCard(plan)).getByRole('group', { name: 'Price' });
    expect(price).toHaveTextContent(`${yearly}/ year`);
    await userEvent.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(price).toHaveTextContent(`${monthly}/ month`);
    expect(price).not.toHaveTextContent(yearly);
  });

  it('sends a visitor to sign in and come back to the plans', async () => {
    const plans = await seededPlans();
    const paid = plans.find((plan) => plan.subscription_tier > 0)!;
    renderAt('/membership');

    const card = await findPlanCard(paid);
    const action = within(card).getByRole('link', { name: 'Upgrade' });
    expect(action).toHaveAttribute('href', '/login?next=%2Fmembership');
    await userEvent.click(action);
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/membership');
  });

  it('offers a member the plans above their tier and the discounts they may declare', async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    const plans = await seededPlans();
    const higher = plans.find((plan) => plan.subscription_tier > identity.user_subscription.applied_membership_tier)!;
    renderAt('/membership');

    const card = await findPlanCard(higher);
    expect(within(card).getByRole('button', { name: `Upgrade to ${planTitle(higher)}` })).toBeEnabled();
    const student = await screen.findByRole('checkbox', { name: /I am eligible to Student discount/ });
    await userEvent.click(student);
    const yearly = priceFor(
      plans.find((plan) => plan.subscription_tier === 1)!,
      'year',
    )!.price;
    const explorer = await findPlanCard(plans.find((plan) => plan.subscription_tier === 1)!);
    expect(within(explorer).getByText(`${formatDollars(Math.round(yearly * 70) / 100)} with your 30% discount`)).toBeInTheDocument();
  });

  it('shows the billing card of a subscriber, cancels with a reason and renews', async () => {
    await signInAs('sofia.rossi@example.org', PASSWORD);
    await subscribeWithTestCard('Explorer', 'year');
    renderAt('/membership');

    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.membership.activeMembership })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.membership.otherPlans })).toBeInTheDocument();
    const billing = screen.getByRole('heading', { level: 3, name: 'Explorer · Tier 1' }).closest('.ant-card') as HTMLElement;
    expect(billing).toHaveTextContent('$90.00 / year');
    expect(billing).toHaveTextContent(/Renews on \w+ \d+, \d{4}/);

    await userEvent.click(within(billing).getByRole('button', { name: MESSAGES.membership.manageMembership }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.membership.cancelMembership });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.membership.cancelMembership }));
    expect(await within(dialog).findByText(MESSAGES.membership.specifyReason)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Taking a break this year');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.membership.cancelMembership }));
    expect(await screen.findByText(/^Your membership ends on \w+ \d+, \d{4}\.$/)).toBeInTheDocument();
    expect(await within(billing).findByText(/^Cancels on /)).toBeInTheDocument();

    await userEvent.click(within(billing).getByRole('button', { name: MESSAGES.membership.renew }));
    expect(await screen.findByText('Your membership is renewed.')).toBeInTheDocument();
    expect(await within(billing).findByText(/^Renews on /)).toBeInTheDocument();
  });

  it('keeps the higher plan after a downgrade until the period ends, says when it changes, and takes it back', async () => {
    await signInAs('hannah.schmidt@example.org', PASSWORD);
    await subscribeWithTestCard('Professional', 'year');
    // Read before the page is up: a read in between would leave the page's own reads landing while no test waits.
    const explorer = (await seededPlans()).find((plan) => plan.name === 'Explorer')!;
    renderAt('/membership');
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.membership.activeMembership })).toBeInTheDocument();

    await userEvent.click(within(await findPlanCard(explorer)).getByRole('button', { name: 'Downgrade to Explorer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Explorer' });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.membership.downgrade }));
    expect(await within(dialog).findByText(MESSAGES.membership.specifyReason)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Fewer circles this year');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.membership.downgrade }));
    expect(await screen.findByText(/^Your plan changes to Explorer on \w+ \d+, \d{4}\.$/)).toBeInTheDocument();

    const billing = screen.getByRole('heading', { level: 3, name: 'Professional · Tier 2' }).closest('.ant-card') as HTMLElement;
    const renewal = within(billing)
      .getByText(/^Renews on /)
      .textContent!.replace('Renews on ', '');
    expect(
      within(billing).getByText(`Changes to Explorer ($${priceFor(explorer, 'year')!.price.toFixed(2)} / year) on ${renewal}`),
    ).toBeInTheDocument();
    expect(within(billing).getByText('You keep Professional until then.')).toBeInTheDocument();

    await userEvent.click(within(billing).getByRole('button', { name: 'Keep Professional' }));
    expect(await screen.findByText('You keep the Professional plan.')).toBeInTheDocument();
    expect(within(billing).queryByText(/^Changes to Explorer/)).not.toBeInTheDocument();
    expect(within(billing).getByText(/^Renews on /)).toBeInTheDocument();
  });

  it('gives a Leader member a Membership Card button whose card image opens in a dialog, and nobody else', async () => {
    await signInAs('lucas.moreau@example.org', PASSWORD);
    await subscribeWithTestCard('Explorer', 'month');
    await reloadIdentity();
    renderAt('/membership');
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.membership.activeMembership })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.membership.membershipCard })).not.toBeInTheDocument();
    cleanup();

    await changeSubscription({
      price_id: priceFor(
        (await seededPlans()).find((plan) => plan.name === 'Leader')!,
        'month',
      )!.id,
    });
    await reloadIdentity();
    renderAt('/membership');
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.membership.membershipCard }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.membership.membershipCard });
    const image = await within(dialog).findByRole('img', { name: 'Your membership card' });
    expect(image.getAttribute('src')).toMatch(/\/api\/v1\/membership-card\/[A-Z0-9]{12}\/$/);
    const served = await fetch(image.getAttribute('src')!);
    expect(served.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await served.text()).toContain('Leader member');
    expect(within(dialog).getByRole('link', { name: 'Save the card' })).toHaveAttribute('href', image.getAttribute('src'));
  });

  it('says what went wrong when the plans cannot be fetched', async () => {
    await expectUnreachableApiMessage(() => renderAt('/membership'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/membership/unknown');
    expect(await screen.findByText(MESSAGES.notFound.subtitle)).toBeInTheDocument();
  });
});
