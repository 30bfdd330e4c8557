import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId } from './common.ts';

export const JOIN_QUESTION_TYPES = ['text', 'file', 'radio', 'selection', 'textarea'] as const;
export type JoinQuestionType = (typeof JOIN_QUESTION_TYPES)[number];

/** How many questions a group may ask, and how many options one question may offer. */
export const JOIN_QUESTION_LIMITS = { questions: 20, options: 20, label: 500, option: 200 } as const;

/** A question a group asks applicants, kept in the group's extra_info.questions. */
export const JoinQuestion = z.object({
  id: z.string().min(1).max(64),
  label: z.string().min(1).max(JOIN_QUESTION_LIMITS.label),
  type: z.enum(JOIN_QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string().min(1).max(JOIN_QUESTION_LIMITS.option)).max(JOIN_QUESTION_LIMITS.options),
});
export type JoinQuestion = z.infer<typeof JoinQuestion>;

/** An answer: text, the chosen option(s), or the id of an uploaded file for a file question. */
export const JoinAnswer = z.union([
  z.string().max(LIMITS.longText),
  z.array(z.string().max(JOIN_QUESTION_LIMITS.option)).max(JOIN_QUESTION_LIMITS.options),
  DbId,
]);
export type JoinAnswer = z.infer<typeof JoinAnswer>;

export const JoinAnswers = z
  .record(z.string().min(1).max(64), JoinAnswer)
  .refine((answers) => Object.keys(answers).length <= JOIN_QUESTION_LIMITS.questions, 'Too many answers.');
export type JoinAnswers = z.infer<typeof JoinAnswers>;

export const JOIN_ANSWER_MESSAGES = {
  required: 'Required',
  notAnOption: 'Please choose one of the options.',
  wrongKind: 'This answer does not fit the question.',
  tooLong: (max: number) => `Maximum of ${max} characters`,
} as const;

const isBlank = (answer: JoinAnswer | undefined) =>
  answer === undefined || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0);

function answerError(question: JoinQuestion, answer: JoinAnswer): string | null {
  switch (question.type) {
    case 'text':
      if (typeof answer !== 'string') return JOIN_ANSWER_MESSAGES.wrongKind;
      return answer.length > LIMITS.shortText ? JOIN_ANSWER_MESSAGES.tooLong(LIMITS.shortText) : null;
    case 'textarea':
      return typeof answer === 'string' ? null : JOIN_ANSWER_MESSAGES.wrongKind;
    case 'radio':
      if (typeof answer !== 'string') return JOIN_ANSWER_MESSAGES.wrongKind;
      return question.options.includes(answer) ? null : JOIN_ANSWER_MESSAGES.notAnOption;
    case 'selection': {
      const chosen = typeof answer === 'string' ? [answer] : answer;
      if (!Array.isArray(chosen)) return JOIN_ANSWER_MESSAGES.wrongKind;
      return chosen.every((option) => question.options.includes(option)) ? null : JOIN_ANSWER_MESSAGES.notAnOption;
    }
    case 'file':
      return typeof answer === 'number' ? null : JOIN_ANSWER_MESSAGES.wrongKind;
  }
}

/**
 * Field errors of a set of answers against a group's questions, keyed `extra_info.answers.<question id>`: a
 * required question left blank, an answer of the wrong kind or outside the options, or an answer to a question
 * the group does not ask. Empty when the answers may be sent.
 */
export function joinAnswerErrors(questions: readonly JoinQuestion[], answers: JoinAnswers = {}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const question of questions) {
    const answer = answers[question.id];
    const key = `extra_info.answers.${question.id}`;
    if (isBlank(answer)) {
      if (question.required) errors[key] = [JOIN_ANSWER_MESSAGES.required];
      continue;
    }
    const error = answerError(question, answer!);
    if (error) errors[key] = [error];
  }
  for (const id of Object.keys(answers)) {
    if (!byId.has(id)) errors[`extra_info.answers.${id}`] = [JOIN_ANSWER_MESSAGES.wrongKind];
  }
  return errors;
}

/** The questions stored on a group, skipping anything that is not a well-formed question. */
export function storedQuestions(extraInfo: Record<string, unknown> | null | undefined): JoinQuestion[] {
  const parsed = z.array(z.unknown()).safeParse(extraInfo?.questions);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => {
    const question = JoinQuestion.safeParse(item);
    return question.success ? [question.data] : [];
  });
}
