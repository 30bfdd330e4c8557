import { Alert, Button, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { Link } from '@trellis/ui/router';
import { useState } from 'react';
import { JOB_MESSAGES, type Job } from '@trellis/contracts';
import { EmptyState, InitialsAvatar, ListPagination } from '@trellis/ui';
import { useTalents } from './useJobs.ts';

/** Ranked lists show 12 a page. */
const TALENTS_PAGE = 12;
const EXTRA_INFO_FIELDS = [
  { name: 'uni_batch', label: 'Graduation year' },
  { name: 'department', label: 'Department' },
  { name: 'affiliation', label: 'Affiliation' },
] as const;

/** Find Talents: members ranked for the job, each with why, optionally only those of one batch, department or affiliation. */
export function JobTalents({ job }: { job: Job }) {
  const [page, setPage] = useState(1);
  const [extraInfo, setExtraInfo] = useState<Record<string, string>>({});
  const { data, error, isValidating } = useTalents(job.id, page, extraInfo);

  return (
    <Flex vertical gap={12}>
      <Form
        layout="inline"
        aria-label="Narrow the recommendations"
        onFinish={(values: Record<string, string | undefined>) => {
          setExtraInfo(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])));
          setPage(1);
        }}
      >
        {EXTRA_INFO_FIELDS.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            <Input maxLength={100} style={{ width: 150 }} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button htmlType="submit">Filter</Button>
        </Form.Item>
      </Form>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 0 || error.status >= 500 ? JOB_MESSAGES.recommendationsFailed : error.message}
        />
      ) : !data ? (
        <Skeleton active />
      ) : data.data.length === 0 ? (
        <EmptyState description={JOB_MESSAGES.noRecommendations} />
      ) : (
        <ol aria-label="Recommended members" aria-busy={isValidating} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.data.map((talent) => (
            <li key={talent.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex wrap gap={12} align="center">
                <InitialsAvatar name={talent.name} src={talent.image} />
                <Flex vertical gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Link to={`/profile/${talent.name_slug}`}>{talent.name}</Link>
                  <Typography.Text type="secondary">{[talent.title, talent.country].filter(Boolean).join(' · ')}</Typography.Text>
                  <Flex wrap gap={6} role="list" aria-label={`Why ${talent.name}`}>
                    {talent.reasons.map((reason) => (
                      <Tag key={reason} role="listitem" color="blue">
                        {reason}
                      </Tag>
                    ))}
                  </Flex>
                </Flex>
                <Typography.Text strong>{talent.score} points</Typography.Text>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      {data ? <ListPagination page={page} pageSize={TALENTS_PAGE} total={data.pagination.count} onChange={setPage} /> : null}
    </Flex>
  );
}
