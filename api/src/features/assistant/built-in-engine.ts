import type { AnswerEngine, Grounding } from './engine.ts';
import { listOf } from './recommend.ts';
import type { RetrievedItem } from './retrieve.ts';

type Step = { types: RetrievedItem['type'][]; lead: string; describe: (item: RetrievedItem) => string };

/** Names per step of the answer; the rest are left to the recommended items below it. */
const NAMED_PER_STEP = 2;

/** The steps of a career move, in the order a member takes them, each with the kinds of items that serve it. */
const STEPS: Step[] = [
  {
    types: ['resource', 'external_resource', 'use_case', 'ai_tool'],
    lead: 'Learn the ground',
    describe: (item) => `“${item.name}”`,
  },
  {
    types: ['circle', 'event'],
    lead: 'Practise with others',
    describe: (item) => `the ${item.type} “${item.name}”${item.detail ? ` (${item.detail.replace(/^Starts/, 'starts')})` : ''}`,
  },
  {
    types: ['user', 'organization'],
    lead: 'Talk to people who have done it',
    describe: (item) =>
      item.type === 'organization' ? `the organization ${item.name}` : item.detail ? `${item.name} (${item.detail})` : item.name,
  },
  {
    types: ['job'],
    lead: 'Apply when you are ready',
    describe: (item) => `“${item.name}”${item.detail ? ` ${item.detail.replace(/^At /, 'at ')}` : ''}`,
  },
];

/** The words of the question the best items matched, most shared first. */
function topicWords(items: RetrievedItem[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const word of item.matched) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([word]) => word);
}

/** The answer's sentences, one piece each. */
export function composeAnswer({ brand, firstName, items, question }: Grounding): string[] {
  const greeting = firstName ? `${firstName}, ` : '';
  if (items.length === 0) {
    return [
      `${greeting}I could not find anything on ${brand} about “${question.slice(0, 80)}” yet. `,
      `I answer only from what ${brand} holds (its circles, events, jobs, resources, use cases and people), `,
      'so try other words: a skill, a job title or a topic.',
    ];
  }
  const sentences = [
    `${greeting}here is what ${brand} has on ${listOf(topicWords(items))}. `,
    `I answer from the platform's own content, not from the wider web, so everything named below exists here.\n`,
  ];
  for (const step of STEPS) {
    const found = items.filter((item) => step.types.includes(item.type)).slice(0, NAMED_PER_STEP);
    if (found.length > 0) sentences.push(`\n${step.lead}: ${listOf(found.map(step.describe))}.`);
  }
  sentences.push('\n\nEach recommendation below says why it was chosen.');
  return sentences;
}

/**
 * The engine that needs no model and no network: it answers with the items retrieval found, ordered as the steps of
 * a career move (learn, practise, meet people, apply), word by word so the answer streams like a model's would.
 */
export function builtInEngine(): AnswerEngine {
  return {
    kind: 'built_in',
    async *write(grounding) {
      for (const sentence of composeAnswer(grounding)) {
        for (const word of sentence.match(/\S+\s*|\s+/g) ?? []) {
          yield word;
        }
      }
    },
  };
}
