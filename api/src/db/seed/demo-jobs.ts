import type { ContentStatus } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';
import type { SkillName } from './demo-topics.ts';

/** The demo job board: jobs of every type, state and location, and applications to them. */

const DEFAULT = DEFAULT_ORGANIZATION_SLUG;

export type DemoJob = {
  title: string;
  description: string;
  requirements: string;
  group: string;
  author: string;
  jobType: 'project_based' | 'full_time' | 'part_time' | 'internship';
  jobLocation: 'on_site' | 'remote' | 'hybrid';
  address?: string;
  status: ContentStatus;
  skills: SkillName[];
  /** Career stage option ids of the app config. */
  careerStages: number[];
  countries: string[];
  /** Days from the seeding day; negative for a job whose applications have closed. */
  closesInDays: number;
};

export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Program Coordinator, Career Circles',
    description: '<p>Coordinate cohort schedules, onboard circle leaders and track participant outcomes.</p>',
    requirements: '<p>Two years of program or event coordination; excellent written communication.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'full_time',
    jobLocation: 'hybrid',
    address: 'Chicago, Illinois',
    status: 'approved',
    skills: ['Project Management', 'Public Speaking'],
    careerStages: [5, 7],
    countries: ['United States'],
    closesInDays: 30,
  },
  {
    title: 'Data Analyst Intern',
    description: '<p>Build dashboards on member engagement and help evaluate our AI learning paths.</p>',
    requirements: '<p>Coursework in statistics; SQL; curiosity.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'internship',
    jobLocation: 'remote',
    status: 'approved',
    skills: ['SQL', 'Data Visualization'],
    careerStages: [3, 4, 5],
    countries: ['United States'],
    closesInDays: 21,
  },
  {
    title: 'Community Content Writer',
    description: '<p>Write member stories, newsletters and resource guides.</p>',
    requirements: '<p>A portfolio of published writing.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'part_time',
    jobLocation: 'remote',
    status: 'pending',
    skills: ['Technical Writing'],
    careerStages: [4, 5, 6],
    countries: ['United States', 'Canada', 'United Kingdom', 'Nigeria', 'Ghana'],
    closesInDays: 40,
  },
  {
    title: 'Robotics Software Intern',
    description: '<p>Work on motion planning for warehouse robots alongside senior engineers.</p>',
    requirements: '<p>Python or C++; a robotics or controls course.</p>',
    group: 'lumen-robotics',
    author: 'admin@trellis.test',
    jobType: 'internship',
    jobLocation: 'on_site',
    address: 'Toronto, Ontario',
    status: 'approved',
    skills: ['Python', 'Machine Learning'],
    careerStages: [3, 4],
    countries: ['Canada'],
    closesInDays: 25,
  },
  {
    title: 'Clinical Data Specialist',
    description: '<p>Maintain quality dashboards for twelve community clinics.</p>',
    requirements: '<p>Experience with health data and privacy rules.</p>',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    jobType: 'full_time',
    jobLocation: 'hybrid',
    address: 'Boston, Massachusetts',
    status: 'approved',
    skills: ['SQL', 'Data Visualization'],
    careerStages: [6, 7],
    countries: ['United States'],
    closesInDays: 35,
  },
  {
    title: 'Grant Writer (contract)',
    description: '<p>Prepare two foundation grant applications for our youth employment program.</p>',
    requirements: '<p>A record of funded proposals.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'project_based',
    jobLocation: 'remote',
    status: 'pending',
    skills: ['Grant Writing'],
    careerStages: [6, 8],
    countries: ['United States', 'Mexico'],
    closesInDays: 14,
  },
  {
    title: 'Community Health Outreach Lead',
    description: '<p>Lead the spring vaccination outreach across our neighbourhood clinics.</p>',
    requirements: '<p>Community health experience; Spanish is a plus.</p>',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    jobType: 'full_time',
    jobLocation: 'on_site',
    address: 'Boston, Massachusetts',
    status: 'approved',
    skills: ['Public Speaking', 'Project Management', 'Budgeting', 'Team Leadership', 'Grant Writing'],
    careerStages: [6, 7],
    countries: ['United States', 'Mexico', 'Colombia', 'Nigeria', 'Ghana'],
    closesInDays: -5,
  },
  {
    title: 'Hospital Volunteer Coordinator',
    description: '<p>Recruit and schedule hospital volunteers.</p>',
    requirements: '<p>Volunteer management experience.</p>',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    jobType: 'part_time',
    jobLocation: 'on_site',
    address: 'Cambridge, Massachusetts',
    status: 'rejected',
    skills: ['Project Management'],
    careerStages: [5],
    countries: ['United States'],
    closesInDays: 20,
  },
  {
    title: 'Machine Learning Engineer',
    description: '<p>Train the perception models that let our robots pick mixed items safely.</p>',
    requirements: '<p>Three years of applied machine learning in production.</p>',
    group: 'lumen-robotics',
    author: 'admin@trellis.test',
    jobType: 'full_time',
    jobLocation: 'on_site',
    address: 'Toronto, Ontario',
    status: 'approved',
    skills: ['Python', 'Machine Learning', 'Prompt Engineering'],
    careerStages: [5, 6],
    countries: ['United States', 'Germany'],
    closesInDays: 45,
  },
  {
    title: 'Mentor Network Manager',
    description: '<p>Grow and support our network of volunteer mentors across three continents.</p>',
    requirements: '<p>Experience running volunteer or alumni programs.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'full_time',
    jobLocation: 'remote',
    status: 'approved',
    skills: ['Team Leadership', 'Project Management'],
    careerStages: [7, 8],
    countries: ['United States', 'United Kingdom'],
    closesInDays: 50,
  },
  {
    title: 'UX Research Intern',
    description: '<p>Interview members about how they use circles and turn what you hear into product changes.</p>',
    requirements: '<p>A course or project in user research.</p>',
    group: DEFAULT,
    author: 'admin@trellis.test',
    jobType: 'internship',
    jobLocation: 'remote',
    status: 'approved',
    skills: ['User Research', 'Data Visualization', 'Technical Writing'],
    careerStages: [3],
    countries: ['United States', 'South Korea'],
    closesInDays: 28,
  },
  {
    title: 'Warehouse Automation Technician',
    description: '<p>Keep our pilot warehouse robots running and log what breaks.</p>',
    requirements: '<p>A technical diploma; comfort with scripts.</p>',
    group: 'lumen-robotics',
    author: 'admin@trellis.test',
    jobType: 'part_time',
    jobLocation: 'on_site',
    address: 'Mississauga, Ontario',
    status: 'approved',
    skills: ['Python', 'Budgeting'],
    careerStages: [5],
    countries: ['Mexico'],
    closesInDays: 33,
  },
  {
    title: 'Prompt Engineering Workshop Lead',
    description: '<p>Design and run a four-session workshop on prompting for our partner schools.</p>',
    requirements: '<p>Teaching experience and a portfolio of prompts that work.</p>',
    group: 'lumen-robotics',
    author: 'admin@trellis.test',
    jobType: 'project_based',
    jobLocation: 'remote',
    status: 'approved',
    skills: ['Prompt Engineering', 'Technical Writing'],
    careerStages: [6],
    countries: ['United Kingdom', 'France', 'Italy', 'Germany', 'Ghana', 'Jordan'],
    closesInDays: 60,
  },
];

export type DemoJobApplication = { job: string; email: string; status: 'pending' | 'accepted' | 'rejected'; reason?: string };

/** Applications in every state, on open and on expired jobs; member@trellis.test has applied nowhere yet. */
export const DEMO_JOB_APPLICATIONS: DemoJobApplication[] = [
  { job: 'Program Coordinator, Career Circles', email: 'emily.carter@example.org', status: 'pending' },
  { job: 'Program Coordinator, Career Circles', email: 'lucas.moreau@example.org', status: 'accepted' },
  {
    job: 'Program Coordinator, Career Circles',
    email: 'hannah.schmidt@example.org',
    status: 'rejected',
    reason: 'We need someone in Chicago.',
  },
  { job: 'Data Analyst Intern', email: 'aisha.bello@example.org', status: 'pending' },
  { job: 'Clinical Data Specialist', email: 'sofia.rossi@example.org', status: 'accepted' },
  { job: 'Community Health Outreach Lead', email: 'hannah.schmidt@example.org', status: 'pending' },
];
