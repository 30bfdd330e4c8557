import type { AgentStep, AgentStepType } from '@trellis/contracts';

type DemoStep = { type: AgentStepType; info: Partial<AgentStep['extra_info']>; prompt?: string };
export type DemoAgent = {
  name: string;
  slug: string;
  agentType: 'career_assistant' | 'careergps';
  description: string;
  canChat: boolean;
  isPremium: boolean;
  prompts: string[];
  showStepper: boolean;
  steps: DemoStep[];
};

const REPORT_PROMPT =
  'Write a personal career plan from the member’s answers and profile, naming only the platform’s circles, events, jobs, resources and people that fit, each with why.';

/** The demo agents: one that chats, a CareerGPS run with every step type, and a premium coach. */
export const DEMO_AGENTS: DemoAgent[] = [
  {
    name: 'Career Assistant',
    slug: 'career-assistant',
    agentType: 'career_assistant',
    description: 'Ask about a career move and get a plan built from the platform’s circles, jobs, events and people.',
    canChat: true,
    isPremium: false,
    prompts: ['How do I move into data science?', 'Which circles help career changers?'],
    showStepper: false,
    steps: [
      {
        type: 'custom_form',
        info: {
          header_text: 'What would you like help with?',
          next_text: 'Ask',
          calls_agent: true,
          loading_text: 'Looking through the platform…',
          questions: [{ id: 'question', type: 'textarea', label: 'Your question', required: true, rows: 3 }],
        },
        prompt: REPORT_PROMPT,
      },
    ],
  },
  {
    name: 'CareerGPS',
    slug: 'careergps',
    agentType: 'careergps',
    description: 'Eight short steps from where you are to a personal career report.',
    canChat: false,
    isPremium: false,
    prompts: [],
    showStepper: true,
    steps: [
      { type: 'registration', info: { header_text: 'Tell us who you are', input_steps: 'unauth' } },
      { type: 'unauth_profile_source', info: { header_text: 'Start from your resume', input_steps: 'unauth' } },
      { type: 'auth_profile_source', info: { header_text: 'Start from your profile or a resume', input_steps: 'auth' } },
      { type: 'career_information', info: { header_text: 'Where are you in your career?' } },
      { type: 'group_checklist', info: { header_text: 'Which communities interest you?' } },
      { type: 'checklist', info: { header_text: 'What do you want from the next year?' } },
      {
        type: 'custom_form',
        info: {
          header_text: 'A few more details',
          questions: [
            { id: 'goal', type: 'text', label: 'Your next career goal', required: true, placeholder: 'e.g. data analyst' },
            { id: 'story', type: 'textarea', label: 'What have you done so far?', required: false, rows: 4 },
            {
              id: 'pace',
              type: 'radio',
              label: 'How much time a week?',
              required: true,
              options: ['Under 2 hours', '2 to 5 hours', 'More than 5 hours'],
            },
            {
              id: 'format',
              type: 'selection',
              label: 'How do you like to learn?',
              required: false,
              options: ['Circles', 'Events', 'Reading', 'Mentoring'],
            },
            { id: 'resume', type: 'file', label: 'Your resume (PDF or DOCX)', required: false },
          ],
        },
      },
      {
        type: 'report_generation',
        info: { header_text: 'Your CareerGPS report', calls_agent: true, loading_text: 'Writing your report…' },
        prompt: REPORT_PROMPT,
      },
      { type: 'redirect_to_signup', info: { header_text: 'Keep your report', input_steps: 'unauth' } },
    ],
  },
  {
    name: 'Executive Career Coach',
    slug: 'executive-career-coach',
    agentType: 'careergps',
    description: 'A premium coach for leaders planning their next senior role.',
    canChat: false,
    isPremium: true,
    prompts: [],
    showStepper: true,
    steps: [
      {
        type: 'custom_form',
        info: {
          header_text: 'Your leadership goal',
          questions: [{ id: 'goal', type: 'textarea', label: 'Which role do you want next, and why?', required: true, rows: 4 }],
        },
      },
      {
        type: 'report_generation',
        info: { header_text: 'Your coaching plan', calls_agent: true, loading_text: 'Writing your plan…' },
        prompt: REPORT_PROMPT,
      },
    ],
  },
];

/** A step's settings with what the demo leaves out filled in. */
export function stepInfo(step: DemoStep): AgentStep['extra_info'] {
  return {
    header_text: step.info.header_text ?? '',
    description: step.info.description ?? '',
    next_text: step.info.next_text ?? 'Next',
    loading_text: step.info.loading_text ?? null,
    calls_agent: step.info.calls_agent ?? false,
    input_steps: step.info.input_steps ?? 'both',
    questions: step.info.questions ?? [],
  };
}
