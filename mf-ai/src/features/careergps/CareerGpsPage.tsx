import { crossAreaLink } from '@trellis/platform/navigation';
import { useIdentity } from '@trellis/platform/api-client';
import { Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { CompassOutlined, MessageOutlined } from '@trellis/ui/icons';
import { AgentCards } from './AgentCards.tsx';
import { AskAnythingPanel } from './AskAnythingPanel.tsx';
import { RightPanelPortal } from '../../right-panel/RightPanelPortal.tsx';

/**
 * /careergps: the CareerGPS portal. Its right panel holds Ask Anything (from the lg breakpoint up); on narrower
 * screens the page links to Ask Anything on its own page instead.
 */
export function CareerGpsPage() {
  const { identity } = useIdentity();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Flex align="center" gap={8}>
        <CompassOutlined aria-hidden style={{ fontSize: 24 }} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          CareerGPS
        </Typography.Title>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {identity ? `${identity.first_name}, where` : 'Where'} do you want your career to go next? Ask a question and get an answer built
        from this platform’s circles, events, jobs, resources and people, with the reason each one was chosen.
      </Typography.Paragraph>
      <section aria-labelledby="careergps-agents">
        <Typography.Title level={2} id="careergps-agents" style={{ fontSize: 20 }}>
          Start a CareerGPS run
        </Typography.Title>
        <AgentCards />
      </section>
      <Card>
        <Flex vertical gap={8} align="flex-start">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Ask Anything
          </Typography.Title>
          <Typography.Text>Career changes, skills to learn, circles to join, jobs to aim for: ask in your own words.</Typography.Text>
          <RightPanelPortal
            fallback={
              <Button type="primary" icon={<MessageOutlined />} {...crossAreaLink('/agent')}>
                Open Ask Anything
              </Button>
            }
          >
            <AskAnythingPanel />
          </RightPanelPortal>
          <Typography.Text type="secondary">
            Not a member yet? <Typography.Link {...crossAreaLink('/membership')}>See the plans that include Ask Anything</Typography.Link>
          </Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
}
