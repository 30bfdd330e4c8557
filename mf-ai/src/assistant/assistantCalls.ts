import type { AssistantChat, AssistantHistory } from '@trellis/contracts';
import { assistantEndpoints } from '@trellis/contracts/endpoints';
import { ASSISTANT } from '@trellis/contracts/constants';
import { call, stream, type StreamEvent } from '@trellis/platform/api-client';

/** Asks a question; `onStart` gets the stored chat's id, `onWords` each piece of the answer as it streams in. */
export function askQuestion(
  question: string,
  parentChat: number | null,
  handlers: { onStart: (chatId: number) => void; onWords: (words: string) => void },
): Promise<AssistantChat> {
  return stream(
    assistantEndpoints.ask,
    { body: { question, parent_chat: parentChat } },
    {
      onEvent({ event, data }: StreamEvent) {
        if (event === 'chat' && data && typeof data === 'object' && 'id' in data && typeof data.id === 'number') handlers.onStart(data.id);
        if (event === 'token' && data && typeof data === 'object' && 'text' in data && typeof data.text === 'string')
          handlers.onWords(data.text);
      },
    },
  );
}

export function loadHistory(page: number): Promise<AssistantHistory> {
  return call(assistantEndpoints.history, { query: { page, page_size: ASSISTANT.historyPageSize } });
}

export function rateAnswer(chat: number, rating: 1 | -1, feedback: string) {
  const words = feedback.trim();
  // Feedback travels only when the member wrote some.
  return call(assistantEndpoints.rate, { body: { chat, rating, ...(words ? { feedback: words } : {}) } });
}
