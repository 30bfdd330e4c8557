import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS, type SubscriptionPlan, type SubscriptionPlanList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { expectUnreachableApiMessage, renderRoutes } from '@trellis/test-kit/screens';
import { CommerceRoutes } from '../../CommerceRoutes.tsx';
import { formatDollars, planTitle, priceFor } from './planDisplay.ts';

const PASSWORD = 'Trellis!2026';

const renderAt = (path: string) => renderRoutes(<CommerceRoutes />, path);

async function seededPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await api.get<SubscriptionPlanList>(PATHS.subscriptionPlans);
  return data;
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

  it('keeps plan changes disabled for a member and says why', async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    const plans = await seededPlans();
    const higher = plans.find((plan) => plan.subscription_tier > identity.user_subscription.applied_membership_tier);
    if (!higher) throw new Error('the demo member should have a higher tier to upgrade to');
    renderAt('/membership');

    const card = await findPlanCard(higher);
    const upgrade = within(card).getByRole('button', { name: 'Upgrade' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription('Changing plans online is not available yet.');
  });

  it('says what went wrong when the plans cannot be fetched', async () => {
    await expectUnreachableApiMessage(() => renderAt('/membership'));
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/membership/unknown');
    expect(await screen.findByText(MESSAGES.notFound.subtitle)).toBeInTheDocument();
  });
});
