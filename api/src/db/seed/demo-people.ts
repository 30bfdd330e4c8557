import type { MembershipRole, MembershipStatus } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';
import type { SkillName, TopicName } from './demo-topics.ts';

export type DemoMembership = { group: string; status: MembershipStatus; role?: MembershipRole; isDefault?: boolean };

export type DemoCareerEntry = {
  type: 'work' | 'education';
  title: string;
  group: string;
  description: string;
  start: string;
  end?: string;
  /** A career entry needs at least one skill. */
  skills: [SkillName, ...SkillName[]];
};

export type DemoPerson = {
  email: string;
  firstName: string;
  lastName: string;
  slug: string;
  isVerified: boolean;
  isStaff?: boolean;
  country: string;
  location: string;
  /** The headline the profile form requires. */
  title: string;
  /** Option ids of the app config's interested services; the profile form requires at least one. */
  interestedServices: number[];
  institution?: string;
  shortBio: string;
  careerStory?: string;
  careerAdvice?: string;
  /** Option ids of the app config (current role, career stage, reasons, professional field, job function); a job function goes with role 3 alone, the one role the form asks it for. */
  currentRole: number;
  careerStage: number;
  reasons: number[];
  professionalField: number;
  jobFunction?: number;
  topics: TopicName[];
  skills: SkillName[];
  isCertified?: boolean;
  leadershipLevel?: 1 | 2 | 3;
  tier?: 0 | 1 | 2 | 3;
  /** One-to-one chat granted outside the paid tiers, so the free demo member can chat. */
  oneToOneChat?: boolean;
  memberships: DemoMembership[];
  career?: DemoCareerEntry[];
};

const inDefault = (status: MembershipStatus, role: MembershipRole = 'member'): DemoMembership => ({
  group: DEFAULT_ORGANIZATION_SLUG,
  status,
  role,
  isDefault: true,
});

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'member@trellis.test',
    firstName: 'Maya',
    lastName: 'Thompson',
    slug: 'maya-thompson',
    isVerified: true,
    oneToOneChat: true,
    country: 'United States',
    location: 'Columbus, Ohio',
    title: 'Marketing Analyst',
    interestedServices: [1, 4],
    institution: 'westlake-state-university',
    shortBio: 'Marketing analyst learning to use AI for customer research, looking for a mentor in product management.',
    careerStory:
      'I started in retail management, moved into marketing analytics through an evening certificate, and now want to grow into product work.',
    currentRole: 3,
    careerStage: 5,
    reasons: [1, 6],
    professionalField: 16,
    jobFunction: 9,
    topics: ['Artificial Intelligence', 'Career Planning'],
    skills: ['Data Visualization', 'SQL', 'User Research'],
    memberships: [
      inDefault('accepted'),
      { group: 'first-gen-professionals', status: 'accepted' },
      { group: 'westlake-state-university', status: 'accepted', role: 'member' },
    ],
    career: [
      {
        type: 'work',
        title: 'Marketing Analyst',
        group: 'Brightline Retail Group',
        description: 'Campaign reporting and customer segmentation.',
        start: '2023-02',
        skills: ['SQL', 'Data Visualization'],
      },
      {
        type: 'education',
        title: 'B.A. Communication',
        group: 'Westlake State University',
        description: 'Minor in statistics.',
        start: '2017-09',
        end: '2021-05',
        skills: ['Public Speaking', 'Data Visualization'],
      },
    ],
  },
  {
    email: 'unverified@trellis.test',
    firstName: 'Jordan',
    lastName: 'Lee',
    slug: 'jordan-lee',
    isVerified: false,
    country: 'United States',
    location: 'Sacramento, California',
    title: 'Nursing Student',
    interestedServices: [2],
    shortBio: 'Nursing student exploring public health careers.',
    currentRole: 2,
    careerStage: 3,
    reasons: [3],
    professionalField: 10,
    topics: ['Public Health'],
    skills: ['Public Speaking'],
    memberships: [inDefault('accepted')],
  },
  {
    email: 'pending@trellis.test',
    firstName: 'Sam',
    lastName: 'Rivera',
    slug: 'sam-rivera',
    isVerified: true,
    country: 'Mexico',
    location: 'Monterrey',
    title: 'Mechanical Engineer',
    interestedServices: [3, 5],
    shortBio: 'Mechanical engineer moving into renewable energy project management.',
    currentRole: 4,
    careerStage: 6,
    reasons: [2, 4],
    professionalField: 6,
    topics: ['Renewable Energy'],
    skills: ['Project Management', 'Budgeting'],
    memberships: [inDefault('pending')],
  },
  {
    email: 'admin@trellis.test',
    firstName: 'Priya',
    lastName: 'Natarajan',
    slug: 'priya-natarajan',
    isVerified: true,
    country: 'United States',
    location: 'Chicago, Illinois',
    title: 'Director of Programs',
    interestedServices: [6, 5],
    institution: 'westlake-state-university',
    shortBio: 'Director of programs at Trellis Career Network; former engineering manager.',
    careerStory: 'Twelve years in software teams, the last five leading them, before building mentorship programs full time.',
    careerAdvice: 'Write down what you learned every week. In a year you will have the story every interviewer asks for.',
    currentRole: 5,
    careerStage: 8,
    reasons: [8, 9],
    professionalField: 4,
    topics: ['Leadership', 'Mentorship', 'Artificial Intelligence'],
    skills: ['Team Leadership', 'Project Management', 'Public Speaking'],
    isCertified: true,
    leadershipLevel: 3,
    tier: 3,
    memberships: [inDefault('accepted', 'admin'), { group: 'future-of-work-summit-2026', status: 'accepted', role: 'admin' }],
    career: [
      {
        type: 'work',
        title: 'Director of Programs',
        group: 'Trellis Career Network',
        description: 'Runs circles, events and the mentor network.',
        start: '2022-01',
        skills: ['Team Leadership'],
      },
      {
        type: 'work',
        title: 'Engineering Manager',
        group: 'Lumen Robotics',
        description: 'Led the fleet software team.',
        start: '2016-03',
        end: '2021-12',
        skills: ['Team Leadership', 'Python'],
      },
    ],
  },
  {
    email: 'leader@trellis.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    slug: 'daniel-okafor',
    isVerified: true,
    country: 'Nigeria',
    location: 'Lagos',
    title: 'Senior Data Scientist',
    interestedServices: [1, 7],
    shortBio: 'Data scientist and certified circle leader teaching practical AI to career changers.',
    careerStory: 'I moved from accounting to data science at 30 and now help others make the same jump.',
    careerAdvice: 'Pick one real dataset from your current job and answer one question with it. That project beats any certificate.',
    currentRole: 4,
    careerStage: 7,
    reasons: [8],
    professionalField: 13,
    topics: ['Artificial Intelligence', 'Data Science', 'Mentorship'],
    skills: ['Python', 'Machine Learning', 'Prompt Engineering'],
    isCertified: true,
    leadershipLevel: 2,
    tier: 2,
    memberships: [
      inDefault('accepted'),
      { group: 'ai-foundations-for-career-changers', status: 'accepted', role: 'leader' },
      // Leads the alliance's programs, so may create circles and events under it.
      { group: 'northbridge-health-alliance', status: 'accepted', role: 'leader' },
    ],
    career: [
      {
        type: 'work',
        title: 'Senior Data Scientist',
        group: 'Northbridge Health Alliance',
        description: 'Forecasting and clinical operations analytics.',
        start: '2020-06',
        skills: ['Python', 'Machine Learning'],
      },
    ],
  },
  {
    email: 'staff@trellis.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    slug: 'alex-morgan',
    isVerified: true,
    isStaff: true,
    country: 'United States',
    location: 'Remote',
    title: 'Community Operations Lead',
    interestedServices: [5],
    shortBio: 'Community operations at Trellis.',
    currentRole: 4,
    careerStage: 7,
    reasons: [8],
    professionalField: 17,
    topics: ['Mentorship'],
    skills: ['Project Management'],
    tier: 3,
    memberships: [inDefault('accepted')],
  },
  ...(
    [
      [
        'Aisha',
        'Bello',
        'Nigeria',
        'Abuja',
        'accepted',
        'Public Health Researcher',
        'Public health graduate researching maternal care programs.',
        10,
        4,
      ],
      ['Lucas', 'Moreau', 'France', 'Lyon', 'accepted', 'Backend Developer', 'Backend developer mentoring juniors in open source.', 13, 5],
      [
        'Hannah',
        'Schmidt',
        'Germany',
        'Hamburg',
        'accepted',
        'Solar Installer',
        'Solar installer training to become a project engineer.',
        6,
        6,
      ],
      ['Mateo', 'Alvarez', 'Colombia', 'Bogota', 'pending', 'Economics Student', 'Economics student interested in fintech.', 8, 3],
      ['Grace', 'Kim', 'South Korea', 'Seoul', 'pending', 'UX Researcher', 'UX researcher exploring AI-assisted design.', 3, 5],
      ['Omar', 'Haddad', 'Jordan', 'Amman', 'pending', 'High School Teacher', 'High school teacher building a robotics club.', 5, 6],
      [
        'Emily',
        'Carter',
        'United States',
        'Denver, Colorado',
        'accepted',
        'HR Generalist',
        'HR generalist moving into people analytics.',
        12,
        5,
      ],
      ['Kwame', 'Mensah', 'Ghana', 'Accra', 'rejected', 'Founder', 'Entrepreneur building an agritech marketplace.', 1, 7],
      [
        'Sofia',
        'Rossi',
        'Italy',
        'Milan',
        'accepted',
        'Architecture Student',
        'Architecture student curious about generative design.',
        2,
        2,
      ],
      [
        'Noah',
        'Williams',
        'United States',
        'Atlanta, Georgia',
        'pending',
        'High School Senior',
        'High school senior planning a computer science degree.',
        13,
        1,
      ],
    ] as const
  ).map(([firstName, lastName, country, location, status, title, shortBio, professionalField, careerStage]): DemoPerson => ({
    email: `${firstName}.${lastName}@example.org`.toLowerCase(),
    firstName,
    lastName,
    slug: `${firstName}-${lastName}`.toLowerCase(),
    isVerified: true,
    country,
    location,
    title,
    interestedServices: [1, 3],
    shortBio,
    currentRole: careerStage === 1 ? 1 : careerStage <= 3 ? 2 : careerStage <= 5 ? 3 : 4,
    careerStage,
    reasons: [2, 5],
    professionalField,
    topics: ['Career Planning'],
    skills: ['Public Speaking'],
    memberships: [inDefault(status)],
  })),
];
