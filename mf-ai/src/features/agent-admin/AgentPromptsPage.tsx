import { useState } from 'react';
import { AGENT_PROMPT_MAX_CHARS, type AgentPromptEntry } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call, fieldErrors, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { Alert, App, Button, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { StaffOnly } from './StaffOnly.tsx';

function PromptCard({ prompt, onSaved }: { prompt: AgentPromptEntry; onSaved: (saved: AgentPromptEntry) => void }) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState(prompt.content);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `${prompt.agent_name}, step ${prompt.step_order}: ${prompt.step_header}`;
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await call(agentEndpoints.updatePrompt, { params: { id: prompt.id }, body: { content: draft } }));
      message.success('Instructions saved');
    } catch (failure) {
      setError(fieldErrors(failure).content ?? formErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={label}>
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label={`Instructions for ${label}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={8}
          maxLength={AGENT_PROMPT_MAX_CHARS}
          showCount
        />
        {error && <Alert type="error" showIcon title={error} />}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">Changed {new Date(prompt.updated_at).toLocaleString()}</Typography.Text>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={draft === prompt.content}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** /agent-prompts: staff configure the instructions each agent step that writes with the agent follows. */
export function AgentPromptsPage() {
  return (
    <StaffOnly>
      <PromptList />
    </StaffOnly>
  );
}

function PromptList() {
  const { data, error, isLoading, mutate } = useCall(agentEndpoints.prompts, {});
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Agent prompts
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        What each agent step is told before it writes. The next run of the step follows what is saved here.
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Alert type="error" showIcon title={formErrorMessage(error, MESSAGES.common.couldNotFetchItems)} />
      ) : !data?.data.length ? (
        <Typography.Text type="secondary">No agent step has instructions yet.</Typography.Text>
      ) : (
        data.data.map((prompt) => (
          <PromptCard
            key={prompt.id}
            prompt={prompt}
            onSaved={(saved) => void mutate({ data: data.data.map((entry) => (entry.id === saved.id ? saved : entry)) }, false)}
          />
        ))
      )}
    </Flex>
  );
}
