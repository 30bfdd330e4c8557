import { Card, Typography } from '@trellis/ui/antd';
import { AskAnything } from '../../assistant/AskAnything.tsx';

/** /agent: Ask Anything on a page of its own. */
export function AgentPage() {
  return (
    <Card
      style={{ maxWidth: 880, marginInline: 'auto' }}
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          Ask Anything
        </Typography.Title>
      }
      styles={{ body: { height: 'calc(100vh - 220px)', minHeight: 480 } }}
    >
      <AskAnything />
    </Card>
  );
}
