import type { JoinQuestion } from '@trellis/contracts';
import type { MembershipRole, MembershipStatus } from '../schema/index.ts';
import type { DemoGroup } from './demo-groups.ts';

/** Circles and events beyond the first ones, so every life-cycle stage and kind of event has an example. */
export const DEMO_PROGRAMS: DemoGroup[] = [
  {
    slug: 'community-health-data-circle',
    name: 'Community Health Data Circle',
    type: 'circle',
    parent: 'northbridge-health-alliance',
    description: 'A small cohort of clinic staff learning to turn patient-flow data into better schedules. Seats are few and taken.',
    country: 'United States',
    topics: ['Public Health', 'Data Science'],
    maximumSize: 3,
    startsInDays: 20,
    lastsDays: 42,
  },
  {
    slug: 'robotics-career-launchpad',
    name: 'Robotics Career Launchpad',
    type: 'circle',
    parent: 'lumen-robotics',
    description: 'Ten weeks of hands-on robotics projects and mock interviews with Lumen engineers, finished last month.',
    country: 'Canada',
    topics: ['Software Engineering', 'Artificial Intelligence'],
    maximumSize: 25,
    startsInDays: -100,
    lastsDays: 70,
  },
  {
    slug: 'startup-foundations-2025',
    name: 'Startup Foundations 2025',
    type: 'circle',
    parent: 'lumen-robotics',
    description: 'Last year’s founders circle: customer interviews, pricing experiments and a demo day.',
    country: 'Canada',
    topics: ['Entrepreneurship'],
    maximumSize: 40,
    startsInDays: -260,
    lastsDays: 60,
  },
  {
    slug: 'grant-writing-bootcamp',
    name: 'Grant Writing Bootcamp',
    type: 'circle',
    parent: 'northbridge-health-alliance',
    description: 'Four intensive weeks on writing fundable proposals for community health programs.',
    country: 'United States',
    topics: ['Public Health', 'Leadership'],
    maximumSize: 20,
    priceCents: 9900,
    startsInDays: 4,
    lastsDays: 28,
  },
  {
    slug: 'global-health-careers-webinar',
    name: 'Global Health Careers Webinar',
    type: 'event',
    parent: 'northbridge-health-alliance',
    description: 'A one-hour webinar hosted on a partner platform about careers in global health organizations.',
    country: 'United States',
    topics: ['Public Health', 'Career Planning'],
    eventType: 'talk',
    startsInDays: 10,
    lastsDays: 1,
  },
];

export type DemoProgramDetails = {
  objective?: string;
  memberRequirements?: string;
  /** Days from the seeding day; negative is in the past. */
  applicationOpensInDays?: number;
  applicationClosesInDays?: number;
  paidFeatures?: string[];
  discount?: number;
  questions?: JoinQuestion[];
  isExternal?: boolean;
  externalLink?: string;
  programType?: string;
};

const APPLICATION_QUESTIONS: JoinQuestion[] = [
  { id: 'goal', label: 'What do you want to be able to do after this circle?', type: 'textarea', required: true, options: [] },
  {
    id: 'experience',
    label: 'How much have you used AI tools at work?',
    type: 'radio',
    required: true,
    options: ['Never', 'Sometimes', 'Every week'],
  },
  {
    id: 'sessions',
    label: 'Which session times suit you?',
    type: 'selection',
    required: false,
    options: ['Weekday evenings', 'Saturday mornings'],
  },
  { id: 'linkedin', label: 'Link to your professional profile', type: 'text', required: false, options: [] },
  { id: 'resume', label: 'Your resume (image or PDF)', type: 'file', required: false, options: [] },
];

/** Dates, prices, questions and links of the demo circles and events, by slug. */
export const DEMO_PROGRAM_DETAILS: Record<string, DemoProgramDetails> = {
  'ai-foundations-for-career-changers': {
    objective: 'Ship one AI-assisted project that proves you can do the job you are aiming for.',
    memberRequirements: 'Three to five hours a week, and a laptop.',
    applicationOpensInDays: -10,
    applicationClosesInDays: 7,
    paidFeatures: ['Weekly live sessions', 'Capstone review by a hiring manager', 'Certificate of completion', 'Alumni community'],
    discount: 20,
    questions: APPLICATION_QUESTIONS,
  },
  'first-gen-professionals': { applicationOpensInDays: -60, applicationClosesInDays: -25, objective: 'Find your footing at work.' },
  'data-analytics-sprint': {
    applicationOpensInDays: 5,
    applicationClosesInDays: 25,
    questions: [{ id: 'sql', label: 'Have you written SQL before?', type: 'radio', required: true, options: ['Yes', 'No'] }],
  },
  'community-health-data-circle': { applicationOpensInDays: -5, applicationClosesInDays: 15 },
  'robotics-career-launchpad': { applicationOpensInDays: -140, applicationClosesInDays: -105 },
  'startup-foundations-2025': { applicationOpensInDays: -300, applicationClosesInDays: -265 },
  'grant-writing-bootcamp': {
    applicationOpensInDays: -30,
    applicationClosesInDays: -2,
    paidFeatures: ['Proposal templates', 'Two one-to-one reviews'],
  },
  'future-of-work-summit-2026': { programType: 'In-Person Conference', applicationOpensInDays: -15, applicationClosesInDays: 40 },
  'global-health-careers-webinar': { isExternal: true, externalLink: 'https://events.example.org/global-health-careers' },
};

export type DemoProgramMembership = {
  email: string;
  group: string;
  status: MembershipStatus;
  role?: MembershipRole;
  paymentStatus?: 'pending' | 'confirmed';
  waitListed?: boolean;
  reason?: string;
  extraInfo?: Record<string, unknown>;
};

/** Members of the demo circles and events in every state: applicants, wait-listed, refused, paid and still to pay. */
export const DEMO_PROGRAM_MEMBERSHIPS: DemoProgramMembership[] = [
  { email: 'emily.carter@example.org', group: 'ai-foundations-for-career-changers', status: 'accepted', paymentStatus: 'confirmed' },
  { email: 'sofia.rossi@example.org', group: 'ai-foundations-for-career-changers', status: 'accepted', paymentStatus: 'pending' },
  {
    email: 'grace.kim@example.org',
    group: 'ai-foundations-for-career-changers',
    status: 'pending',
    extraInfo: { answers: { goal: 'Use AI to speed up usability studies.', experience: 'Sometimes', sessions: ['Weekday evenings'] } },
  },
  {
    email: 'mateo.alvarez@example.org',
    group: 'ai-foundations-for-career-changers',
    status: 'pending',
    extraInfo: { answers: { goal: 'Build a forecasting side project.', experience: 'Never' } },
  },
  {
    email: 'kwame.mensah@example.org',
    group: 'ai-foundations-for-career-changers',
    status: 'rejected',
    reason: 'This cohort is for people changing careers; the founders circle suits you better.',
  },
  {
    email: 'unverified@trellis.test',
    group: 'ai-foundations-for-career-changers',
    status: 'pending',
    extraInfo: { answers: { goal: 'Learn.', experience: 'Never' } },
  },
  { email: 'aisha.bello@example.org', group: 'first-gen-professionals', status: 'accepted' },
  { email: 'noah.williams@example.org', group: 'first-gen-professionals', status: 'pending' },
  { email: 'admin@trellis.test', group: 'community-health-data-circle', status: 'accepted', role: 'leader' },
  { email: 'aisha.bello@example.org', group: 'community-health-data-circle', status: 'accepted' },
  { email: 'hannah.schmidt@example.org', group: 'community-health-data-circle', status: 'accepted' },
  { email: 'omar.haddad@example.org', group: 'community-health-data-circle', status: 'pending', waitListed: true },
  { email: 'leader@trellis.test', group: 'robotics-career-launchpad', status: 'accepted', role: 'leader' },
  { email: 'lucas.moreau@example.org', group: 'robotics-career-launchpad', status: 'accepted' },
  { email: 'leader@trellis.test', group: 'startup-foundations-2025', status: 'accepted', role: 'leader' },
  { email: 'admin@trellis.test', group: 'grant-writing-bootcamp', status: 'accepted', role: 'admin' },
  {
    email: 'aisha.bello@example.org',
    group: 'grant-writing-bootcamp',
    status: 'accepted',
    paymentStatus: 'pending',
    extraInfo: { voucher: 'Bank transfer 2026-118' },
  },
  {
    email: 'member@trellis.test',
    group: 'future-of-work-summit-2026',
    status: 'pending',
    role: 'attendee',
    extraInfo: { participant_type: 'attendee', program_type: 'In-Person Conference' },
  },
  {
    email: 'lucas.moreau@example.org',
    group: 'future-of-work-summit-2026',
    status: 'accepted',
    role: 'presenter',
    extraInfo: {
      participant_type: 'presenter',
      program_type: 'In-Person Conference',
      submission_type: 'Paper Presentation',
      title: 'Mentoring juniors when the code writes itself',
      abstract: 'How open-source maintainers changed their mentoring once AI assistants entered code review.',
      publication: 'Practitioner essay (1,500 to 2,000 words)',
    },
  },
  { email: 'admin@trellis.test', group: 'global-health-careers-webinar', status: 'accepted', role: 'admin' },
];

/** Groups followed without joining: from outside, and after a refused request. */
export const DEMO_GROUP_FOLLOWS: { email: string; group: string; type: 'organization' | 'circle' | 'event' }[] = [
  { email: 'pending@trellis.test', group: 'ai-foundations-for-career-changers', type: 'circle' },
  { email: 'kwame.mensah@example.org', group: 'ai-foundations-for-career-changers', type: 'circle' },
  { email: 'member@trellis.test', group: 'lumen-robotics', type: 'organization' },
  { email: 'grace.kim@example.org', group: 'future-of-work-summit-2026', type: 'event' },
];

export type DemoInvitation = { key: string; group: string; from: string; to: string; status?: 'pending' | 'accepted' | 'rejected' };

/**
 * Invitations of every kind: to a member (the one their notification links to), to an address nobody holds yet, and
 * answered ones.
 */
export const DEMO_INVITATIONS: DemoInvitation[] = [
  { key: 'lumen-robotics-welcome', group: 'lumen-robotics', from: 'staff@trellis.test', to: 'member@trellis.test' },
  {
    key: 'ai-foundations-for-a-friend',
    group: 'ai-foundations-for-career-changers',
    from: 'leader@trellis.test',
    to: 'jordan.friend@example.org',
  },
  { key: 'first-gen-welcome', group: 'first-gen-professionals', from: 'member@trellis.test', to: 'pending@trellis.test' },
  {
    key: 'summit-declined',
    group: 'future-of-work-summit-2026',
    from: 'admin@trellis.test',
    to: 'leader@trellis.test',
    status: 'rejected',
  },
];

/** Leadership applications: one under review, one already decided for a certified leader. */
export const DEMO_LEADER_APPLICATIONS: { email: string; group?: string; response: string; status: 'pending' | 'approved' | 'rejected' }[] =
  [
    {
      email: 'member@trellis.test',
      group: 'trellis-career-network',
      response: 'I have mentored three colleagues into analytics roles and want to run a circle for career changers.',
      status: 'pending',
    },
    {
      email: 'leader@trellis.test',
      response: 'I teach practical AI to people moving into data work.',
      status: 'approved',
    },
  ];
