import { useState } from 'react';
import type { AgentRunEntry } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { ListPagination, saveFile } from '@trellis/ui';
import { Alert, Button, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { DownloadOutlined } from '@trellis/ui/icons';
import { useSearchParams } from '@trellis/ui/router';
import { StaffOnly } from './StaffOnly.tsx';

/** The log shows 30 runs a page, as the API reads it. */
const PAGE_SIZE = 30;

function RunCard({ run }: { run: AgentRunEntry }) {
  const answers = Object.entries(run.user_response);
  return (
    <Card size="small" title={`${run.agent_name}, step ${run.step_order} (${run.step_type.replaceAll('_', ' ')})`}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          {new Date(run.created_at).toLocaleString()} · run by {run.user?.name ?? 'a visitor'}
          {run.beneficiary && run.beneficiary.id !== run.user?.id ? ` for ${run.beneficiary.name}` : ''}
        </Typography.Text>
        {answers.length > 0 && (
          <Typography.Paragraph style={{ margin: 0 }}>
            <Typography.Text strong>Answers: </Typography.Text>
            {answers.map(([question, answer]) => `${question}: ${answer}`).join('; ')}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'Show all' }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {run.output}
        </Typography.Paragraph>
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Log">
          {run.log.map((line, index) => (
            <li key={index}>
              <Typography.Text type="secondary">{line}</Typography.Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

/** /agent-log: staff read every step run with the agent, newest first, and download the whole log. */
export function AgentLogPage() {
  return (
    <StaffOnly>
      <RunLog />
    </StaffOnly>
  );
}

function RunLog() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useCall(agentEndpoints.runs, { query: { page, page_size: PAGE_SIZE } });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await call(agentEndpoints.runsCsv, {}), 'agent-log.csv');
    } catch (failure) {
      setDownloadError(formErrorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Agent log
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={downloading}>
          Download CSV
        </Button>
      </Flex>
      {downloadError && <Alert type="error" showIcon title={downloadError} />}
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon title={formErrorMessage(error, MESSAGES.common.couldNotFetchItems)} />
      ) : !data?.data.length ? (
        <Typography.Text type="secondary">No agent has run yet.</Typography.Text>
      ) : (
        <>
          <ul aria-label="Agent runs" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {data.data.map((run) => (
              <li key={run.id}>
                <RunCard run={run} />
              </li>
            ))}
          </ul>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={data.pagination.count}
            onChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </Flex>
  );
}
