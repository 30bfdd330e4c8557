import { Flex, Typography } from '@trellis/ui/antd';
import { AskAnything } from '../../assistant/AskAnything.tsx';

/** The right panel's Ask Anything tab: the assistant, compact. */
export function AskAnythingPanel() {
  return (
    <Flex vertical gap={8} style={{ height: 'calc(100vh - 120px)' }} role="complementary" aria-label="Ask Anything">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        Ask Anything
      </Typography.Title>
      <AskAnything compact />
    </Flex>
  );
}
