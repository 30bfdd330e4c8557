import { useState } from 'react';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { bus } from '@trellis/platform/events';
import { call, formErrorMessage, useCall, useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { saveFile } from '@trellis/ui';
import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from '@trellis/ui/antd';
import { Rate, Input } from '@trellis/ui/antd/fields';
import { useParams } from '@trellis/ui/router';

/**
 * /careergps-report/{slug}: a CareerGPS report. Its owner downloads it as a PDF, copies its address to share it and
 * rates it; a visitor who was sent the address is invited to try CareerGPS.
 */
export function ReportPage() {
  const { slug = '' } = useParams();
  const { signedIn } = useIdentity();
  const { data: report, error, isLoading, mutate } = useCall(agentEndpoints.report, { params: { slug } });
  const [stars, setStars] = useState(0);
  const [words, setWords] = useState('');
  const [busy, setBusy] = useState(false);

  if (isLoading) return <Skeleton active />;
  if (error || !report) {
    return error?.status === 404 ? (
      <Result status="404" title={MESSAGES.agents.noReport} extra={<Button {...crossAreaLink('/careergps')}>Go to CareerGPS</Button>} />
    ) : (
      <Alert type="error" showIcon title={formErrorMessage(error, MESSAGES.common.couldNotFetchItem)} />
    );
  }

  const download = async () => {
    try {
      saveFile(await call(agentEndpoints.reportPdf, { params: { slug } }), `${slug}.pdf`);
    } catch (failure) {
      bus.emit('toast', { kind: 'error', content: formErrorMessage(failure) });
    }
  };
  const share = async () => {
    await navigator.clipboard.writeText(window.location.href);
    bus.emit('toast', { kind: 'success', content: 'Link copied' });
  };
  const rate = async () => {
    setBusy(true);
    try {
      const answer = await call(agentEndpoints.feedback, {
        body: { response_id: report.id, rating: stars, ...(words.trim() ? { feedback: words.trim() } : {}) },
      });
      bus.emit('toast', { kind: 'success', content: answer.detail });
      await mutate(answer.report, { revalidate: false });
    } catch (failure) {
      bus.emit('toast', { kind: 'error', content: formErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {report.agent_name} report
        </Typography.Title>
        {report.is_owner && (
          <Flex gap={8}>
            <Button type="primary" onClick={() => void download()}>
              Download PDF
            </Button>
            <Button onClick={() => void share()}>Share</Button>
          </Flex>
        )}
      </Flex>
      <Typography.Text type="secondary">
        {report.user ? `For ${report.user.name}, ` : ''}
        {new Date(report.created_at).toLocaleDateString()}
      </Typography.Text>
      <Card>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{report.output_data.message}</Typography.Paragraph>
      </Card>
      {report.is_owner && (
        <Card title="How useful was this report?" size="small">
          <Flex vertical gap={8} align="flex-start">
            <Rate value={stars || report.rating || 0} onChange={setStars} aria-label="Rating" />
            <Input.TextArea
              aria-label="Feedback"
              placeholder="Tell us more (optional)"
              rows={3}
              maxLength={2000}
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
            <Button onClick={() => void rate()} disabled={stars === 0} loading={busy}>
              Send feedback
            </Button>
          </Flex>
        </Card>
      )}
      {!signedIn && (
        <Card>
          <Flex vertical gap={8} align="flex-start">
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              Try CareerGPS
            </Typography.Title>
            <Typography.Text>
              Answer a few questions and get a career report of your own, built from this platform’s circles, jobs and people.
            </Typography.Text>
            <Button type="primary" {...crossAreaLink('/careergps/careergps')}>
              Try CareerGPS
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
