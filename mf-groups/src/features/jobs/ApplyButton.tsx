import { App, Button, Flex } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { useLocation, useNavigate } from '@trellis/ui/router';
import { formErrorMessage } from '@trellis/platform/api-client';
import { JOB_MESSAGES, type Job } from '@trellis/contracts';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { applyToJob, unapplyFromJob } from './jobCalls.ts';
import { isExpired } from './jobFacts.ts';

export type ApplyButtonProps = { job: Job; onChanged(): Promise<unknown> };

/**
 * Apply after a confirmation, only on a published job before its close date; a visitor goes to login and comes
 * back. A pending application can be withdrawn (Unapply); a decided one shows the decision.
 */
export function ApplyButton({ job, onChanged }: ApplyButtonProps) {
  const { message, modal } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<{ message: string }>, failure: string) {
    setBusy(true);
    try {
      message.success((await call()).message);
      await onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, error instanceof Error ? error.message : failure));
    } finally {
      setBusy(false);
    }
  }

  if (job.status === 'accepted') return <Tag color="green">Application accepted</Tag>;
  if (job.status === 'rejected') return <Tag color="red">Application not accepted</Tag>;
  if (job.status === 'pending') {
    return (
      <Flex wrap gap={8} align="center">
        <Button disabled>Applied</Button>
        <Button loading={busy} onClick={() => run(() => unapplyFromJob(job.id), JOB_MESSAGES.applyFailed)}>
          Unapply
        </Button>
      </Flex>
    );
  }
  if (job.job_status !== 'approved') return null;
  if (isExpired(job)) return <Tag>Applications closed</Tag>;

  function startApplying() {
    if (!signedIn) {
      navigate(`/login?${new URLSearchParams({ next: pathname })}`);
      return;
    }
    modal.confirm({
      title: `Apply to ${job.title}?`,
      content: `${job.group.name} will see your profile and can accept or reject your application.`,
      okText: 'Apply',
      onOk: () => run(() => applyToJob(job.id), JOB_MESSAGES.applyFailed),
    });
  }
  return (
    <Button type="primary" loading={busy} onClick={startApplying}>
      Apply
    </Button>
  );
}
