import type { DemoResource } from './demo-content.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

/**
 * Resources the assistant's demo answers lean on: a member asking how to move into data science is pointed at a
 * roadmap and a portfolio guide, beside the data circles and jobs of the rest of the demo data.
 */
export const ASSISTANT_DEMO_RESOURCES: DemoResource[] = [
  {
    title: "A career changer's roadmap into data science",
    content:
      'Twelve months from spreadsheets to a first data science role: statistics and SQL first, then Python, one portfolio project a quarter, and a study circle to keep going.',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'leader@trellis.test',
    topics: ['Data Science', 'Career Planning'],
    status: 'approved',
  },
  {
    title: 'Building a data portfolio from public datasets',
    content: 'Where to find open data, three project ideas for analysts and data scientists, and how to write up what you found.',
    source: 'https://data.gov',
    group: DEFAULT_ORGANIZATION_SLUG,
    author: 'leader@trellis.test',
    topics: ['Data Science'],
    status: 'approved',
  },
];
