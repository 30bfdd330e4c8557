import { Button } from '@trellis/ui/antd';
import { useLocation } from '@trellis/ui/router';
import type { SubscriptionPlan } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { planAction } from './planDisplay.ts';

/** Id of the note that tells members why plan changes are not offered here yet. */
export const CHECKOUT_NOTE_ID = 'membership-checkout-note';

/**
 * The plan's action, labelled by comparing tiers. Visitors sign in first and come
 * back here; Continue leads home; Upgrade and Downgrade stay disabled until
 * checkout and the subscription details exist.
 */
export function PlanActionButton({ plan }: { plan: SubscriptionPlan }) {
  const signedIn = useSession(isSignedIn);
  const currentTier = useSession((state) => state.identity?.user_subscription.applied_membership_tier ?? 0);
  const { pathname } = useLocation();
  const label = planAction(signedIn ? currentTier : 0, plan.subscription_tier);

  if (!signedIn) {
    return (
      <Button type={label === MESSAGES.membership.continue ? 'default' : 'primary'} block {...crossAreaLink(loginUrl(pathname))}>
        {label}
      </Button>
    );
  }
  if (label === MESSAGES.membership.continue) {
    return (
      <Button block {...crossAreaLink('/')}>
        {label}
      </Button>
    );
  }
  return (
    <Button type="primary" block disabled aria-describedby={CHECKOUT_NOTE_ID}>
      {label}
    </Button>
  );
}
