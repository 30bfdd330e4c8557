import type { AssistantMessagePart, AssistantRecommendation } from '@trellis/contracts';
import type { RetrievedItem } from './retrieve.ts';

/** Items an answer recommends at most, across every type. */
const RECOMMENDED_IN_ALL = 8;
const FOLLOW_UPS = 3;

const quoted = (words: string[]) => words.map((word) => `“${word}”`);

/** "a", "a and b", "a, b and c". */
export function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Why an item was chosen, in words: the question's words it holds, the member's topics it shares, one fact about it. */
export function reasonFor(item: RetrievedItem): string {
  const parts = [];
  if (item.matched.length > 0) parts.push(`Mentions ${listOf(quoted(item.matched))}`);
  if (item.shared.length > 0) parts.push(`Shares your interest in ${listOf(item.shared.slice(0, 3))}`);
  if (item.detail) parts.push(item.detail);
  return `${parts.join('. ')}.`;
}

const asRecommendation = (item: RetrievedItem): AssistantRecommendation => ({
  type: item.type,
  id: item.id,
  slug: item.slug,
  name: item.name,
  source: item.path,
  reason: reasonFor(item),
  is_followed: item.isFollowed,
});

/**
 * The items an answer recommends, all of them retrieved from the platform: those its words name, best first, or,
 * when it names none, the best retrieved ones. A model's answer can thus never recommend an item that does not exist.
 */
export function recommendedItems(items: RetrievedItem[], answer: string): AssistantRecommendation[] {
  const text = answer.toLowerCase();
  const named = items.filter((item) => text.includes(item.name.toLowerCase()));
  return (named.length > 0 ? named : items).slice(0, RECOMMENDED_IN_ALL).map(asRecommendation);
}

/** Questions to ask next, each about an item the answer found, so that asking it retrieves that item again. */
export function followUpQuestions(items: RetrievedItem[]): string[] {
  const first = (types: RetrievedItem['type'][]) => items.find((item) => types.includes(item.type));
  const questions: string[] = [];
  const job = first(['job']);
  if (job) questions.push(`What does the ${job.name} role ask for?`);
  const program = first(['circle', 'event']);
  if (program) questions.push(`What will I do in ${program.name}?`);
  const person = first(['user']);
  if (person) questions.push(`How did ${person.name} build their career?`);
  const learning = first(['resource', 'external_resource', 'use_case', 'ai_tool']);
  if (learning) questions.push(`Where can I learn more about ${learning.name}?`);
  const topic = items.flatMap((item) => item.matched)[0];
  if (topic) questions.push(`Which events are coming up about ${topic}?`);
  return questions.slice(0, FOLLOW_UPS);
}

/** When nothing matched: questions about what every site holds. */
export const STARTER_QUESTIONS = [
  'Which circles teach artificial intelligence?',
  'Which jobs are open for career changers?',
  'Who can mentor me in data science?',
];

/** The parts of a finished answer: its words, the items it recommends, and questions to ask next. */
export function answerParts(text: string, items: RetrievedItem[]): AssistantMessagePart[] {
  const recommended = recommendedItems(items, text);
  const questions = items.length > 0 ? followUpQuestions(items) : STARTER_QUESTIONS;
  return [
    { type: 'text', text },
    ...(recommended.length > 0 ? [{ type: 'recommendations' as const, items: recommended }] : []),
    { type: 'relevant_questions', questions },
  ];
}
