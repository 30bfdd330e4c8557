import { Alert, App, Button, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import type { Submission, SubmissionDecision } from '@trellis/contracts';
import { adminEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';

const M = MESSAGES.admin;

/** /admin-dashboard/submissions (staff): what members added to the shared lists, approved or rejected one by one. */
export function SubmissionsPage() {
  const { message } = App.useApp();
  const { data, error, mutate } = useCall(adminEndpoints.submissions);
  const [deciding, setDeciding] = useState<string | null>(null);

  async function decide(entry: Submission, decision: SubmissionDecision['decision']) {
    setDeciding(`${entry.kind}-${entry.id}`);
    try {
      await call(adminEndpoints.decide, { params: { kind: entry.kind, id: entry.id }, body: { decision } });
      message.success(decision === 'approve' ? M.approved(entry.name) : M.rejected(entry.name));
      await mutate();
    } catch (failure) {
      message.error(formErrorMessage(failure, MESSAGES.common.couldNotCompleteRequest));
    } finally {
      setDeciding(null);
    }
  }

  const body = (() => {
    if (error) return <Alert type="error" showIcon title={M.submissionsFailed} description={error.message} />;
    if (!data) return <Skeleton active />;
    if (data.data.length === 0) return <Typography.Text type="secondary">{M.noSubmissions}</Typography.Text>;
    // A plain list: one row per entry, its buttons wrapping under the name on a phone.
    return (
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.data.map((entry) => {
          const key = `${entry.kind}-${entry.id}`;
          return (
            <Flex key={key} component="li" aria-label={entry.name} gap={12} justify="space-between" align="center" wrap>
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{entry.name}</Typography.Text>
                  <Tag>{M.submissionKinds[entry.type] ?? entry.type}</Tag>
                </Flex>
                <Typography.Text type="secondary">{`${entry.author.first_name} ${entry.author.last_name} (${entry.author.email})`}</Typography.Text>
              </Flex>
              <Flex gap={8}>
                <Button
                  type="primary"
                  loading={deciding === key}
                  disabled={deciding !== null}
                  onClick={() => void decide(entry, 'approve')}
                >
                  {M.approve}
                </Button>
                <Button danger disabled={deciding !== null} onClick={() => void decide(entry, 'reject')}>
                  {M.reject}
                </Button>
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    );
  })();

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-submissions-heading">
      <Typography.Title id="admin-submissions-heading" level={2}>
        {M.submissionsHeading}
      </Typography.Title>
      <Typography.Paragraph>{M.submissionsIntro}</Typography.Paragraph>
      <Card>{body}</Card>
    </Flex>
  );
}
