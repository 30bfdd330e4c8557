import { eq } from 'drizzle-orm';
import { RESOURCE_SECURITY_LEVELS } from '@trellis/contracts';
import type { FileStore } from '../../features/uploads/file-store.ts';
import { storeFile } from '../../features/uploads/storage.ts';
import { slugify } from '../../text/slugify.ts';
import type { Database } from '../connection.ts';
import { resources, uploadedFiles } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';
import { demoPdf } from './demo-pdf.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type DemoDocument = { name: string; description: string; paragraphs: string[] };

type DemoResourceDetails = {
  topicArea: number;
  careerStages: number[];
  documents: DemoDocument[];
};

const checklist = (topic: string, steps: string[]): string[] => [
  `This guide walks through ${topic} in short steps you can finish in an evening.`,
  ...steps.map((step, index) => `${index + 1}. ${step}`),
  'Keep notes of what you tried and what you learned: the next step is easier with them at hand.',
];

/** What the demo resources of the content module attach and how they are filed, by title. */
const DETAILS: Record<string, DemoResourceDetails> = {
  'How to ask for an informational interview': {
    topicArea: 1,
    careerStages: [3, 4],
    documents: [
      {
        name: 'informational-interview-template.pdf',
        description: 'Email template and twenty-minute agenda',
        paragraphs: checklist('an informational interview', [
          'Find two people whose role you would like to understand, through your circles or alumni lists.',
          'Write four sentences: who you are, how you found them, what you want to learn, and a short time request.',
          'Follow up once after a week; thank them either way.',
          'Prepare five questions about their day, their path and what they would do differently.',
          'Send a thank-you note within a day and share one thing you will act on.',
        ]),
      },
    ],
  },
  'Prompt patterns that work for career research': {
    topicArea: 4,
    careerStages: [4, 5, 6],
    documents: [
      {
        name: 'prompt-patterns.pdf',
        description: 'Worked prompts for company and role research',
        paragraphs: [
          ...checklist('prompt patterns for career research', [
            'Role: tell the assistant who it should act as, for example a recruiter in your field.',
            'Context: paste the job description and your summary, never private data of others.',
            'Task: ask for one thing at a time, such as the five skills the role leans on most.',
            'Format: ask for a table or a short list so the answer is easy to compare.',
            'Check: verify every fact the assistant gives against the company site or a recent news article.',
          ]),
          ...Array.from(
            { length: 40 },
            (_, index) =>
              `Worked example ${index + 1}: "Act as a hiring manager for a data analyst role. From the description below, list the three problems this team most likely solves each week, and one question I could ask about each."`,
          ),
        ],
      },
    ],
  },
  'Salary negotiation checklist for first offers': {
    topicArea: 2,
    careerStages: [4, 5],
    documents: [
      {
        name: 'salary-negotiation-checklist.pdf',
        description: 'Checklist',
        paragraphs: checklist('negotiating a first offer', [
          'Research the range for the role and city from at least three sources.',
          'List the parts of the offer: base, signing bonus, start date, remote days, learning budget.',
          'Decide your walk-away number before the call.',
          'Thank them, state your number with one reason, then stop talking.',
          'Get the final offer in writing.',
        ]),
      },
      {
        name: 'offer-comparison-worksheet.pdf',
        description: 'Worksheet to compare two offers',
        paragraphs: checklist('comparing two offers', [
          'Write both offers side by side, yearly amounts only.',
          'Add commuting time and cost for each.',
          'Score growth, team and mission from one to five.',
        ]),
      },
    ],
  },
  'Running your first circle session': {
    topicArea: 3,
    careerStages: [6, 7],
    documents: [
      {
        name: 'first-circle-session-agenda.pdf',
        description: 'Agenda and icebreakers',
        paragraphs: checklist('your first circle session', [
          'Open with names and one hope for the circle.',
          'Agree on three ground rules together.',
          'Pair people for a ten-minute conversation on a prompt.',
          'Close with one commitment each for the next session.',
        ]),
      },
    ],
  },
};

/** Resources only this module adds: a private one for the organization's members and a premium one, both approved. */
const EXTRA_RESOURCES = [
  {
    title: 'Members-only mentoring handbook',
    content: 'How mentoring pairs are formed in the network, what a first meeting covers and how to end a pairing well.',
    author: 'admin@trellis.test',
    securityLevel: RESOURCE_SECURITY_LEVELS.private,
    isPremium: false,
    publishToKhub: false,
    topics: ['Mentorship'],
    details: {
      topicArea: 6,
      careerStages: [7, 8, 10],
      documents: [
        {
          name: 'mentoring-handbook.pdf',
          description: 'Handbook for mentors and mentees',
          paragraphs: checklist('a mentoring pairing', [
            'Meet for forty-five minutes every two weeks for three months.',
            'Agree on one goal for the pairing in the first meeting.',
            'Mentees bring the agenda; mentors bring questions.',
            'Close the pairing with a short written reflection from both.',
          ]),
        },
      ],
    },
  },
  {
    title: 'Leadership interview question bank',
    content: 'Sixty questions leadership panels ask, grouped by what they test, with notes on strong answers.',
    author: 'admin@trellis.test',
    securityLevel: RESOURCE_SECURITY_LEVELS.public,
    isPremium: true,
    publishToKhub: true,
    topics: ['Leadership', 'Career Planning'],
    details: {
      topicArea: 3,
      careerStages: [6, 7, 8],
      documents: [
        {
          name: 'leadership-question-bank.pdf',
          description: 'Question bank with answer notes',
          paragraphs: Array.from(
            { length: 60 },
            (_, index) =>
              `Question ${index + 1}: Tell us about a time you had to ${['change a team priority', 'give hard feedback', 'win support for an idea', 'recover a missed deadline'][index % 4]}. A strong answer names the situation, what you did, and what changed because of it.`,
          ),
        },
      ],
    },
  },
] as const;

function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${key}"`);
  return id;
}

/** Stores each document through the file store and records it as uploaded by the resource's author. */
async function storeDocuments(tx: Tx, files: FileStore, authorId: number, documents: DemoDocument[]): Promise<number[]> {
  const ids: number[] = [];
  for (const document of documents) {
    const buffer = demoPdf(document.description, document.paragraphs);
    const stored = await storeFile(files, buffer, 'pdf', 'application/pdf');
    const [row] = await tx
      .insert(uploadedFiles)
      .values({
        userId: authorId,
        path: stored.name,
        originalName: document.name,
        mimeType: 'application/pdf',
        sizeBytes: buffer.length,
        description: document.description,
      })
      .returning({ id: uploadedFiles.id });
    ids.push(row!.id);
  }
  return ids;
}

/**
 * Files the demo resources under their topic areas and attaches real PDF documents to them, then adds a private and a
 * premium resource: enough for the resources tab, a resource's page and its viewer, and the premium lock.
 */
export async function seedDemoResources(
  tx: Tx,
  files: FileStore,
  ids: { groupIds: Map<string, number>; topicIds: Map<string, number>; userIds: Map<string, number> },
) {
  for (const [title, details] of Object.entries(DETAILS)) {
    const [resource] = await tx
      .select({ id: resources.id, authorId: resources.createdById })
      .from(resources)
      .where(eq(resources.titleSlug, slugify(title)));
    if (!resource?.authorId) throw new Error(`Demo data refers to unknown resource "${title}"`);
    const fileIds = await storeDocuments(tx, files, resource.authorId, details.documents);
    await tx
      .update(resources)
      .set({ topicArea: details.topicArea, careerStages: details.careerStages, files: fileIds })
      .where(eq(resources.id, resource.id));
  }
  for (const extra of EXTRA_RESOURCES) {
    const authorId = lookup(ids.userIds, extra.author);
    const fileIds = await storeDocuments(tx, files, authorId, [...extra.details.documents]);
    await tx.insert(resources).values({
      title: extra.title,
      titleSlug: slugify(extra.title),
      content: extra.content,
      securityLevel: extra.securityLevel,
      isPremium: extra.isPremium,
      publishToKhub: extra.publishToKhub,
      topics: extra.topics.map((name) => lookup(ids.topicIds, name)),
      topicArea: extra.details.topicArea,
      careerStages: [...extra.details.careerStages],
      files: fileIds,
      groupId: lookup(ids.groupIds, DEFAULT_ORGANIZATION_SLUG),
      createdById: authorId,
      status: 'approved',
    });
  }
}
