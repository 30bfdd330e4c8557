import type { OptionItem, OptionsConfig } from '@trellis/contracts';

const list = (names: readonly string[], first = 1): OptionItem[] => names.map((name, index) => ({ id: first + index, name }));

/** Id 0 is "other" in the lists that take a free-text answer. */
const OTHER: OptionItem = { id: 0, name: 'Other' };

export const CURRENT_ROLES = list([
  'High school student',
  'College student',
  'Early professional',
  'Mid-career professional',
  'Advanced professional',
]);

export const CAREER_STAGES = [
  ...list([
    'Exploring careers in high school',
    'Choosing a major or program',
    'Looking for an internship',
    'Looking for my first job',
    'Building experience in my first roles',
    'Changing careers',
    'Growing into a leadership role',
    'Leading teams or an organization',
    'Returning to work after a break',
    'Giving back as a mentor or advisor',
  ]),
  OTHER,
];

export const REASONS_TO_JOIN = [
  ...list([
    'Find a mentor',
    'Explore career paths',
    'Find an internship',
    'Find a job',
    'Grow my professional network',
    'Learn AI skills',
    'Develop leadership skills',
    'Mentor others',
    'Hire talent',
    'Start or grow a business',
    'Give back to my community',
    'Prepare for college applications',
  ]),
  OTHER,
];

export const PROFESSIONAL_FIELDS = [
  ...list([
    'Agriculture and Food',
    'Architecture and Construction',
    'Arts, Media and Design',
    'Business and Management',
    'Education',
    'Energy and Environment',
    'Engineering',
    'Finance and Accounting',
    'Government and Public Policy',
    'Healthcare and Life Sciences',
    'Hospitality and Tourism',
    'Human Resources',
    'Information Technology',
    'Law',
    'Manufacturing',
    'Marketing and Communications',
    'Non-profit and Social Impact',
    'Research and Academia',
    'Sales',
    'Transportation and Logistics',
  ]),
  OTHER,
];

export const JOB_FUNCTIONS = list([
  'Administration',
  'Customer Success',
  'Data and Analytics',
  'Design',
  'Engineering',
  'Finance',
  'Human Resources',
  'Legal',
  'Marketing',
  'Operations',
  'Product Management',
  'Project Management',
  'Research',
  'Sales',
  'Teaching and Training',
]);

/** Which career stages each current role offers (role id -> stage ids). */
export const ROLE_STAGE_MAP: Record<string, number[]> = {
  1: [1],
  2: [2, 3, 4, 0],
  3: [4, 5, 6, 9, 0],
  4: [5, 6, 7, 9, 10, 0],
  5: [7, 8, 10, 0],
};

/** Which reasons to join each career stage offers (stage id -> reason ids); changing the stage clears the reasons. */
export const CAREER_REASON_MAP: Record<string, number[]> = {
  0: [1, 2, 5, 6, 11, 0],
  1: [1, 2, 6, 12, 0],
  2: [1, 2, 3, 6, 0],
  3: [1, 3, 5, 6, 0],
  4: [1, 4, 5, 6, 0],
  5: [1, 4, 5, 6, 7, 0],
  6: [1, 2, 4, 5, 6, 0],
  7: [5, 6, 7, 8, 9, 0],
  8: [6, 8, 9, 10, 11, 0],
  9: [1, 4, 5, 6, 0],
  10: [8, 9, 11, 0],
};

export const CAREER_COMMITMENT = list(['A few hours a month', 'A few hours a week', 'Part-time program', 'Full-time program']);

export const ORGANIZATION_TYPES = list([
  'Company',
  'Startup',
  'University or college',
  'High school',
  'Non-profit',
  'Government agency',
  'Professional association',
  'Community group',
]);

export const INTERESTED_SERVICES = list([
  'Mentorship',
  'Career coaching',
  'Job and internship matching',
  'AI skills training',
  'Networking events',
  'Leadership programs',
  'Research collaboration',
  'Scholarships and funding',
]);

export const USECASE_CATEGORIES = list([
  'Productivity',
  'Customer Service',
  'Marketing and Sales',
  'Education and Training',
  'Healthcare',
  'Research',
  'Software Development',
  'Operations',
  'Finance',
  'Recruiting and HR',
  'Creative and Design',
]);

export const AITOOL_CATEGORIES = list([
  'Writing',
  'Image Generation',
  'Coding Assistant',
  'Research',
  'Data Analysis',
  'Productivity',
  'Audio and Video',
  'Chatbot',
  'Education',
]);

export const OPTIONS: OptionsConfig = {
  career_stages: CAREER_STAGES,
  professional_fields: PROFESSIONAL_FIELDS,
  reason_to_join: REASONS_TO_JOIN,
  current_roles: CURRENT_ROLES,
  job_functions: JOB_FUNCTIONS,
  career_reason_map: CAREER_REASON_MAP,
  role_stage_map: ROLE_STAGE_MAP,
  career_commitment: CAREER_COMMITMENT,
  organization_types: ORGANIZATION_TYPES,
  interested_services: INTERESTED_SERVICES,
  usecase_categories: USECASE_CATEGORIES,
  aitool_categories: AITOOL_CATEGORIES,
};
