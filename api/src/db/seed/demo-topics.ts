export const GENERAL_TOPICS = [
  'Artificial Intelligence',
  'Career Planning',
  'Leadership',
  'Data Science',
  'Public Health',
  'Renewable Energy',
  'Entrepreneurship',
  'Mentorship',
  'Software Engineering',
  'Education Technology',
  'Diversity and Inclusion',
  'Financial Literacy',
] as const;

export const SKILLS = [
  'Python',
  'Public Speaking',
  'Project Management',
  'Data Visualization',
  'Prompt Engineering',
  'SQL',
  'Technical Writing',
  'Machine Learning',
  'Budgeting',
  'Team Leadership',
  'User Research',
  'Grant Writing',
] as const;

export type TopicName = (typeof GENERAL_TOPICS)[number];
export type SkillName = (typeof SKILLS)[number];
