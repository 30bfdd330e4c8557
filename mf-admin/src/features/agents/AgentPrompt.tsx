import { Alert, Button, Flex, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { call, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { MODERATION_MESSAGES, REVIEW_PROMPT_MAX_CHARS, type SystemAgentListing } from '@trellis/contracts';
import { moderationEndpoints } from '@trellis/contracts/endpoints';

type Outcome = { type: 'success' | 'error'; text: string };

/** What the prompt is for, as the engine in use makes of it. */
const engineWords = (agent: SystemAgentListing) =>
  agent.settings.engine === 'model'
    ? 'A model is configured: it reviews with this prompt, and the built-in rules decide whenever it fails, takes too long or answers out of shape.'
    : 'No model is configured, so the built-in rules decide; this prompt is used once a model is.';

function PromptHeading({ agent, id }: { agent: SystemAgentListing; id: string }) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong id={id}>
        Prompt
      </Typography.Text>
      {agent.prompt?.is_default ? <Tag>Default</Tag> : <Tag color="blue">Set by the platform operator</Tag>}
    </Flex>
  );
}

/** The prompt as an organization's administrators see it: to read, since the platform's operator sets it. */
function ReadOnlyPrompt({ agent }: { agent: SystemAgentListing }) {
  const headingId = `agent-${agent.id}-prompt`;
  return (
    <Flex vertical gap={4} role="group" aria-labelledby={headingId}>
      <PromptHeading agent={agent} id={headingId} />
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {agent.prompt?.text}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{engineWords(agent)} Only the platform operator changes this prompt.</Typography.Text>
    </Flex>
  );
}

/**
 * The prompt editor staff get: the words the agent gives the model for this organization, with a counter to the
 * limit, Save, and Restore default; what happened is said in words under it.
 */
function PromptEditor({
  agent,
  organizationId,
  onSaved,
}: {
  agent: SystemAgentListing;
  organizationId: number;
  onSaved: (saved: SystemAgentListing) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(agent.prompt?.text ?? '');
  const [busy, setBusy] = useState<'save' | 'restore' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldId = `agent-${agent.id}-prompt-field`;

  async function save(prompt: string | null) {
    setBusy(prompt === null ? 'restore' : 'save');
    setOutcome(null);
    setFieldError(null);
    try {
      const saved = await call(moderationEndpoints.updateSystemAgent, {
        params: { id: agent.id },
        body: { group_id: organizationId, prompt },
      });
      setDraft(saved.prompt?.text ?? '');
      await onSaved(saved);
      setOutcome({
        type: 'success',
        text: prompt === null ? MODERATION_MESSAGES.promptRestored(saved.name) : MODERATION_MESSAGES.promptSaved(saved.name),
      });
    } catch (failure) {
      const onField = fieldErrors(failure).prompt;
      if (onField) setFieldError(onField);
      else setOutcome({ type: 'error', text: formErrorMessage(failure, MODERATION_MESSAGES.promptFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void save(draft)} style={{ width: '100%' }}>
      {/* antd sets the character counter under the field, over any long text there, so the engine's words go above it. */}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {engineWords(agent)}
      </Typography.Paragraph>
      <Form.Item
        htmlFor={fieldId}
        label={`Prompt for ${agent.name}`}
        validateStatus={fieldError ? 'error' : undefined}
        help={fieldError ?? undefined}
        style={{ marginBottom: 32 }}
      >
        <Input.TextArea
          id={fieldId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setFieldError(null);
          }}
          rows={6}
          maxLength={REVIEW_PROMPT_MAX_CHARS}
          showCount
        />
      </Form.Item>
      <Flex gap={8} wrap align="center">
        {agent.prompt?.is_default ? <Tag>Default prompt</Tag> : <Tag color="blue">Changed prompt</Tag>}
        <Button type="primary" htmlType="submit" loading={busy === 'save'} disabled={busy !== null || draft === agent.prompt?.text}>
          Save
        </Button>
        <Button onClick={() => void save(null)} loading={busy === 'restore'} disabled={busy !== null || agent.prompt?.is_default}>
          Restore default
        </Button>
      </Flex>
      {outcome ? <Alert style={{ marginTop: 12 }} type={outcome.type} showIcon title={outcome.text} /> : null}
    </Form>
  );
}

/** A review agent's prompt: an editor for staff, the words to read for the organization's administrators. */
export function AgentPrompt({
  agent,
  organizationId,
  canEdit,
  onSaved,
}: {
  agent: SystemAgentListing;
  organizationId: number;
  canEdit: boolean;
  onSaved: (saved: SystemAgentListing) => Promise<unknown>;
}) {
  if (!agent.prompt) return null;
  return canEdit ? <PromptEditor agent={agent} organizationId={organizationId} onSaved={onSaved} /> : <ReadOnlyPrompt agent={agent} />;
}
