import { z } from 'zod';
import { ASSISTANT } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { DbId, paginated } from './common.ts';

/** What an answer can recommend; each links to the item's own page. */
export const RECOMMENDED_ITEM_TYPES = [
  'resource',
  'external_resource',
  'user',
  'event',
  'circle',
  'organization',
  'job',
  'use_case',
  'ai_tool',
] as const;
export type RecommendedItemType = (typeof RECOMMENDED_ITEM_TYPES)[number];

/** An item of the platform an answer recommends, with the reason it was chosen. */
export const AssistantRecommendation = z.object({
  type: z.enum(RECOMMENDED_ITEM_TYPES),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Where the item lives on the platform (a path), or the outside address of an external resource. */
  source: z.string(),
  reason: z.string(),
  is_followed: z.boolean(),
});
export type AssistantRecommendation = z.infer<typeof AssistantRecommendation>;

/** One part of an answer: words, recommended items, or questions to ask next. */
export const AssistantMessagePart = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('recommendations'), items: z.array(AssistantRecommendation) }),
  z.object({ type: z.literal('relevant_questions'), questions: z.array(z.string()) }),
]);
export type AssistantMessagePart = z.infer<typeof AssistantMessagePart>;

/** Who wrote an answer: the built-in engine over the platform's own content, or the configured language model. */
export const ASSISTANT_ENGINES = ['built_in', 'model'] as const;

/** One question and its answer. `is_error` marks a question that got no answer; it is kept so it can be sent again. */
export const AssistantChat = z.object({
  id: z.number().int(),
  question: z.string(),
  parent_chat: z.number().int().nullable(),
  messages: z.array(AssistantMessagePart),
  is_error: z.boolean(),
  engine: z.enum(ASSISTANT_ENGINES),
  rating: z.union([z.literal(1), z.literal(-1), z.null()]),
  created_at: z.string(),
});
export type AssistantChat = z.infer<typeof AssistantChat>;

/** POST /assistant/chat/: a question, and the latest chat of the conversation it follows. */
export const AskQuestionBody = z.object({
  question: z
    .string({ error: MESSAGES.assistant.questionRequired })
    .max(ASSISTANT.questionMaxChars, { error: MESSAGES.assistant.questionTooLong(ASSISTANT.questionMaxChars), abort: true })
    .trim()
    .min(1, MESSAGES.assistant.questionRequired),
  parent_chat: DbId.nullable().optional(),
});
export type AskQuestionBody = z.infer<typeof AskQuestionBody>;

/**
 * What the answer stream carries, one server-sent event each: the stored question first (`chat`), then pieces of
 * the answer's words as they are written (`token`); the finished chat is the stream's answer (`done`).
 */
export const AssistantStreamStart = z.object({ id: z.number().int(), question: z.string(), parent_chat: z.number().int().nullable() });
export const AssistantStreamToken = z.object({ text: z.string() });

/** GET /assistant/chats/: the member's questions, newest first, 12 a page. */
export const AssistantHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(ASSISTANT.historyPageSize),
});
export const AssistantHistory = paginated(AssistantChat);
export type AssistantHistory = z.infer<typeof AssistantHistory>;

/** POST /assistant/chat/rating/: thumbs up or down, with words only when the member wrote some. */
export const RateChatBody = z.object({
  chat: DbId,
  rating: z.union([z.literal(1), z.literal(-1)]),
  feedback: z
    .string()
    .max(ASSISTANT.feedbackMaxChars, { error: MESSAGES.assistant.feedbackTooLong(ASSISTANT.feedbackMaxChars), abort: true })
    .trim()
    .optional(),
});
export type RateChatBody = z.infer<typeof RateChatBody>;
export const RateChatAnswer = z.object({ detail: z.string(), chat: AssistantChat });
