import { Alert, App, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Switch } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { useState, type ReactNode } from 'react';
import { call, formErrorMessage, useCall, useIdentity } from '@trellis/platform/api-client';
import { EmptyState } from '@trellis/ui';
import { MODERATION_MESSAGES, type SystemAgentListing } from '@trellis/contracts';
import { moderationEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useAdminOrganization } from '../../organization/useAdminOrganization.ts';
import { AgentPrompt } from './AgentPrompt.tsx';

const REVIEWS: Record<SystemAgentListing['entity'], string> = {
  group_member: 'Membership requests',
  use_case: 'Use cases',
  agent_flow: 'Members’ runs',
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function AgentCard({
  agent,
  busy,
  onSwitch,
  children,
}: {
  agent: SystemAgentListing;
  busy: boolean;
  onSwitch: (enabled: boolean) => void;
  /** What the card holds under the agent's name and switch: its prompt. */
  children?: ReactNode;
}) {
  const headingId = `agent-${agent.id}-name`;
  return (
    <li aria-labelledby={headingId} style={{ listStyle: 'none' }}>
      <Card>
        <Flex gap={16} justify="space-between" align="flex-start" wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title id={headingId} level={3} style={{ margin: 0 }}>
                {agent.name}
              </Typography.Title>
              <Tag>{REVIEWS[agent.entity]}</Tag>
            </Flex>
            <Typography.Paragraph style={{ margin: 0 }}>{agent.description}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {agent.last_run_at ? `Last reviewed something here ${when(agent.last_run_at)}.` : 'Has not reviewed anything here yet.'}
            </Typography.Text>
          </Flex>
          <Flex gap={8} align="center">
            <Switch
              aria-labelledby={headingId}
              checked={agent.enabled ?? true}
              loading={busy}
              onChange={onSwitch}
              checkedChildren="On"
              unCheckedChildren="Off"
            />
          </Flex>
        </Flex>
        {children ? <div style={{ marginTop: 16 }}>{children}</div> : null}
      </Card>
    </li>
  );
}

/**
 * /admin-dashboard/agents: the review agents of the organization, what each reads and recommends, when it last ran,
 * a switch for each, and the prompt each gives the model (staff change it, the organization's administrators read it). An agent switched off reviews no new request or use case of the organization and cannot be
 * rerun; its earlier recommendations stay where the members and use cases tables show them.
 */
export function AgentsPage() {
  const { message } = App.useApp();
  const { identity } = useIdentity();
  const { organization, error: organizationError } = useAdminOrganization();
  const [busy, setBusy] = useState<number | null>(null);
  const agents = useCall(moderationEndpoints.systemAgents, organization ? { query: { group_id: organization.id } } : null);
  const error = organizationError ?? agents.error;
  const reviewAgents = agents.data?.data.filter((agent) => agent.entity !== 'agent_flow');

  const replace = (saved: SystemAgentListing) =>
    agents.mutate(
      (now) => now && { data: now.data.map((entry) => (entry.id === saved.id && entry.entity === saved.entity ? saved : entry)) },
      { revalidate: false },
    );

  async function switchAgent(agent: SystemAgentListing, enabled: boolean) {
    if (!organization) return;
    setBusy(agent.id);
    try {
      const saved = await call(moderationEndpoints.updateSystemAgent, {
        params: { id: agent.id },
        body: { group_id: organization.id, enabled },
      });
      await replace(saved);
      message.success(MODERATION_MESSAGES.agentSwitched(saved.name, enabled));
    } catch (failure) {
      message.error(formErrorMessage(failure, MODERATION_MESSAGES.agentsFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-agents-heading">
      <Typography.Title id="admin-agents-heading" level={2}>
        Agents
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        The agents read each request and use case first and recommend a decision; an administrator always decides.
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 403 ? MESSAGES.groupMembership.noPermission : MODERATION_MESSAGES.agentsFailed}
          description={error.message}
        />
      ) : !reviewAgents ? (
        <Card role="status" aria-busy="true" aria-label="Loading the agents">
          <Skeleton active />
        </Card>
      ) : reviewAgents.length === 0 ? (
        <EmptyState description={MODERATION_MESSAGES.noAgents} />
      ) : (
        <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0 }}>
          {reviewAgents.map((agent) => (
            <AgentCard
              key={`${agent.entity}-${agent.id}`}
              agent={agent}
              busy={busy === agent.id}
              onSwitch={(enabled) => void switchAgent(agent, enabled)}
            >
              {organization ? (
                <AgentPrompt agent={agent} organizationId={organization.id} canEdit={identity?.is_staff ?? false} onSaved={replace} />
              ) : null}
            </AgentCard>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
