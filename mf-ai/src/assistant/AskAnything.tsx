import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ASSISTANT } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { useSite } from '@trellis/platform/site';
import { Alert, Button, Flex, Modal, Spin, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { SendOutlined } from '@trellis/ui/icons';
import { AnswerView } from './AnswerView.tsx';
import { HEADLINES } from './headlines.ts';
import { useConversation } from './useConversation.ts';

/** Older questions load when the member scrolls within this many pixels of the top. */
const LOAD_OLDER_WITHIN_PX = 80;

/**
 * Ask Anything: the landing state with the site's suggested prompts, then the conversation, with a box to ask the
 * next question. Members whose plan lacks Ask Anything cannot ask: the page blocks with a notice, while the right
 * panel (`compact`) says so in place, so that the page beside it stays usable.
 */
export function AskAnything({ compact = false }: { compact?: boolean }) {
  const { identity } = useIdentity();
  const site = useSite((state) => state.config);
  const conversation = useConversation();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const lastKey = conversation.turns.at(-1)?.key;
  const noSubscription = (identity !== null && !identity.user_subscription.use_ama) || conversation.blocked;

  useEffect(() => {
    // A new question scrolls the conversation to its end; older pages loading above keep the member's place.
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  const send = (question: string) => {
    if (!question.trim() || conversation.busy) return;
    void conversation.ask(question);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  const headline = HEADLINES[site?.site.variant ?? 'general'];
  const prompts = site?.ama_user_default_prompts ?? [];
  const { history } = conversation;
  const landing = conversation.turns.length === 0;

  return (
    <Flex vertical gap={12} style={{ height: '100%', minHeight: compact ? 0 : 480 }}>
      <div
        ref={list}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < LOAD_OLDER_WITHIN_PX && !landing) void conversation.loadOlder();
        }}
      >
        {history.loading && (
          <Flex justify="center" style={{ padding: 8 }} role="status" aria-label="Loading earlier questions">
            <Spin size="small" />
          </Flex>
        )}
        {history.error && <Alert type="warning" showIcon title={history.error} />}
        {landing && !history.loading ? (
          <Flex vertical gap={12} style={{ paddingBlock: compact ? 8 : 24 }}>
            <Typography.Title level={compact ? 5 : 3} style={{ margin: 0 }}>
              {headline.title}
            </Typography.Title>
            <Typography.Text type="secondary">{headline.subtitle}</Typography.Text>
            {prompts.length > 0 && (
              <section aria-label="Suggested questions">
                <Flex vertical gap={8} align="stretch">
                  {prompts.map((prompt) => (
                    <Button
                      key={prompt}
                      onClick={() => send(prompt)}
                      disabled={noSubscription}
                      style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', paddingBlock: 8 }}
                    >
                      {prompt}
                    </Button>
                  ))}
                </Flex>
              </section>
            )}
          </Flex>
        ) : (
          <ol aria-label="Conversation" style={{ padding: 0, margin: 0, display: 'grid', gap: 24 }}>
            {conversation.turns.map((turn) => (
              <AnswerView
                key={turn.key}
                turn={turn}
                busy={conversation.busy}
                onAsk={send}
                onResend={(failed) => void conversation.resend(failed)}
                onRated={conversation.rated}
              />
            ))}
          </ol>
        )}
      </div>
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label="Ask a question"
          placeholder="Ask about careers, skills, circles or jobs"
          value={draft}
          maxLength={ASSISTANT.questionMaxChars}
          rows={2}
          disabled={noSubscription}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label="Send"
          onClick={() => send(draft)}
          loading={conversation.busy}
          disabled={noSubscription || !draft.trim()}
        />
      </Flex>
      {compact && noSubscription && (
        <Alert
          type="info"
          showIcon
          title={MESSAGES.assistant.noSubscription}
          action={
            <Button size="small" {...crossAreaLink('/membership')}>
              See plans
            </Button>
          }
        />
      )}
      <Modal
        open={noSubscription && !compact}
        title="Ask Anything"
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" {...crossAreaLink('/membership')}>
            See membership plans
          </Button>
        }
      >
        <Typography.Paragraph>{MESSAGES.assistant.noSubscription}</Typography.Paragraph>
      </Modal>
    </Flex>
  );
}
