import { Button, Tooltip } from '@trellis/ui/antd';
import { useLocation } from '@trellis/ui/router';
import { useState } from 'react';
import { planActionFor, type MembershipStanding, type SubscriptionPlan } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage } from '@trellis/platform/api-client';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { billingDate } from './billingDisplay.ts';
import { changeSubscription, startCheckout } from './membershipCalls.ts';
import { openPaymentPage } from './paymentPage.ts';
import { planTitle, priceFor, type BillingInterval } from './planDisplay.ts';
import { ReasonModal } from './ReasonModal.tsx';

type Props = {
  plan: SubscriptionPlan;
  interval: BillingInterval;
  /** Null for a visitor, who signs in first and comes back here. */
  standing: MembershipStanding | null;
  discountIds: number[];
  /** After a change of the running subscription, with the sentence the confirmation shows. */
  onChanged: (confirmation: string) => void;
  onError: (message: string) => void;
};

/**
 * The plan's action, derived by comparing tiers. Buying a plan goes to the checkout; a running subscription is
 * changed in place (a downgrade asks why); Continue leads home.
 */
export function PlanActionButton({ plan, interval, standing, discountIds, onChanged, onError }: Props) {
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingReason, setAskingReason] = useState(false);
  const action = planActionFor(standing ?? { tier: 0, interval: null, cancelled: false, institutional: false }, {
    tier: plan.subscription_tier,
    interval,
  });
  const price = priceFor(plan, interval);
  const primary = action.kind === 'continue' ? 'default' : 'primary';

  if (!standing) {
    return (
      <Button type={primary} block {...crossAreaLink(loginUrl(pathname))}>
        {action.label}
      </Button>
    );
  }
  if (action.kind === 'continue') {
    return (
      <Button block {...crossAreaLink('/')}>
        {action.label}
      </Button>
    );
  }
  if (!action.allowed || !price) {
    return (
      <Tooltip title={action.allowed ? 'Not offered for this billing period.' : MESSAGES.membership.institutionalLocked}>
        <Button type={primary} block disabled>
          {action.label}
        </Button>
      </Tooltip>
    );
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      onError(formErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const title = planTitle(plan);
  function act() {
    if (action.kind === 'downgrade') return setAskingReason(true);
    if (standing!.interval === null) {
      return run(async () => openPaymentPage(await startCheckout(price!.id, discountIds)));
    }
    return run(async () => {
      await changeSubscription({ price_id: price!.id });
      onChanged(action.kind === 'renew' ? 'Your membership is renewed.' : `You are now on the ${title} plan.`);
    });
  }

  return (
    <>
      <Button type={primary} block loading={busy} onClick={act} aria-label={`${action.label} to ${title}`}>
        {action.label}
      </Button>
      <ReasonModal
        open={askingReason}
        title={`${MESSAGES.membership.downgrade} to ${title}`}
        okText={MESSAGES.membership.downgrade}
        onClose={() => setAskingReason(false)}
        onSubmit={async (reason) => {
          const after = await changeSubscription({ price_id: price.id, cancellation_reason: reason });
          setAskingReason(false);
          const from = after.scheduled_change?.effective_at;
          onChanged(from ? `Your plan changes to ${title} on ${billingDate(from)}.` : `You are now on the ${title} plan.`);
        }}
      />
    </>
  );
}
