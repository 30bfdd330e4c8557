import type { AssistantChat } from '@trellis/contracts';
import { ASSISTANT } from '@trellis/contracts/constants';
import { Alert, Button, Flex, Spin, Typography } from '@trellis/ui/antd';
import { RateAnswer } from './RateAnswer.tsx';
import { RecommendedItems } from './RecommendedItems.tsx';
import type { Turn } from './useConversation.ts';
import { useTyping } from './useTyping.ts';

const BUBBLE = {
  padding: '8px 12px',
  borderRadius: 12,
  maxWidth: '85%',
  whiteSpace: 'pre-wrap' as const,
  overflowWrap: 'anywhere' as const,
};

type Props = {
  turn: Turn;
  onAsk: (question: string) => void;
  onResend: (turn: Turn) => void;
  onRated: (chat: AssistantChat) => void;
  busy: boolean;
};

/** One question, typed out as the member sent it, and its answer: words, recommended items and questions to ask next. */
export function AnswerView({ turn, onAsk, onResend, onRated, busy }: Props) {
  const question = useTyping(turn.question, ASSISTANT.userTypingMs, turn.live);
  const words = turn.chat?.messages.find((part) => part.type === 'text')?.text ?? turn.streamed;
  const answer = useTyping(words, ASSISTANT.answerTypingMs, turn.live);
  const typed = answer.length >= words.length;
  const items = turn.chat?.messages.flatMap((part) => (part.type === 'recommendations' ? part.items : [])) ?? [];
  const questions = turn.chat?.messages.flatMap((part) => (part.type === 'relevant_questions' ? part.questions : [])) ?? [];

  return (
    <li style={{ listStyle: 'none' }}>
      <Flex vertical gap={12}>
        <Flex justify="flex-end">
          <Typography.Paragraph
            style={{ ...BUBBLE, margin: 0, background: 'var(--ant-color-primary-bg, #f0f5ff)' }}
            aria-label="Your question"
          >
            {question}
          </Typography.Paragraph>
        </Flex>
        {turn.error !== null ? (
          <Alert
            type="error"
            showIcon
            title={turn.error}
            action={
              <Button size="small" onClick={() => onResend(turn)} disabled={busy}>
                Resend
              </Button>
            }
          />
        ) : words === '' ? (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text type="secondary">Looking through the platform…</Typography.Text>
          </Flex>
        ) : (
          <Flex vertical gap={12} aria-label="Answer">
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer}</Typography.Paragraph>
            {turn.chat && typed && (
              <>
                {items.length > 0 && <RecommendedItems items={items} />}
                {questions.length > 0 && (
                  <section aria-label="Related questions">
                    <Typography.Text strong>You could also ask</Typography.Text>
                    <Flex vertical gap={4} align="flex-start" style={{ marginTop: 4 }}>
                      {questions.map((next) => (
                        <Button
                          key={next}
                          type="link"
                          style={{ paddingInline: 0, whiteSpace: 'normal', textAlign: 'start', height: 'auto' }}
                          disabled={busy}
                          onClick={() => onAsk(next)}
                        >
                          {next}
                        </Button>
                      ))}
                    </Flex>
                  </section>
                )}
                <RateAnswer chat={turn.chat} onRated={onRated} />
              </>
            )}
          </Flex>
        )}
      </Flex>
    </li>
  );
}
