import { Alert, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import type { SubscriptionDetail } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage } from '@trellis/platform/api-client';
import { ServerErrorAlert } from '@trellis/ui';
import { billedAmount, billingDate } from './billingDisplay.ts';
import { cancelSubscription, changeSubscription, customerPortal } from './membershipCalls.ts';
import { openPaymentPage } from './paymentPage.ts';
import { planTitle } from './planDisplay.ts';
import { ReasonModal } from './ReasonModal.tsx';

type Props = {
  detail: SubscriptionDetail;
  /** Called after a change went through, with the sentence the confirmation shows. */
  onChanged: (confirmation: string) => void;
};

/**
 * The running membership as billed: plan and tier, price per period, trial and Past Due badges, the renewal or
 * cancel date, the coupon, a downgrade waiting for the period's end (with Keep to take it back), and Manage Membership
 * (cancel with a reason) or Renew once cancelled. A payment pending or past due offers Resolve Now: a pending one
 * (a first payment waiting for card confirmation) opens the provider's card confirmation page, a past-due one its
 * portal (the built-in provider's page to pay what is overdue). While the first payment waits, the subscription has
 * not started: it shows no renewal date and cannot be managed yet.
 */
export function BillingCard({ detail, onChanged }: Props) {
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const item = detail.items[0];
  const plan = detail.plan;
  const percentOff = detail.discount?.coupon.percent_off ?? 0;
  const trialing = detail.status === 'trialing' && detail.trial_end !== null;
  const scheduled = detail.scheduled_change;
  const pending = detail.payment_status === 'pending';
  const currentTitle = plan ? planTitle(plan) : MESSAGES.membership.activeMembership;

  async function run(work: () => Promise<unknown>, confirmation: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged(confirmation);
    } catch (failure) {
      setError(formErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function resolvePayment() {
    setBusy(true);
    try {
      openPaymentPage(await customerPortal());
    } catch {
      setError(MESSAGES.membership.couldNotVerifyCard);
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="billing-card-title">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <Typography.Title id="billing-card-title" level={3} style={{ margin: 0 }}>
            {plan
              ? `${planTitle(plan)} · ${MESSAGES.membership.unnamedPlan(plan.subscription_tier)}`
              : MESSAGES.membership.activeMembership}
          </Typography.Title>
          <span>
            {trialing ? <Tag color="processing">Trial ends {billingDate(detail.trial_end!)}</Tag> : null}
            {detail.status === 'past_due' ? <Tag color="error">{MESSAGES.membership.pastDue}</Tag> : null}
          </span>
        </Flex>
        {detail.is_institutional_membership ? <Typography.Text>Your membership comes from your institution.</Typography.Text> : null}
        {item ? (
          <Typography.Text>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {billedAmount(item.price.unit_amount, percentOff)}
            </Typography.Text>{' '}
            / {item.price.recurring.interval}
          </Typography.Text>
        ) : null}
        {detail.discount ? (
          <Typography.Text type="secondary">
            Coupon {detail.discount.coupon.name}: {detail.discount.coupon.percent_off}% off
          </Typography.Text>
        ) : null}
        {pending ? null : detail.cancel_at ? (
          <Typography.Text>Cancels on {billingDate(detail.cancel_at)}</Typography.Text>
        ) : detail.current_period_end ? (
          <Typography.Text>Renews on {billingDate(detail.current_period_end)}</Typography.Text>
        ) : null}
        {scheduled ? (
          <Alert
            type="info"
            showIcon
            title={`Changes to ${planTitle(scheduled.plan)} (${billedAmount(scheduled.item.price.unit_amount, percentOff)} / ${scheduled.item.price.recurring.interval})${scheduled.effective_at ? ` on ${billingDate(scheduled.effective_at)}` : ' at the end of the period'}`}
            description={`You keep ${currentTitle} until then.`}
            action={
              <Button
                size="small"
                loading={busy}
                onClick={() => run(() => changeSubscription({ is_renew: true }), `You keep the ${currentTitle} plan.`)}
              >
                Keep {currentTitle}
              </Button>
            }
          />
        ) : null}
        {pending || detail.status === 'past_due' ? (
          <Alert
            type="warning"
            showIcon
            title={detail.status === 'past_due' ? 'Your last payment failed.' : MESSAGES.premium.paymentPending}
            action={
              <Button size="small" onClick={resolvePayment} loading={busy}>
                {MESSAGES.membership.resolveNow}
              </Button>
            }
          />
        ) : null}
        <ServerErrorAlert error={error} />
        <Flex gap={8} wrap>
          {pending ? null : detail.cancel_at ? (
            <Button
              type="primary"
              loading={busy}
              onClick={() => run(() => changeSubscription({ is_renew: true }), 'Your membership is renewed.')}
            >
              {MESSAGES.membership.renew}
            </Button>
          ) : (
            <Button onClick={() => setCancelling(true)}>{MESSAGES.membership.manageMembership}</Button>
          )}
          {/* The provider's portal (Stripe's cards and invoices, or the built-in checkout's test billing with its test
              clock), for a membership billed by the provider: one that comes from the institution alone has none. */}
          {detail.status ? (
            <Button onClick={resolvePayment} disabled={busy}>
              {detail.provider === 'stripe' ? 'Cards and invoices' : 'Test billing'}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <ReasonModal
        open={cancelling}
        title={MESSAGES.membership.cancelMembership}
        okText={MESSAGES.membership.cancelMembership}
        onClose={() => setCancelling(false)}
        onSubmit={async (reason) => {
          const after = await cancelSubscription(reason);
          setCancelling(false);
          onChanged(after.cancel_at ? `Your membership ends on ${billingDate(after.cancel_at)}.` : 'Your membership is cancelled.');
        }}
      />
    </Card>
  );
}
