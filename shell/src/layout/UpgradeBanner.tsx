import { Alert, Button } from '@trellis/shared/antd';
import { MESSAGES } from '@trellis/shared/messages';
import { useSession } from '@trellis/shared/session';
import { useSite } from '@trellis/shared/site';
import { goTo } from '../routing/navigation.ts';

/** Premium gating: shown when plans exist and the member is on tier 0 or their payment is pending. */
export function UpgradeBanner() {
  const hasPlans = useSite((state) => state.config?.has_subscription_plans ?? false);
  const subscription = useSession((state) => state.identity?.user_subscription ?? null);
  if (!hasPlans || !subscription) return null;
  const pending = subscription.payment_status === 'pending';
  if (!pending && subscription.applied_membership_tier !== 0) return null;
  return (
    <Alert
      banner
      type={pending ? 'warning' : 'info'}
      title={pending ? MESSAGES.premium.paymentPending : 'Upgrade your membership for one-to-one chat, premium resources and more.'}
      action={
        <Button size="small" type="primary" onClick={() => goTo('/membership')}>
          {pending ? MESSAGES.premium.resolve : MESSAGES.membership.upgrade}
        </Button>
      }
    />
  );
}
