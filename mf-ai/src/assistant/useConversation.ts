import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantChat } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { ApiError, formErrorMessage } from '@trellis/platform/api-client';
import { askQuestion, loadHistory } from './assistantCalls.ts';

/** One question of the conversation and, once it came, its answer. */
export type Turn = {
  key: string;
  question: string;
  chatId: number | null;
  /** The answer's words as they stream in, before the chat is complete. */
  streamed: string;
  chat: AssistantChat | null;
  /** Why the question got no answer, in words; it can be sent again. */
  error: string | null;
  /** Asked on this page (typed out), rather than read back from the history. */
  live: boolean;
};

const fromHistory = (chat: AssistantChat): Turn => ({
  key: `chat-${chat.id}`,
  question: chat.question,
  chatId: chat.id,
  streamed: '',
  chat,
  error: chat.is_error ? (chat.messages.find((part) => part.type === 'text')?.text ?? MESSAGES.assistant.modelFailed) : null,
  live: false,
});

let nextKey = 0;

/**
 * The member's Ask Anything conversation: the history, read 12 a page from the newest back as the member scrolls up,
 * then each new question with its answer streaming in. A follow-up carries the latest chat as its parent. A question
 * without an answer stays in the list as an error that can be sent again; a plan without Ask Anything sets `blocked`.
 */
export function useConversation() {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [historyState, setHistoryState] = useState<{ page: number; more: boolean; loading: boolean; error: string | null }>({
    page: 0,
    more: true,
    loading: false,
    error: null,
  });
  const [blocked, setBlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const loadingPage = useRef(false);

  const loadOlder = useCallback(async () => {
    if (loadingPage.current || !historyState.more) return;
    loadingPage.current = true;
    const page = historyState.page + 1;
    setHistoryState((state) => ({ ...state, loading: true, error: null }));
    try {
      const answer = await loadHistory(page);
      const older = [...answer.data].reverse().map(fromHistory);
      setTurns((current) => [...older.filter((turn) => !current.some((known) => known.chatId === turn.chatId)), ...current]);
      setHistoryState({ page, more: page * answer.pagination.page_size < answer.pagination.count, loading: false, error: null });
    } catch (error) {
      setHistoryState((state) => ({ ...state, loading: false, error: formErrorMessage(error, MESSAGES.assistant.couldNotLoadHistory) }));
    } finally {
      loadingPage.current = false;
    }
  }, [historyState.more, historyState.page]);

  useEffect(() => {
    void loadOlder();
    // The first page loads once; later pages load as the member scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (key: string, change: Partial<Turn> | ((turn: Turn) => Partial<Turn>)) =>
    setTurns((current) =>
      current.map((turn) => (turn.key === key ? { ...turn, ...(typeof change === 'function' ? change(turn) : change) } : turn)),
    );

  const ask = useCallback(
    async (question: string, replacing?: string) => {
      const text = question.trim();
      if (!text || busy) return;
      const key = `asked-${(nextKey += 1)}`;
      const parent =
        [...turns].reverse().find((turn) => turn.chatId !== null && turn.key !== replacing && turn.error === null)?.chatId ?? null;
      setTurns((current) => [
        ...current.filter((turn) => turn.key !== replacing),
        { key, question: text, chatId: null, streamed: '', chat: null, error: null, live: true },
      ]);
      setBusy(true);
      try {
        const chat = await askQuestion(text, parent, {
          onStart: (chatId) => update(key, { chatId }),
          onWords: (words) => update(key, (turn) => ({ streamed: turn.streamed + words })),
        });
        update(key, {
          chat,
          chatId: chat.id,
          error: chat.is_error ? (chat.messages[0]?.type === 'text' ? chat.messages[0].text : MESSAGES.assistant.modelFailed) : null,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) setBlocked(true);
        update(key, { error: formErrorMessage(error, MESSAGES.assistant.couldNotAsk) });
      } finally {
        setBusy(false);
      }
    },
    [busy, turns],
  );

  const resend = useCallback((turn: Turn) => ask(turn.question, turn.key), [ask]);

  const rated = useCallback((chat: AssistantChat) => {
    setTurns((current) => current.map((turn) => (turn.chatId === chat.id ? { ...turn, chat } : turn)));
  }, []);

  return { turns, ask, resend, rated, busy, blocked, history: historyState, loadOlder };
}
