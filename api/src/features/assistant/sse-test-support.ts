import { AssistantChat } from '@trellis/contracts';

/** The events of a server-sent event stream as a test received it whole, in order. */
export function eventsOf(body: string): { event: string | undefined; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }));
}

/** The chat a stream ended with, its answer's words streamed before it, and how many pieces they came in. */
export function answerOf(body: string) {
  const events = eventsOf(body);
  const last = events.at(-1);
  if (last?.event !== 'done') throw new Error(`The stream did not end with its chat: ${body.slice(0, 500)}`);
  const tokens = events.filter((event) => event.event === 'token').map((event) => (event.data as { text: string }).text);
  return { chat: AssistantChat.parse(last.data), streamed: tokens.join(''), pieces: tokens.length, first: events[0] };
}

export const textOf = (chat: AssistantChat) => chat.messages.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
export const itemsOf = (chat: AssistantChat) => chat.messages.flatMap((part) => (part.type === 'recommendations' ? part.items : []));
export const questionsOf = (chat: AssistantChat) =>
  chat.messages.flatMap((part) => (part.type === 'relevant_questions' ? part.questions : []));
