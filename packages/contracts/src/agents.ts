import { z } from 'zod';
import { MESSAGES } from '@trellis/contracts/messages';
import { DbId, emailField, paginated } from './common.ts';

export const AGENT_STEP_TYPES = [
  'registration',
  'auth_profile_source',
  'unauth_profile_source',
  'career_information',
  'group_checklist',
  'checklist',
  'redirect_to_signup',
  'report_generation',
  'custom_form',
] as const;
export type AgentStepType = (typeof AGENT_STEP_TYPES)[number];

export const AGENT_TYPES = ['career_assistant', 'careergps'] as const;

/**
 * Whether the caller may run an agent, decided in this order: a visitor may not run a premium agent (restricted),
 * staff always may, a member over their usage limit may not (limit_reached), a premium agent needs a plan with
 * premium agents (no_premium_subscription); anyone else may.
 */
export const AGENT_ACCESS = ['allowed', 'restricted', 'limit_reached', 'no_premium_subscription'] as const;
export type AgentAccess = (typeof AGENT_ACCESS)[number];

export const CUSTOM_QUESTION_TYPES = ['text', 'textarea', 'radio', 'selection', 'file'] as const;

export const CustomFormQuestion = z.object({
  id: z.string().max(60),
  type: z.enum(CUSTOM_QUESTION_TYPES),
  label: z.string().max(300),
  required: z.boolean(),
  placeholder: z.string().max(300).optional(),
  options: z.array(z.string().max(200)).max(30).optional(),
  rows: z.number().int().min(1).max(30).optional(),
  cols: z.number().int().min(1).max(200).optional(),
});
export type CustomFormQuestion = z.infer<typeof CustomFormQuestion>;

export const AgentStep = z.object({
  id: z.number().int(),
  order: z.number().int(),
  type: z.enum(AGENT_STEP_TYPES),
  extra_info: z.object({
    header_text: z.string(),
    description: z.string(),
    next_text: z.string(),
    loading_text: z.string().nullable(),
    /** Whether running the step calls the agent. */
    calls_agent: z.boolean(),
    /** Who gets the step: members, visitors or both. */
    input_steps: z.enum(['auth', 'unauth', 'both']),
    questions: z.array(CustomFormQuestion),
  }),
});
export type AgentStep = z.infer<typeof AgentStep>;

export const Agent = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  agent_type: z.enum(AGENT_TYPES),
  description: z.string(),
  can_chat: z.boolean(),
  is_premium: z.boolean(),
  extra_info: z.object({ prompts: z.array(z.string()), show_stepper: z.boolean() }),
  access: z.enum(AGENT_ACCESS),
});
export type Agent = z.infer<typeof Agent>;

export const AgentDetail = Agent.extend({ steps: z.array(AgentStep) });
export type AgentDetail = z.infer<typeof AgentDetail>;

export const AgentList = z.object({ data: z.array(Agent) });
export type AgentList = z.infer<typeof AgentList>;

export const AgentListQuery = z.object({ agent_type: z.enum(AGENT_TYPES).optional() });

/** GET /agents/metrics/: the member's agent runs this month, and their plan's limit (null: unlimited). */
export const AgentMetrics = z.object({
  usage_count: z.number().int(),
  usage: z.object({ max_limit: z.number().int().nullable() }),
});
export type AgentMetrics = z.infer<typeof AgentMetrics>;

/** POST /agents/process/{a}/{b}/: the agent's id and the step's order. */
export const AgentProcessParams = z.object({ agent: DbId, step: z.coerce.number().int().min(1).max(100) });

/** The longest answer a step takes, per field and in all. */
export const AGENT_ANSWER_MAX_CHARS = 2000;

export const AgentProcessBody = z.object({
  /** The member's answers to the step, by question id. */
  user_response: z
    .record(
      z.string().max(60),
      z.string().max(AGENT_ANSWER_MAX_CHARS, { error: `Ensure this field has no more than ${AGENT_ANSWER_MAX_CHARS} characters.` }),
    )
    .refine((answers) => Object.keys(answers).length <= 30, { error: 'Too many answers.' }),
  user_prompt: z
    .string()
    .max(AGENT_ANSWER_MAX_CHARS, { error: `Ensure this field has no more than ${AGENT_ANSWER_MAX_CHARS} characters.` })
    .optional(),
  /** Staff running the agent for another member (the beneficiary). */
  user_id: DbId.optional(),
});
export type AgentProcessBody = z.infer<typeof AgentProcessBody>;

export const AgentProcessAnswer = z.object({
  /** `report_slug` names the report a report step kept, when it kept one. */
  data: z.object({ message: z.string(), log: z.array(z.string()), report_slug: z.string().nullable() }),
});
export type AgentProcessAnswer = z.infer<typeof AgentProcessAnswer>;

/** A report a CareerGPS run wrote. Only its owner may download, share or rate it. */
export const AgentReport = z.object({
  id: z.number().int(),
  slug: z.string(),
  agent_name: z.string(),
  created_at: z.string(),
  output_data: z.object({ message: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_owner: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  feedback: z.string().nullable(),
});
export type AgentReport = z.infer<typeof AgentReport>;

/** GET /agents/reports/: the member's reports, newest first (30 a page unless page_size says); staff may name a member. */
export const AgentReportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  user_id: DbId.optional(),
});
export const AgentReportList = paginated(AgentReport);
export type AgentReportList = z.infer<typeof AgentReportList>;

/** POST /agents/feedback/: the owner's stars and words on a report. */
export const AgentFeedbackBody = z.object({
  response_id: DbId,
  rating: z.coerce.number().int().min(1, { error: 'Choose from 1 to 5 stars.' }).max(5, { error: 'Choose from 1 to 5 stars.' }),
  feedback: z
    .string()
    .trim()
    .max(AGENT_ANSWER_MAX_CHARS, { error: `Ensure this field has no more than ${AGENT_ANSWER_MAX_CHARS} characters.` })
    .optional(),
});
export const AgentFeedbackAnswer = z.object({ detail: z.string(), report: AgentReport });

const requiredText = (max: number) => z.string({ error: MESSAGES.common.required }).trim().min(1, MESSAGES.common.required).max(max);

/** POST /register-career-gps/: a visitor's name, country (US unless they say) and e-mail, so their run and report have an owner. */
export const CareerGpsRegistrationBody = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  country: requiredText(60).default('US'),
  email: emailField(MESSAGES.common.required, MESSAGES.auth.emailInvalid),
});
export type CareerGpsRegistrationBody = z.input<typeof CareerGpsRegistrationBody>;

/** The visitor's new session; the account is a trial one until they sign up with a password. */
export const CareerGpsRegistrationAnswer = z.object({ access_token: z.string(), refresh_token: z.string() });
export type CareerGpsRegistrationAnswer = z.infer<typeof CareerGpsRegistrationAnswer>;

/**
 * POST /register-career-gps/code/: a visitor whose e-mail already started CareerGPS asks for a sign-in code, so the
 * trial account can be resumed from another browser before it signs up.
 */
export const CareerGpsCodeBody = z.object({ email: emailField(MESSAGES.common.required, MESSAGES.auth.emailInvalid) });
export type CareerGpsCodeBody = z.input<typeof CareerGpsCodeBody>;
export const CareerGpsCodeAnswer = z.object({ message: z.string() });

/** POST /register-career-gps/sign-in/: the e-mailed code signs the visitor in to their trial account. */
export const CareerGpsSignInBody = CareerGpsCodeBody.extend({
  code: z
    .string({ error: MESSAGES.agents.trialCodeFormat })
    // Room for the spaces a pasted code brings along, which are trimmed before the digits are checked.
    .max(20, { error: MESSAGES.agents.trialCodeFormat, abort: true })
    .trim()
    .regex(/^\d{6}$/, MESSAGES.agents.trialCodeFormat),
});
export type CareerGpsSignInBody = z.input<typeof CareerGpsSignInBody>;

/**
 * Why an e-mail cannot register for CareerGPS, the `status` of the 400: `active` is a member's account (they sign in),
 * any other has been used before without a full sign-up (they sign up).
 */
export const CAREER_GPS_REFUSED_STATUSES = ['active', 'trial', 'inactive'] as const;
export type CareerGpsRefusedStatus = (typeof CAREER_GPS_REFUSED_STATUSES)[number];

/** The longest instructions staff may give a step that calls the agent. */
export const AGENT_PROMPT_MAX_CHARS = 8000;

/** A step's instructions to the agent, as staff configure them. */
export const AgentPromptEntry = z.object({
  id: z.number().int(),
  agent_name: z.string(),
  agent_slug: z.string(),
  step_order: z.number().int(),
  step_header: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type AgentPromptEntry = z.infer<typeof AgentPromptEntry>;
export const AgentPromptList = z.object({ data: z.array(AgentPromptEntry) });
export type AgentPromptList = z.infer<typeof AgentPromptList>;

export const AgentPromptBody = z.object({
  content: z
    .string({ error: MESSAGES.common.required })
    .trim()
    .min(1, MESSAGES.common.required)
    .max(AGENT_PROMPT_MAX_CHARS, { error: `Ensure this field has no more than ${AGENT_PROMPT_MAX_CHARS} characters.` }),
});
export type AgentPromptBody = z.infer<typeof AgentPromptBody>;

/** One entry of the agent log: a step someone ran, what they answered, what the agent wrote and how. */
export const AgentRunEntry = z.object({
  id: z.number().int(),
  agent_name: z.string(),
  step_order: z.number().int(),
  step_type: z.enum(AGENT_STEP_TYPES),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  beneficiary: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user_response: z.record(z.string(), z.string()),
  output: z.string(),
  log: z.array(z.string()),
  created_at: z.string(),
});
export type AgentRunEntry = z.infer<typeof AgentRunEntry>;

/** GET /agents/runs/: the agent log, newest first, 30 a page. */
export const AgentRunListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
});
export const AgentRunList = paginated(AgentRunEntry);
export type AgentRunList = z.infer<typeof AgentRunList>;
