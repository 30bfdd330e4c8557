import { type AnswerOf, type CallInput, type Endpoint } from '@trellis/contracts/endpoints';
import { checkAnswer } from './answerChecks.ts';
import { urlOf, type CallArgs } from './call.ts';
import { authorizedFetch } from './client.ts';
import { ApiError } from './errors.ts';

/** One server-sent event: its name (`message` when the server named none) and its data, read as JSON. */
export type StreamEvent = { event: string; data: unknown };

export type StreamOptions = {
  /** Each event before the last, as it arrives. */
  onEvent: (event: StreamEvent) => void;
  signal?: AbortSignal;
};

/** The events of a server-sent event stream, one per blank-line-ended block; a block cut off by the end is dropped. */
async function* eventsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        const line = buffered.slice(0, end).replace(/\r$/, '');
        buffered = buffered.slice(end + 1);
        if (line === '') {
          if (data.length > 0) yield { event, data: JSON.parse(data.join('\n')) as unknown };
          event = 'message';
          data = [];
        } else if (line.startsWith('event:')) {
          event = line.slice(6).trim();
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line[5] === ' ' ? 6 : 5));
        }
        end = buffered.indexOf('\n');
      }
    }
  } finally {
    // Reading stops at the answer or on a failure: the connection is let go either way.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Calls a declared `stream` endpoint: sends its body as JSON with the bearer token in a header (never in the
 * address), hands each server-sent event to `onEvent` as it arrives, and resolves with the data of the `done` event,
 * checked against the endpoint's answer. A refusal before the stream starts is an `ApiError` with the server's words;
 * a stream that ends without `done` is an `ApiError` with no answer.
 */
export async function stream<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  { onEvent, signal }: StreamOptions,
): Promise<AnswerOf<E>> {
  const { body } = input as { body?: unknown };
  const response = await authorizedFetch(urlOf(endpoint, ...([input] as unknown as CallArgs<E>)), {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.body) throw new ApiError(0, {});
  let answer: StreamEvent | undefined;
  try {
    for await (const event of eventsOf(response.body)) {
      if (event.event === 'done') {
        answer = event;
        break;
      }
      onEvent(event);
    }
  } catch (error) {
    // A connection cut mid-answer or a garbled event reads as no answer, as a call that got none.
    if (signal?.aborted) throw error;
    throw new ApiError(0, {});
  }
  if (!answer) throw new ApiError(0, {});
  await checkAnswer(endpoint, answer.data);
  return answer.data as AnswerOf<E>;
}
