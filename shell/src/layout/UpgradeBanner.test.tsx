import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Identity } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { AppProviders } from '@trellis/ui';
import { appConfig, identity } from '../testing/fixtures.ts';
import { UpgradeBanner, shouldOfferUpgrade } from './UpgradeBanner.tsx';

const who = (change: (member: Identity) => void = () => {}) => {
  const member = identity();
  change(member);
  return member;
};

describe('the upgrade banner', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('is offered on tier 0 or with a payment pending, only where plans exist', () => {
    expect(shouldOfferUpgrade(who(), true)).toBe(true);
    expect(shouldOfferUpgrade(who(), false)).toBe(false);
    expect(
      shouldOfferUpgrade(
        who((member) => void (member.user_subscription.applied_membership_tier = 2)),
        true,
      ),
    ).toBe(false);
    const pendingPayment = who((member) => {
      member.user_subscription.applied_membership_tier = 2;
      member.user_subscription.payment_status = 'pending';
    });
    expect(shouldOfferUpgrade(pendingPayment, true)).toBe(true);
  });

  it('is not offered before the e-mail is verified, to a trial user, or while the organization has not accepted the member', () => {
    expect(
      shouldOfferUpgrade(
        who((member) => void (member.is_verified = false)),
        true,
      ),
    ).toBe(false);
    expect(
      shouldOfferUpgrade(
        who((member) => void (member.is_trial_user = true)),
        true,
      ),
    ).toBe(false);
    expect(
      shouldOfferUpgrade(
        who((member) => void (member.switchable_orgs[0]!.membership_status = 'pending')),
        true,
      ),
    ).toBe(false);
    expect(shouldOfferUpgrade(null, true)).toBe(false);
  });

  it('names the plan, promises only what the member lacks, and stays closed for the session once dismissed', async () => {
    useSite.setState({ config: appConfig({ has_subscription_plans: true }) });
    useSession.setState({ identity: who((member) => void (member.user_subscription.one_to_one_chat = true)) });
    const { unmount } = render(
      <AppProviders>
        <UpgradeBanner />
      </AppProviders>,
    );
    const banner = await screen.findByText(/You are on the Free plan\./);
    expect(banner).toHaveTextContent('You are on the Free plan. Upgrade your membership for premium resources and more.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/You are on the Free plan\./)).not.toBeInTheDocument();
    unmount();
    render(
      <AppProviders>
        <UpgradeBanner />
      </AppProviders>,
    );
    expect(screen.queryByText(/You are on the Free plan\./)).not.toBeInTheDocument();
  });
});
