import { Alert, App, Button, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Segmented } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { Link } from '@trellis/ui/router';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import type { Applicant, ApplicationStatus, Job } from '@trellis/contracts';
import { EmptyState, InitialsAvatar, ListPagination } from '@trellis/ui';
import { decideApplicant } from './jobCalls.ts';
import { useApplicants } from './useJobs.ts';

/** The applicants list shows 12 a page. */
const APPLICANTS_PAGE = 12;
const FILTERS: { label: string; value: ApplicationStatus | 'all' }[] = [
  { label: 'All', value: 'all' },
  { label: 'Pending', value: 'pending' },
  { label: 'Accepted', value: 'accepted' },
  { label: 'Rejected', value: 'rejected' },
];
const STATUS_COLORS: Record<ApplicationStatus, string> = { pending: 'gold', accepted: 'green', rejected: 'red' };

/** A job's applicants for its administrators, by status, each one accepted or rejected in place. */
export function JobApplicants({ job, onDecided }: { job: Job; onDecided(): Promise<unknown> }) {
  const { message } = App.useApp();
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<number | null>(null);
  const { data, error, mutate, isValidating } = useApplicants(job.id, status, page);

  async function decide(applicant: Applicant, decision: 'accepted' | 'rejected') {
    setDeciding(applicant.id);
    try {
      message.success((await decideApplicant(job.id, { user_id: applicant.id, status: decision })).message);
      await Promise.all([mutate(), onDecided()]);
    } catch (failure) {
      message.error(formErrorMessage(failure, `Could not ${decision === 'accepted' ? 'accept' : 'reject'} member`));
    } finally {
      setDeciding(null);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Segmented
        aria-label="Application status"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <Skeleton active />
      ) : data.data.length === 0 ? (
        <EmptyState description={status === 'all' ? 'No one has applied yet.' : `There are no ${status} applicants.`} />
      ) : (
        <ul aria-label="Applicants" aria-busy={isValidating} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.data.map((applicant) => (
            <li key={applicant.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex wrap gap={12} align="center">
                <InitialsAvatar name={applicant.name} src={applicant.image} />
                <Flex vertical gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Link to={`/profile/${applicant.name_slug}`}>{applicant.name}</Link>
                  <Flex wrap gap={8} align="center">
                    <Tag color={STATUS_COLORS[applicant.status]}>{applicant.status}</Tag>
                    {applicant.institution_name ? <Typography.Text type="secondary">{applicant.institution_name}</Typography.Text> : null}
                    {applicant.reason ? <Typography.Text type="secondary">{applicant.reason}</Typography.Text> : null}
                    {applicant.resume ? (
                      <Typography.Link href={applicant.resume} download aria-label={`Resume of ${applicant.name}`}>
                        Resume
                      </Typography.Link>
                    ) : null}
                  </Flex>
                </Flex>
                <Flex gap={8}>
                  {applicant.status !== 'accepted' ? (
                    <Button type="primary" size="small" loading={deciding === applicant.id} onClick={() => decide(applicant, 'accepted')}>
                      Accept
                    </Button>
                  ) : null}
                  {applicant.status !== 'rejected' ? (
                    <Button danger size="small" disabled={deciding === applicant.id} onClick={() => decide(applicant, 'rejected')}>
                      Reject
                    </Button>
                  ) : null}
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {data ? <ListPagination page={page} pageSize={APPLICANTS_PAGE} total={data.pagination.count} onChange={setPage} /> : null}
    </Flex>
  );
}
