import type { AnswerEngine, Grounding } from './engine.ts';
import { EngineFailure } from './engine.ts';
import { sseData } from './server-sent-events.ts';

/** An OpenAI-compatible chat-completions server: a hosted one, or Ollama, vLLM or llama.cpp on the operator's machine. */
export type ModelSettings = {
  /** Up to the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** How long a whole answer may take, from the request to its last word. */
  timeoutMs: number;
};

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The prompt: the platform's items as the only ground the model may stand on, then the conversation. */
export function promptOf({ brand, firstName, items, earlier, question, instructions }: Grounding): ChatMessage[] {
  const listed = items.map(
    (item) => `- [${item.type}] ${item.name}${item.detail ? ` (${item.detail})` : ''}: ${item.summary.slice(0, 200)}`,
  );
  const system = [
    `You are the career assistant of ${brand}, talking with ${firstName || 'a member'}.`,
    `Answer using only the ${brand} items listed below. When you recommend an item, write its name exactly as listed;`,
    'never name an item, course, job or person that is not listed. If none of them fits, say so plainly.',
    'Keep the answer under 200 words, in plain text.',
    // The operator's instructions shape the answer; the rules above about listed items still hold.
    ...(instructions ? ['', `Instructions from the ${brand} team for this answer:`, instructions] : []),
    '',
    listed.length > 0 ? `Items on ${brand}:\n${listed.join('\n')}` : `No item on ${brand} matches this question.`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...earlier.flatMap((exchange): ChatMessage[] => [
      { role: 'user', content: exchange.question },
      { role: 'assistant', content: exchange.answer },
    ]),
    { role: 'user', content: question },
  ];
}

/** The text of one streamed chat-completions chunk, if it carries any, and whether it is the answer's last. */
function chunkOf(data: string): { piece: string | null; last: boolean } {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] };
    const choice = chunk.choices?.[0];
    const content = choice?.delta?.content;
    return { piece: typeof content === 'string' && content.length > 0 ? content : null, last: typeof choice?.finish_reason === 'string' };
  } catch {
    return { piece: null, last: false };
  }
}

/**
 * The words of a chat-completions answer to `messages`, streamed (`stream: true`) as they come. The time-out covers the
 * whole answer, and every way it can go wrong (no answer, an error status, a stream cut before its finish, the
 * time-out) ends in an `EngineFailure`. A caller that stops reading early cancels the answer's stream.
 */
export async function* chatCompletion(
  settings: ModelSettings,
  messages: ChatMessage[],
  { maxTokens }: { maxTokens?: number } = {},
): AsyncGenerator<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const failure = (detail: string) =>
    timeout.aborted
      ? new EngineFailure('timeout', `The model took longer than ${settings.timeoutMs} ms`)
      : new EngineFailure('failed', detail);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, stream: true, messages, ...(maxTokens ? { max_tokens: maxTokens } : {}) }),
      signal: timeout,
    });
  } catch (error) {
    throw failure(`The model server could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw failure(`The model server answered ${response.status}`);
  }
  let finished = false;
  try {
    for await (const data of sseData(response.body)) {
      if (data.trim() === '[DONE]') {
        finished = true;
        break;
      }
      const { piece, last } = chunkOf(data);
      if (piece !== null) yield piece;
      finished ||= last;
    }
  } catch (error) {
    throw failure(`The model's answer was cut off: ${(error as Error).message}`);
  }
  if (!finished) throw failure('The model ended its answer without finishing it');
}

/** Answers the member through an OpenAI-compatible server, from the grounding's prompt. */
export function modelEngine(settings: ModelSettings): AnswerEngine {
  return { kind: 'model', write: (grounding) => chatCompletion(settings, promptOf(grounding)) };
}
