import { Button, Result } from '@trellis/ui/antd';
import { useSearchParams } from '@trellis/ui/router';
import { useEffect } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { reloadIdentity, useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';

type PaymentType = 'donation' | 'payment' | 'subscription';

function paymentType(value: string | null): PaymentType | null {
  return value === 'donation' || value === 'payment' || value === 'subscription' ? value : null;
}

/** A circle's address from the `group` query: its slug, or nothing when it is not one. */
function circlePath(group: string | null): string | null {
  return group && /^[\w-]{1,200}$/.test(group) ? `/circle/${group}` : null;
}

/**
 * /payment/success: where a checkout returns once paid. A subscription's tier and grants are read again at once,
 * so every area sees the new plan; a circle payment leads back to its circle.
 */
export function PaymentSuccessPage() {
  const [query] = useSearchParams();
  const type = paymentType(query.get('type'));
  const circle = type === 'payment' ? circlePath(query.get('group')) : null;
  const { identity } = useIdentity();

  useEffect(() => {
    if (type === 'subscription') void reloadIdentity().catch(() => undefined);
  }, [type]);

  const plan = identity?.user_subscription.tier_name;
  let subtitle = 'Thank you, your payment went through.';
  if (type === 'donation') subtitle = 'Thank you for your donation.';
  if (type === 'subscription' && plan) subtitle = `You are now on the ${plan} plan.`;

  return (
    <Result
      status="success"
      title={type === 'donation' ? MESSAGES.membership.donationComplete : MESSAGES.membership.paymentSuccess}
      subTitle={subtitle}
      extra={
        circle ? (
          <Button type="primary" {...crossAreaLink(circle)}>
            {MESSAGES.membership.goToCircle}
          </Button>
        ) : (
          <>
            <Button type="primary" {...crossAreaLink('/')}>
              {MESSAGES.membership.continue}
            </Button>
            {type === 'donation' ? <Button {...crossAreaLink('/payment/donations')}>See your donations</Button> : null}
          </>
        )
      }
    />
  );
}

/** /payment/cancel: the buyer left the checkout; nothing was charged. */
export function PaymentCancelPage() {
  const [query] = useSearchParams();
  const type = paymentType(query.get('type'));
  return (
    <Result
      status="warning"
      title={MESSAGES.membership.paymentCanceled}
      subTitle="Nothing was charged."
      extra={
        type === 'subscription' ? (
          <Button type="primary" {...crossAreaLink('/membership')}>
            Back to membership plans
          </Button>
        ) : (
          <Button type="primary" {...crossAreaLink('/')}>
            {MESSAGES.membership.continue}
          </Button>
        )
      }
    />
  );
}
