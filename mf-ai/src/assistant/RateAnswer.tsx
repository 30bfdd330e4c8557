import { useState } from 'react';
import type { AssistantChat } from '@trellis/contracts';
import { ASSISTANT } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { bus } from '@trellis/platform/events';
import { formErrorMessage } from '@trellis/platform/api-client';
import { Button, Flex, Tooltip } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { DislikeOutlined, LikeOutlined } from '@trellis/ui/icons';
import { rateAnswer } from './assistantCalls.ts';

/** Thumbs up or down on an answer, with words the member may add; the words are sent only when there are some. */
export function RateAnswer({ chat, onRated }: { chat: AssistantChat; onRated: (chat: AssistantChat) => void }) {
  const [rating, setRating] = useState<1 | -1 | null>(null);
  const [feedback, setFeedback] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (value: 1 | -1, words: string) => {
    setSending(true);
    try {
      const answer = await rateAnswer(chat.id, value, words);
      bus.emit('toast', { kind: 'success', content: answer.detail });
      onRated(answer.chat);
      setRating(null);
    } catch (error) {
      bus.emit('toast', { kind: 'error', content: formErrorMessage(error, MESSAGES.assistant.couldNotRate) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={4} align="center">
        <Tooltip title="Helpful">
          <Button
            type={chat.rating === 1 || rating === 1 ? 'primary' : 'text'}
            aria-label="Helpful"
            aria-pressed={chat.rating === 1}
            icon={<LikeOutlined />}
            onClick={() => setRating(1)}
          />
        </Tooltip>
        <Tooltip title="Not helpful">
          <Button
            type={chat.rating === -1 || rating === -1 ? 'primary' : 'text'}
            aria-label="Not helpful"
            aria-pressed={chat.rating === -1}
            icon={<DislikeOutlined />}
            onClick={() => setRating(-1)}
          />
        </Tooltip>
      </Flex>
      {rating !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send(rating, feedback);
          }}
        >
          <Flex vertical gap={8}>
            <Input.TextArea
              aria-label="Tell us more (optional)"
              placeholder="Tell us more (optional)"
              value={feedback}
              maxLength={ASSISTANT.feedbackMaxChars}
              rows={3}
              onChange={(event) => setFeedback(event.target.value)}
            />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={sending}>
                Send rating
              </Button>
              <Button onClick={() => setRating(null)}>Cancel</Button>
            </Flex>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
