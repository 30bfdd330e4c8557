import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { useIdentity } from '@trellis/platform/api-client';
import { Alert, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { CompassOutlined, MessageOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import { AgentCards } from './AgentCards.tsx';
import { AskAnythingPanel } from './AskAnythingPanel.tsx';
import { RightPanelPortal } from '../../right-panel/RightPanelPortal.tsx';

/** Ask Anything answers members: a visitor is asked to sign in or sign up first, in place of the conversation. */
function SignInToAsk() {
  return (
    <Alert
      type="info"
      showIcon
      title="Sign in to ask Anything."
      description="Not a member yet? Sign up, then ask your career questions here."
      action={
        <Flex vertical gap={8}>
          <Button size="small" type="primary" {...crossAreaLink(loginUrl('/careergps'))}>
            Sign in
          </Button>
          <Button size="small" {...crossAreaLink('/signup')}>
            Sign up
          </Button>
        </Flex>
      }
    />
  );
}

/**
 * /careergps: the CareerGPS portal, open to visitors, who run CareerGPS after registering on its first step. Its right
 * panel holds Ask Anything (from the lg breakpoint up); on narrower screens the page links to Ask Anything on its own
 * page instead. Only a member whose plan lacks Ask Anything is pointed at the plans that include it.
 */
export function CareerGpsPage() {
  const { signedIn, identity } = useIdentity();
  const withoutAskAnything = identity !== null && !identity.user_subscription.use_ama;
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
      {identity?.is_staff && (
        <Flex gap={8} wrap>
          <Link to="/agent-prompts">Agent prompts</Link>
          <Link to="/agent-log">Agent log</Link>
        </Flex>
      )}
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
          {signedIn ? (
            <RightPanelPortal
              fallback={
                <Button type="primary" icon={<MessageOutlined />} {...crossAreaLink('/agent')}>
                  Open Ask Anything
                </Button>
              }
            >
              <AskAnythingPanel />
            </RightPanelPortal>
          ) : (
            <SignInToAsk />
          )}
          {withoutAskAnything && (
            <Typography.Text type="secondary">
              Your plan does not include Ask Anything.{' '}
              <Typography.Link {...crossAreaLink('/membership')}>See the plans that include it</Typography.Link>
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
