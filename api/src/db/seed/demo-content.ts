import type { ContentStatus } from '../schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';
import type { TopicName } from './demo-topics.ts';

export type DemoUseCase = {
  title: string;
  description: string;
  reason: string;
  group: string;
  author: string;
  topics: TopicName[];
  businessValue: string;
  complexity: 'Low' | 'Medium' | 'High';
  innovationCategory: 'Incremental' | 'Adjacent' | 'Transformational';
  categories: string[];
  careerStages: number[];
  professionalFields: number[];
  jobFunctions: number[];
  status: ContentStatus;
  voteScore: number;
};

const DEFAULT = DEFAULT_ORGANIZATION_SLUG;

export const DEMO_USE_CASES: DemoUseCase[] = [
  {
    title: 'Drafting personalised outreach e-mails to prospective mentors',
    description:
      'Give an assistant your profile and a mentor’s public bio; it drafts a short, specific first message you then edit in your own voice.',
    reason: 'Most mentoring requests go unanswered because they are generic. Specific, short messages get replies.',
    group: DEFAULT,
    author: 'member@trellis.test',
    topics: ['Mentorship', 'Career Planning'],
    businessValue: 'Career growth',
    complexity: 'Low',
    innovationCategory: 'Incremental',
    categories: ['Productivity'],
    careerStages: [2, 3, 4, 5],
    professionalFields: [],
    jobFunctions: [],
    status: 'approved',
    voteScore: 42,
  },
  {
    title: 'Summarising patient intake notes for faster triage',
    description:
      'Nurses paste de-identified intake notes; the model produces a structured summary with red-flag symptoms highlighted for the triage nurse to confirm.',
    reason: 'Triage queues grow at peak hours; structured summaries cut reading time while the clinician keeps the decision.',
    group: 'northbridge-health-alliance',
    author: 'leader@trellis.test',
    topics: ['Public Health', 'Artificial Intelligence'],
    businessValue: 'Cost reduction',
    complexity: 'High',
    innovationCategory: 'Adjacent',
    categories: ['Healthcare'],
    careerStages: [5, 7],
    professionalFields: [10],
    jobFunctions: [10],
    status: 'approved',
    voteScore: 35,
  },
  {
    title: 'Automating the weekly sales pipeline report',
    description:
      'A scheduled job exports CRM opportunities, and an assistant writes the narrative: what moved, what stalled and which deals need attention.',
    reason: 'Sales managers spend hours each week on the same report; the narrative is where judgement matters, not the copying.',
    group: 'lumen-robotics',
    author: 'admin@trellis.test',
    topics: ['Data Science'],
    businessValue: 'Productivity',
    complexity: 'Medium',
    innovationCategory: 'Incremental',
    categories: ['Marketing and Sales'],
    careerStages: [5, 7],
    professionalFields: [4, 19],
    jobFunctions: [14],
    status: 'approved',
    voteScore: 18,
  },
  {
    title: 'Generating practice questions from lecture notes',
    description: 'Students upload their own notes and get ten practice questions with worked answers, graded from recall to application.',
    reason: 'Retrieval practice is one of the most reliable study methods, and writing good questions is the hard part.',
    group: 'riverside-community-college',
    author: 'member@trellis.test',
    topics: ['Education Technology'],
    businessValue: 'Learning outcomes',
    complexity: 'Low',
    innovationCategory: 'Incremental',
    categories: ['Education and Training'],
    careerStages: [1, 2],
    professionalFields: [5],
    jobFunctions: [15],
    status: 'approved',
    voteScore: 51,
  },
  {
    title: 'Screening resumes against job requirements with a fairness check',
    description:
      'An assistant maps each resume to the posted requirements and explains the match; names, photos and addresses are removed before scoring.',
    reason: 'Structured screening is faster and more consistent, and removing identifying details reduces bias.',
    group: DEFAULT,
    author: 'admin@trellis.test',
    topics: ['Diversity and Inclusion', 'Artificial Intelligence'],
    businessValue: 'Better hiring',
    complexity: 'Medium',
    innovationCategory: 'Adjacent',
    categories: ['Recruiting and HR'],
    careerStages: [7, 8],
    professionalFields: [12],
    jobFunctions: [7],
    status: 'approved',
    voteScore: 27,
  },
  {
    title: 'First-line IT helpdesk assistant',
    description:
      'A chat assistant answers password, VPN and printer questions from the internal knowledge base and opens a ticket when it cannot help.',
    reason: 'Most helpdesk tickets repeat a handful of questions; answering them instantly frees technicians for real incidents.',
    group: 'westlake-state-university',
    author: 'staff@trellis.test',
    topics: ['Software Engineering'],
    businessValue: 'Cost reduction',
    complexity: 'Medium',
    innovationCategory: 'Incremental',
    categories: ['Customer Service', 'Operations'],
    careerStages: [4, 5],
    professionalFields: [13],
    jobFunctions: [2],
    status: 'approved',
    voteScore: 22,
  },
  {
    title: 'Forecasting demand for a community solar cooperative',
    description:
      'Weather forecasts and smart-meter history feed a model that predicts next-week demand so the cooperative can plan battery use.',
    reason: 'Better forecasts mean less energy bought at peak prices and lower bills for members.',
    group: 'greengrid-energy-cooperative',
    author: 'leader@trellis.test',
    topics: ['Renewable Energy', 'Data Science'],
    businessValue: 'Cost reduction',
    complexity: 'High',
    innovationCategory: 'Transformational',
    categories: ['Operations', 'Research'],
    careerStages: [5, 7],
    professionalFields: [6],
    jobFunctions: [3],
    status: 'approved',
    voteScore: 14,
  },
  {
    title: 'Translating community announcements into five languages',
    description: 'Volunteers write announcements once; an assistant drafts translations that native speakers review before they go out.',
    reason: 'Families who do not read English miss deadlines for programs built for them.',
    group: 'harbor-city-community-foundation',
    author: 'staff@trellis.test',
    topics: ['Diversity and Inclusion'],
    businessValue: 'Reach',
    complexity: 'Low',
    innovationCategory: 'Incremental',
    categories: ['Productivity'],
    careerStages: [],
    professionalFields: [17],
    jobFunctions: [9],
    status: 'approved',
    voteScore: 19,
  },
  {
    title: 'Literature review assistant for graduate research',
    description:
      'Given a research question, the assistant proposes search strings, clusters the abstracts you collect and drafts a review outline with citations to check.',
    reason: 'Early literature reviews take weeks of sorting; clustering and outlining shortens the path to the real reading.',
    group: 'westlake-state-university',
    author: 'leader@trellis.test',
    topics: ['Data Science', 'Education Technology'],
    businessValue: 'Productivity',
    complexity: 'Medium',
    innovationCategory: 'Adjacent',
    categories: ['Research'],
    careerStages: [2, 5],
    professionalFields: [18],
    jobFunctions: [13],
    status: 'approved',
    voteScore: 31,
  },
  {
    title: 'Code review suggestions for student projects',
    description:
      'Students open a pull request and receive review comments on readability and tests before a teaching assistant looks at it.',
    reason: 'Teaching assistants can focus on design feedback when the first round of style and test comments is automated.',
    group: 'open-code-collective',
    author: 'admin@trellis.test',
    topics: ['Software Engineering', 'Education Technology'],
    businessValue: 'Learning outcomes',
    complexity: 'Medium',
    innovationCategory: 'Incremental',
    categories: ['Software Development', 'Education and Training'],
    careerStages: [2, 3, 4],
    professionalFields: [13],
    jobFunctions: [5],
    status: 'approved',
    voteScore: 24,
  },
  {
    title: 'Predicting which students may drop an online course',
    description: 'Activity logs flag learners whose engagement falls, so advisers can reach out in the first three weeks.',
    reason: 'Early outreach is when support changes outcomes most.',
    group: DEFAULT,
    author: 'member@trellis.test',
    topics: ['Education Technology', 'Data Science'],
    businessValue: 'Learning outcomes',
    complexity: 'High',
    innovationCategory: 'Adjacent',
    categories: ['Education and Training'],
    careerStages: [5],
    professionalFields: [5],
    jobFunctions: [15],
    status: 'pending',
    voteScore: 0,
  },
  {
    title: 'Tagging support tickets by urgency',
    description: 'Incoming tickets get an urgency tag and a suggested queue, which agents confirm or correct.',
    reason: 'Urgent tickets hidden in a long queue are the most expensive ones.',
    group: DEFAULT,
    author: 'leader@trellis.test',
    topics: ['Artificial Intelligence'],
    businessValue: 'Customer experience',
    complexity: 'Low',
    innovationCategory: 'Incremental',
    categories: ['Customer Service'],
    careerStages: [4, 5],
    professionalFields: [4],
    jobFunctions: [2],
    status: 'pending',
    voteScore: 0,
  },
];

export type DemoAiTool = {
  name: string;
  description: string;
  website: string;
  categories: string[];
  group: string;
  author: string;
  status: ContentStatus;
  voteScore: number;
};

export const DEMO_AI_TOOLS: DemoAiTool[] = [
  {
    name: 'ChatGPT',
    description: '<p>General-purpose conversational assistant for drafting, summarising and brainstorming.</p>',
    website: 'https://chatgpt.com',
    categories: ['Chatbot', 'Writing'],
    group: DEFAULT,
    author: 'staff@trellis.test',
    status: 'approved',
    voteScore: 64,
  },
  {
    name: 'Claude',
    description: '<p>Conversational assistant suited to long documents, analysis and careful writing.</p>',
    website: 'https://claude.ai',
    categories: ['Chatbot', 'Writing', 'Research'],
    group: DEFAULT,
    author: 'staff@trellis.test',
    status: 'approved',
    voteScore: 58,
  },
  {
    name: 'GitHub Copilot',
    description: '<p>Code completion and chat inside the editor.</p>',
    website: 'https://github.com/features/copilot',
    categories: ['Coding Assistant'],
    group: 'open-code-collective',
    author: 'admin@trellis.test',
    status: 'approved',
    voteScore: 47,
  },
  {
    name: 'Perplexity',
    description: '<p>Answer engine that cites the web sources it used.</p>',
    website: 'https://www.perplexity.ai',
    categories: ['Research'],
    group: DEFAULT,
    author: 'leader@trellis.test',
    status: 'approved',
    voteScore: 33,
  },
  {
    name: 'Otter.ai',
    description: '<p>Meeting transcription with summaries and action items.</p>',
    website: 'https://otter.ai',
    categories: ['Productivity', 'Audio and Video'],
    group: 'westlake-state-university',
    author: 'member@trellis.test',
    status: 'approved',
    voteScore: 21,
  },
  {
    name: 'Canva Magic Design',
    description: '<p>Generates slide and social media layouts from a prompt or an uploaded image.</p>',
    website: 'https://www.canva.com',
    categories: ['Image Generation'],
    group: DEFAULT,
    author: 'member@trellis.test',
    status: 'approved',
    voteScore: 17,
  },
  {
    name: 'Julius AI',
    description: '<p>Chat with spreadsheets and datasets to produce charts and analyses.</p>',
    website: 'https://julius.ai',
    categories: ['Data Analysis'],
    group: DEFAULT,
    author: 'leader@trellis.test',
    status: 'pending',
    voteScore: 0,
  },
  {
    name: 'Khanmigo',
    description: '<p>Tutoring assistant that guides students with questions rather than answers.</p>',
    website: 'https://www.khanmigo.ai',
    categories: ['Education'],
    group: DEFAULT,
    author: 'member@trellis.test',
    status: 'pending',
    voteScore: 0,
  },
];

export type DemoResource = {
  title: string;
  content: string;
  source?: string;
  group: string;
  author: string;
  topics: TopicName[];
  status: ContentStatus;
  isPremium?: boolean;
};

export const DEMO_RESOURCES: DemoResource[] = [
  {
    title: 'How to ask for an informational interview',
    content: 'A four-sentence template, when to follow up and what to ask in twenty minutes.',
    group: DEFAULT,
    author: 'admin@trellis.test',
    topics: ['Career Planning', 'Mentorship'],
    status: 'approved',
  },
  {
    title: 'Prompt patterns that work for career research',
    content: 'Role, context, task, format: worked examples for researching companies and roles with an assistant.',
    group: DEFAULT,
    author: 'leader@trellis.test',
    topics: ['Artificial Intelligence'],
    status: 'approved',
    isPremium: true,
  },
  {
    title: 'Salary negotiation checklist for first offers',
    content: 'What to research, what to say and which parts of an offer are usually negotiable.',
    group: DEFAULT,
    author: 'admin@trellis.test',
    topics: ['Career Planning', 'Financial Literacy'],
    status: 'approved',
  },
  {
    title: 'Reading a job description like a recruiter',
    content: 'Separate must-haves from wish lists and map your experience to each requirement.',
    source: 'https://www.careeronestop.org',
    group: 'westlake-state-university',
    author: 'member@trellis.test',
    topics: ['Career Planning'],
    status: 'approved',
  },
  {
    title: 'Running your first circle session',
    content: 'Agenda, icebreakers and how to keep a cohort engaged between sessions.',
    group: DEFAULT,
    author: 'leader@trellis.test',
    topics: ['Leadership', 'Mentorship'],
    status: 'pending',
  },
  {
    title: 'Intro to SQL for non-engineers',
    content: 'SELECT, WHERE, GROUP BY and JOIN with a dataset of library loans.',
    group: DEFAULT,
    author: 'member@trellis.test',
    topics: ['Data Science'],
    status: 'pending',
  },
];
