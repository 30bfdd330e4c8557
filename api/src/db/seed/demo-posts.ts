import type { ContentBlock, ContentType, SecurityLevel } from '@trellis/contracts';
import type { Database } from '../connection.ts';
import { posts } from '../schema/index.ts';
import { cleanDocument } from '../../features/contents/rich-text.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DemoPost = {
  slug: string;
  type: ContentType;
  group: string;
  author: string;
  securityLevel: SecurityLevel;
  blocks: ContentBlock[];
  /** Days before the seed ran, so lists have a stable order. */
  daysAgo: number;
};

const p = (text: string): ContentBlock => ({ type: 'paragraph', data: { text } });
const h = (text: string): ContentBlock => ({ type: 'header', data: { text, level: 2 } });

const COVER_LETTER = [
  'A cover letter is the one place in an application where you choose the story. The resume lists what you did; the letter says why it matters to this team, this year. Most letters fail because they repeat the resume in full sentences.',
  'Start with the problem the team has. Read the posting twice and underline the verbs: build, grow, fix, lead. Then pick one moment from your work where you did exactly that, and tell it in four sentences: the situation, what you did, what changed, and what you learned.',
  'Keep it to three short paragraphs. The first says which role and why you, in plain words. The second is the story. The third says what you would do in your first months and asks for the conversation.',
  'Cut every sentence that could appear in anyone else\'s letter. "I am a hard-working team player" tells a reader nothing; "I rebuilt our volunteer rota so that no shift went unfilled for a whole season" tells them a great deal.',
  'Name the person you are writing to whenever you can find them. A letter addressed to a real reader is read more carefully than one addressed to nobody in particular, and the search itself teaches you about the team.',
  'Finally, read it aloud. If you stumble, a reader will too. Ask a member of this network to read it before you send it: most of us have been on the hiring side and are glad to help.',
];

/** Posts, a newsletter and career tips in two organizations: public and private, short and long. */
export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'november-newsletter',
    type: 'newsletter',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'admin@trellis.test',
    securityLevel: 0,
    daysAgo: 1,
    blocks: [
      h('November newsletter'),
      p('Welcome to the <b>November</b> edition. Here is what is happening across the network this month.'),
      {
        type: 'list',
        data: {
          style: 'unordered',
          items: [
            'Resume clinic every Tuesday evening',
            'Two new circles open for applications',
            'The Future of Work Summit programme is out',
          ],
        },
      },
      { type: 'quote', data: { text: 'Every career is a conversation.', caption: 'A member at last month’s meetup' } },
    ],
  },
  {
    slug: 'first-informational-interview',
    type: 'post',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'member@trellis.test',
    securityLevel: 0,
    daysAgo: 2,
    blocks: [
      p(
        'Three things I learned from my first informational interview: prepare five questions, listen more than you talk, and always ask who else you should meet.',
      ),
    ],
  },
  {
    slug: 'mentor-office-hours',
    type: 'post',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'admin@trellis.test',
    securityLevel: 20,
    daysAgo: 3,
    blocks: [p('Members only: mentor office hours move to Thursday at 6 pm this week. Bring one question about your job search.')],
  },
  {
    slug: 'how-to-write-a-cover-letter',
    type: 'post',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'admin@trellis.test',
    securityLevel: 0,
    daysAgo: 4,
    blocks: [h('How to write a cover letter people finish reading'), ...COVER_LETTER.map(p)],
  },
  {
    slug: 'northbridge-volunteer-roster',
    type: 'post',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    securityLevel: 20,
    daysAgo: 1,
    blocks: [p('The volunteer roster for the December health fair is ready. Please confirm your shifts by Friday.')],
  },
  {
    slug: 'northbridge-open-day',
    type: 'post',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    securityLevel: 0,
    daysAgo: 5,
    blocks: [
      p('Northbridge Health Alliance opens its doors to students on the first Saturday of the month. Come and meet our clinicians.'),
    ],
  },
  {
    slug: 'tailor-your-resume',
    type: 'career_tip',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'admin@trellis.test',
    securityLevel: 0,
    daysAgo: 2,
    blocks: [
      p('Tailor your resume to each posting: mirror its words for the skills you really have, and move the most relevant role to the top.'),
    ],
  },
  {
    slug: 'shadow-a-clinician',
    type: 'career_tip',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    securityLevel: 0,
    daysAgo: 3,
    blocks: [p('Before choosing a health career, ask to shadow a clinician for a day. One shift teaches more than a month of reading.')],
  },
];

/** Stores the demo posts through the same cleaner every post passes. */
export async function seedDemoPosts(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  const now = Date.now();
  const idOf = (ids: Map<string, number>, key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo posts name an unknown group or account: ${key}`);
    return id;
  };
  await tx.insert(posts).values(
    DEMO_POSTS.map((post) => ({
      ...cleanDocument(post.blocks),
      slug: post.slug,
      type: post.type,
      groupId: idOf(groupIds, post.group),
      createdById: idOf(userIds, post.author),
      securityLevel: post.securityLevel,
      createdAt: new Date(now - post.daysAgo * 24 * 60 * 60 * 1000),
    })),
  );
}
