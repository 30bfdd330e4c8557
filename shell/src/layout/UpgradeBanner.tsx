import { Alert, Button } from '@trellis/ui/antd';
import { useState } from 'react';
import type { Identity } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { defaultMembershipPending } from '../guards/roles.ts';
import { goTo } from '../routing/navigation.ts';

const DISMISSED_KEY = 'trellis.upgrade-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Premium gating: when plans exist and the member is on tier 0 or their payment is pending. Only a member who can
 * act on it sees it: not before the e-mail is verified, nor while the organization has not accepted them. It says
 * which plan they are on, promises only what they lack, and once closed stays closed for the tab's session.
 */
export function shouldOfferUpgrade(identity: Identity | null, hasPlans: boolean): boolean {
  if (!hasPlans || !identity || !identity.is_verified || identity.is_trial_user || defaultMembershipPending(identity)) return false;
  const subscription = identity.user_subscription;
  return subscription.payment_status === 'pending' || subscription.applied_membership_tier === 0;
}

export function UpgradeBanner() {
  const hasPlans = useSite((state) => state.config?.has_subscription_plans ?? false);
  const identity = useSession((state) => state.identity);
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed || !shouldOfferUpgrade(identity, hasPlans)) return null;
  const subscription = identity!.user_subscription;
  const pending = subscription.payment_status === 'pending';
  const plan = subscription.tier_name || MESSAGES.membership.free;
  const offer = subscription.one_to_one_chat ? 'premium resources and more' : 'one-to-one chat, premium resources and more';

  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* storage refused: the banner stays closed until the page is reloaded */
    }
    setDismissed(true);
  }

  return (
    <Alert
      banner
      type={pending ? 'warning' : 'info'}
      title={pending ? MESSAGES.premium.paymentPending : `You are on the ${plan} plan. Upgrade your membership for ${offer}.`}
      closable={{ 'aria-label': 'Dismiss', onClose: dismiss }}
      action={
        <Button size="small" type="primary" onClick={() => goTo('/membership')}>
          {pending ? MESSAGES.premium.resolve : MESSAGES.membership.upgrade}
        </Button>
      }
    />
  );
}
