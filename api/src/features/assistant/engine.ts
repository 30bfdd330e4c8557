import type { RetrievedItem } from './retrieve.ts';

/** An earlier question of the conversation and the words that answered it. */
export type Exchange = { question: string; answer: string };

/** Everything an answer may draw on: the question, the conversation so far and what the platform holds about it. */
export type Grounding = {
  question: string;
  earlier: Exchange[];
  items: RetrievedItem[];
  /** The name of the site, as the answer speaks for it. */
  brand: string;
  /** The member's first name. */
  firstName: string;
  /**
   * What the operator asks of this answer (an agent step's instructions, which staff change): a model follows them
   * within the grounding rules; the built-in engine writes by its own rules whatever they say.
   */
  instructions?: string | null;
};

/**
 * Writes the words of an answer, piece by piece as they become known. Both engines answer from the same grounding and
 * the same recommendations and follow-up questions are derived from what they wrote (see `recommend.ts`), so the
 * answers have one shape whichever engine wrote them.
 */
export interface AnswerEngine {
  readonly kind: 'built_in' | 'model';
  write(grounding: Grounding): AsyncIterable<string>;
}

/** Why an engine could not answer: the words shown to the member instead. */
export class EngineFailure extends Error {
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', detail: string) {
    super(detail);
    this.name = 'EngineFailure';
    this.reason = reason;
  }
}
