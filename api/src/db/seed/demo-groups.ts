import type { GroupType } from '../schema/index.ts';
import type { TopicName } from './demo-topics.ts';

export type DemoGroup = {
  slug: string;
  name: string;
  type: GroupType;
  description: string;
  country: string;
  topics: TopicName[];
  parent?: string;
  domain?: string;
  isVerified?: boolean;
  isCertified?: boolean;
  isInfluencer?: boolean;
  privacy?: 0 | 20;
  publicity?: 'open' | 'closed';
  maximumSize?: number;
  priceCents?: number;
  /** Days from the seeding day; negative is in the past. */
  startsInDays?: number;
  lastsDays?: number;
  eventType?: 'conference' | 'workshop' | 'seminar' | 'talk' | 'other';
};

export const DEFAULT_ORGANIZATION_SLUG = 'trellis-career-network';

export const DEMO_GROUPS: DemoGroup[] = [
  {
    slug: DEFAULT_ORGANIZATION_SLUG,
    name: 'Trellis Career Network',
    type: 'organization',
    description:
      'A community of students, professionals and mentors who help each other grow careers: cohort circles, career events, a job board and AI learning paths.',
    country: 'United States',
    topics: ['Career Planning', 'Mentorship', 'Artificial Intelligence'],
    domain: 'localhost',
    isVerified: true,
    isCertified: true,
  },
  {
    slug: 'northbridge-health-alliance',
    name: 'Northbridge Health Alliance',
    type: 'organization',
    description: 'A regional network of community clinics and hospitals training the next generation of health workers.',
    country: 'United States',
    topics: ['Public Health', 'Data Science'],
    isVerified: true,
    isCertified: true,
  },
  {
    slug: 'lumen-robotics',
    name: 'Lumen Robotics',
    type: 'organization',
    description: 'A robotics start-up building warehouse automation, with a paid internship program for engineering students.',
    country: 'Canada',
    topics: ['Software Engineering', 'Artificial Intelligence', 'Entrepreneurship'],
    isVerified: true,
    isCertified: true,
  },
  {
    slug: 'harbor-city-community-foundation',
    name: 'Harbor City Community Foundation',
    type: 'organization',
    description: 'A non-profit funding financial literacy and first-job programs for young people across Harbor City.',
    country: 'United States',
    topics: ['Financial Literacy', 'Diversity and Inclusion'],
    isVerified: true,
    publicity: 'closed',
  },
  {
    slug: 'greengrid-energy-cooperative',
    name: 'GreenGrid Energy Cooperative',
    type: 'organization',
    description: 'A member-owned cooperative running community solar projects and apprenticeships in clean energy.',
    country: 'Germany',
    topics: ['Renewable Energy', 'Entrepreneurship'],
  },
  {
    slug: 'open-code-collective',
    name: 'Open Code Collective',
    type: 'organization',
    description: 'Maintainers and educators who mentor newcomers into open-source software and share what AI changes in their work.',
    country: 'United Kingdom',
    topics: ['Software Engineering', 'Artificial Intelligence', 'Mentorship'],
    isVerified: true,
    isInfluencer: true,
  },
  {
    slug: 'diaspora-professionals-network',
    name: 'Diaspora Professionals Network',
    type: 'organization',
    description: 'Professionals living abroad who mentor newcomers, share openings back home and keep their communities connected.',
    country: 'United Kingdom',
    topics: ['Mentorship', 'Diversity and Inclusion', 'Entrepreneurship'],
    domain: 'diaspora.localhost',
    isVerified: true,
  },
  {
    slug: 'pinecrest-summer-camp',
    name: 'Pinecrest Summer Camp',
    type: 'organization',
    description: 'A summer camp where teenagers build robots, run a newsroom and meet counsellors who studied what they dream of.',
    country: 'United States',
    topics: ['Career Planning', 'Education Technology'],
    domain: 'camp.localhost',
    isVerified: true,
  },
  {
    slug: 'global-youth-senate',
    name: 'Global Youth Senate',
    type: 'organization',
    description: 'Young delegates from every region debating policy, drafting resolutions and learning to lead across borders.',
    country: 'Switzerland',
    topics: ['Leadership', 'Diversity and Inclusion'],
    domain: 'senate.localhost',
    isVerified: true,
  },
  {
    slug: 'westlake-state-university',
    name: 'Westlake State University',
    type: 'institution',
    description: 'A public research university with a career center serving 28,000 students and a large alumni network.',
    country: 'United States',
    topics: ['Education Technology', 'Career Planning'],
    domain: 'campus.localhost',
    isVerified: true,
    isCertified: true,
  },
  {
    slug: 'riverside-community-college',
    name: 'Riverside Community College',
    type: 'institution',
    description: 'A community college with transfer pathways, evening programs for working adults and a strong nursing school.',
    country: 'United States',
    topics: ['Public Health', 'Career Planning'],
    isVerified: true,
  },
  {
    slug: 'crescent-valley-high-school',
    name: 'Crescent Valley High School',
    type: 'institution',
    description: 'A public high school whose career-readiness program pairs juniors and seniors with professional mentors.',
    country: 'United States',
    topics: ['Career Planning', 'Education Technology'],
  },
  {
    slug: 'ai-foundations-for-career-changers',
    name: 'AI Foundations for Career Changers',
    type: 'circle',
    parent: DEFAULT_ORGANIZATION_SLUG,
    description:
      'An eight-week cohort for professionals moving into AI-adjacent roles: weekly live sessions, a capstone project and peer reviews.',
    country: 'United States',
    topics: ['Artificial Intelligence', 'Career Planning'],
    maximumSize: 30,
    priceCents: 14900,
    startsInDays: 14,
    lastsDays: 56,
  },
  {
    slug: 'first-gen-professionals',
    name: 'First-Gen Professionals',
    type: 'circle',
    parent: DEFAULT_ORGANIZATION_SLUG,
    description: 'A free circle for first-generation graduates navigating their first two years at work, with monthly mentor office hours.',
    country: 'United States',
    topics: ['Mentorship', 'Diversity and Inclusion'],
    maximumSize: 100,
    startsInDays: -20,
    lastsDays: 120,
  },
  {
    slug: 'data-analytics-sprint',
    name: 'Data Analytics Sprint',
    type: 'circle',
    parent: 'westlake-state-university',
    description: 'Six weeks of SQL, spreadsheets and dashboards with real datasets from local non-profits.',
    country: 'United States',
    topics: ['Data Science'],
    maximumSize: 40,
    startsInDays: 30,
    lastsDays: 42,
  },
  {
    slug: 'future-of-work-summit-2026',
    name: 'Future of Work Summit 2026',
    type: 'event',
    parent: DEFAULT_ORGANIZATION_SLUG,
    description: 'A two-day conference on how AI reshapes entry-level work, with talks, paper presentations and a hiring fair.',
    country: 'United States',
    topics: ['Artificial Intelligence', 'Career Planning', 'Leadership'],
    eventType: 'conference',
    startsInDays: 45,
    lastsDays: 2,
  },
  {
    slug: 'resume-clinic-first-internship',
    name: 'Resume Clinic: Landing Your First Internship',
    type: 'event',
    parent: DEFAULT_ORGANIZATION_SLUG,
    description: 'Bring your resume and get line-by-line feedback from recruiters in small groups.',
    country: 'United States',
    topics: ['Career Planning'],
    eventType: 'workshop',
    startsInDays: 7,
    lastsDays: 1,
  },
  {
    slug: 'ai-tools-for-educators',
    name: 'AI Tools for Educators',
    type: 'event',
    parent: 'riverside-community-college',
    description: 'A seminar on using AI assistants responsibly for lesson planning, grading feedback and accessibility.',
    country: 'United States',
    topics: ['Education Technology', 'Artificial Intelligence'],
    eventType: 'seminar',
    startsInDays: 21,
    lastsDays: 1,
  },
];
