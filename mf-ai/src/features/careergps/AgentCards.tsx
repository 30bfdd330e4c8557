import { AGENT_TYPES, type Agent } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage, useCall } from '@trellis/platform/api-client';
import { Alert, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { Link, useSearchParams } from '@trellis/ui/router';

const ACCESS_NOTES: Record<Agent['access'], string | null> = {
  allowed: null,
  restricted: 'Sign up to use',
  limit_reached: 'Monthly limit reached',
  no_premium_subscription: 'Premium plan',
};

/** The agents a member can start from the portal (`?agent_type=` keeps one kind), each saying whether they may run it. */
export function AgentCards() {
  const [params] = useSearchParams();
  const agentType = AGENT_TYPES.find((type) => type === params.get('agent_type'));
  const query = agentType ? { agent_type: agentType } : {};
  const { data, error, isLoading } = useCall(agentEndpoints.list, { query });
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={formErrorMessage(error, MESSAGES.common.couldNotFetchItems)} />;
  if (!data?.data.length) return <Typography.Text type="secondary">No agents found</Typography.Text>;
  return (
    <ul
      aria-label="Agents"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {data.data.map((agent) => (
        <li key={agent.id}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex vertical gap={6}>
              <Flex gap={8} align="center" wrap>
                <Link to={`/careergps/${agent.slug}`}>
                  <Typography.Text strong>{agent.name}</Typography.Text>
                </Link>
                {agent.is_premium && <Tag color="gold">Premium</Tag>}
              </Flex>
              <Typography.Text type="secondary">{agent.description}</Typography.Text>
              {ACCESS_NOTES[agent.access] && <Typography.Text strong>{ACCESS_NOTES[agent.access]}</Typography.Text>}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
