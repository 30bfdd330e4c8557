import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DB_ID_MAX, DbId, paginated } from './common.ts';
import { CONTENT_STATUSES, REVIEW_ENGINES, UseCaseCuration, type UseCaseQuality } from './ai.ts';
import { MEMBER_ROLES } from './identity.ts';

/** The review agents the platform runs on membership requests; each only recommends, an administrator decides. */
export const SYSTEM_AGENT_TYPES = ['registration_approval', 'ai_enthusiasm_ranking'] as const;
export type SystemAgentType = (typeof SYSTEM_AGENT_TYPES)[number];

/** The review agents the platform runs on submitted content: use case curation grades a use case's quality. */
export const CONTENT_AGENT_TYPES = ['usecase_curation'] as const;
export const SYSTEM_AGENT_ENTITIES = ['group_member', 'use_case'] as const;

export const SystemAgent = z.object({
  id: z.number().int(),
  agent_type: z.enum([...SYSTEM_AGENT_TYPES, ...CONTENT_AGENT_TYPES]),
  name: z.string(),
  /** What the agent reviews. */
  entity: z.enum(SYSTEM_AGENT_ENTITIES),
});
export type SystemAgent = z.infer<typeof SystemAgent>;

/** The built-in agents, with stable ids the member list filters by (system_agent_id). */
export const SYSTEM_AGENTS: readonly SystemAgent[] = [
  { id: 1, agent_type: 'registration_approval', name: 'Registration approval', entity: 'group_member' },
  { id: 2, agent_type: 'ai_enthusiasm_ranking', name: 'AI enthusiasm ranking', entity: 'group_member' },
  { id: 3, agent_type: 'usecase_curation', name: 'Use case curation', entity: 'use_case' },
];
export const systemAgentById = (id: number) => SYSTEM_AGENTS.find((agent) => agent.id === id);
const isMemberAgentType = (type: string): type is SystemAgentType => (SYSTEM_AGENT_TYPES as readonly string[]).includes(type);
/** The agent of this id when it reviews members; a content agent's id names no member agent. */
export function memberAgentById(id: number) {
  const agent = systemAgentById(id);
  return agent && isMemberAgentType(agent.agent_type) ? { ...agent, agent_type: agent.agent_type } : undefined;
}
export const systemAgentOfType = (type: SystemAgent['agent_type']) => SYSTEM_AGENTS.find((agent) => agent.agent_type === type)!;

export const QUALITY_LABELS: Record<UseCaseQuality, string> = {
  high: 'High quality',
  medium: 'Medium quality',
  low: 'Low quality',
  reject: 'Reject',
};

/** The registration agent's verdicts and the words an administrator reads for them. */
export const REGISTRATION_VERDICTS = ['accepted', 'rejected', 'pending'] as const;
export type RegistrationVerdict = (typeof REGISTRATION_VERDICTS)[number];
export const VERDICT_LABELS: Record<RegistrationVerdict, string> = {
  accepted: 'Authentic',
  rejected: 'Suspicious',
  pending: 'Pending Verification',
};
/** AI enthusiasm levels, 0 (none shown) to 5, as a filter of the member list sends them. */
export const ENTHUSIASM_ANSWERS = ['0', '1', '2', '3', '4', '5'] as const;

/** One agent's latest recommendation on a member, with the rules that led to it. */
export const AgentResponse = z.object({
  agent_id: z.number().int(),
  agent_type: z.enum(SYSTEM_AGENT_TYPES),
  verdict: z.enum(REGISTRATION_VERDICTS).nullable(),
  level: z.number().int().min(0).max(5).nullable(),
  reasons: z.array(z.string()),
  /** The configured model, or the built-in rules (with why the model's answer was not used, when one is configured). */
  engine: z.enum(REVIEW_ENGINES),
  model_failure: z.string().nullable(),
  last_run_at: z.string(),
});
export type AgentResponse = z.infer<typeof AgentResponse>;

/** What each review agent does, in the words an administrator reads beside its switch. */
export const SYSTEM_AGENT_DESCRIPTIONS: Record<SystemAgent['agent_type'], string> = {
  registration_approval:
    'Reads each membership request against the applicant’s profile and recommends Authentic, Suspicious or Pending Verification.',
  ai_enthusiasm_ranking: 'Ranks each applicant’s interest in AI from 0 to 5, from the profile, work history and use cases written.',
  usecase_curation: 'Grades each submitted or changed use case high, medium, low or reject, with the rules that counted.',
};

/** The agents members run (the assistant's flows), listed to staff beside the review agents. */
export const AGENT_FLOW_TYPES = ['career_assistant', 'careergps'] as const;
export const AGENT_LISTING_ENTITIES = [...SYSTEM_AGENT_ENTITIES, 'agent_flow'] as const;
/**
 * How an agent writes: review agents by the configured model (the rules deciding when it fails) or by explainable
 * rules when none is configured; flows by the configured model, or the built-in engine.
 */
export const AGENT_ENGINES = ['rules', 'built_in', 'model'] as const;

/** The longest prompt a review agent may be given. */
export const REVIEW_PROMPT_MAX_CHARS = 4000;
/** The instructions a review agent gives the model, as the operator set them or the default. */
export const ReviewAgentPrompt = z.object({ text: z.string(), is_default: z.boolean() });
export type ReviewAgentPrompt = z.infer<typeof ReviewAgentPrompt>;

/** GET /agents/system-agents/: the agents of the platform, with their settings and whether each is on for group_id. */
export const SystemAgentsQuery = z.object({ group_id: DbId.optional(), entity: z.enum(AGENT_LISTING_ENTITIES).optional() });
export type SystemAgentsQuery = z.infer<typeof SystemAgentsQuery>;
export const SystemAgentListing = z.object({
  /** A review agent's stable id (system_agent_id), or an agent flow's id among the flows. */
  id: z.number().int(),
  agent_type: z.enum([...SYSTEM_AGENT_TYPES, ...CONTENT_AGENT_TYPES, ...AGENT_FLOW_TYPES]),
  name: z.string(),
  entity: z.enum(AGENT_LISTING_ENTITIES),
  description: z.string(),
  /** On for the organization of group_id; null when no group was named (a review agent is on unless switched off). */
  enabled: z.boolean().nullable(),
  /** When the agent last reviewed something of the organization; null when it has not or no group was named. */
  last_run_at: z.string().nullable(),
  settings: z.object({
    engine: z.enum(AGENT_ENGINES),
    /** An agent flow's page, its chat, premium standing and number of steps; null and zero for a review agent. */
    slug: z.string().nullable(),
    can_chat: z.boolean(),
    is_premium: z.boolean(),
    steps: z.number().int(),
  }),
  /**
   * A review agent's prompt for the organization of group_id (the default one when no group was named); null for an
   * agent flow, whose steps' instructions staff read on the agent prompts page.
   */
  prompt: ReviewAgentPrompt.nullable(),
});
export type SystemAgentListing = z.infer<typeof SystemAgentListing>;
export const SystemAgentList = z.object({ data: z.array(SystemAgentListing) });
export type SystemAgentList = z.infer<typeof SystemAgentList>;

/**
 * PATCH /agents/system-agents/{id}/: an organization's administrators switch a review agent on or off for it; staff,
 * the platform's operator, change the prompt it gives the model there, or restore the default with null.
 */
export const SystemAgentParams = z.object({ id: DbId });
export const SystemAgentSettingBody = z
  .object({
    group_id: DbId,
    enabled: z.boolean().optional(),
    prompt: z
      .string()
      .trim()
      .min(1, 'This field may not be blank.')
      .max(REVIEW_PROMPT_MAX_CHARS, { error: `Ensure this field has no more than ${REVIEW_PROMPT_MAX_CHARS} characters.` })
      .nullable()
      .optional(),
  })
  .refine((body) => body.enabled !== undefined || body.prompt !== undefined, {
    error: 'Send enabled, prompt or both.',
    path: ['enabled'],
  });
export type SystemAgentSettingBody = z.infer<typeof SystemAgentSettingBody>;

const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

export const MODERATION_MESSAGES = {
  rerunDone: 'Agent rerun successfully.',
  rerunFailed: (message: string) => `Failed to rerun agent: ${message || 'Unknown error'}`,
  unknownAgent: 'There is no such system agent.',
  agentSwitchedOff: 'This agent is switched off for this organization.',
  agentSwitched: (name: string, enabled: boolean) => `${name} is now ${enabled ? 'on' : 'off'}.`,
  promptSaved: (name: string) => `${name} now follows the new prompt.`,
  promptRestored: (name: string) => `${name} follows its default prompt again.`,
  promptFailed: 'Could not save the prompt',
  promptStaffOnly: 'Only the platform operator can change an agent’s prompt.',
  agentsFailed: 'Could not fetch the agents',
  noAgents: 'No agent reviews the members or content of this organization.',
  noGroupNamed: 'Name the group whose agents you administer.',
  agentForOtherContent: 'This agent does not review that kind of content.',
  noUseCasesToReview: 'None of the selected use cases belongs to this organization.',
  noMembersToReview: 'None of the selected people has a request or membership in this group.',
  followupSent: 'Verification follow-up email sent successfully',
  followupFailed: 'Could not send verification follow-up email',
  noFollowupUsers: 'No users selected for follow-up email.',
  organizationMissing: 'Organization ID is missing.',
  noUnverifiedAmongSelected: 'None of the selected people is an unverified member of this organization.',
  roleChanged: (role: string) => `Role changed to ${role}`,
  roleChangeFailed: 'Could not change the role',
  removed: 'Member removed successfully',
  bulkDone: (action: 'accept' | 'reject') => `Members ${action}ed successfully`,
  bulkFailed: (action: 'accept' | 'reject') => `Could not ${action} members`,
  agentResponseForAgent:
    'This answer does not belong to the chosen agent: a verdict for registration approval, a level 0 to 5 for AI enthusiasm.',
  auditFailed: 'Could not fetch the audit log',
  contentDecided: (action: 'approve' | 'reject', kind: ReviewKind) =>
    kind === 'resource' ? `Resource ${DECIDED[action]} successfully` : `Successfully ${DECIDED[action]} ${REVIEW_KIND_WORDS[kind]}`,
  contentFailed: (action: 'approve' | 'reject', kind: ReviewKind) => `Failed to ${action} ${REVIEW_KIND_WORDS[kind]}`,
  alreadyApproved: 'This item is already approved.',
  changeApproved: 'The change is approved.',
  changedUseCasesOnly: 'Only use cases are marked changed since approval.',
  changedEmpty: 'No approved use case has changed since its approval.',
  changedRegraded: (title: string, quality: string) =>
    `"${title}" was changed by its author after approval, and the curation agent now grades it ${quality}. Please review the change.`,
  onlyPendingRejected: 'Only a pending item can be rejected.',
  outsideOrganization: 'This item does not belong to your default organization.',
  notCertified: 'Only a certified administrator of the organization can approve or reject resources.',
  rejectReasonRequired: 'Please give a reason for rejecting.',
  contentEmpty: (status: string) => `There are no ${status} items to review.`,
  auditEmpty: 'No decisions recorded yet.',
} as const;

/**
 * POST /rerun-system-agent/: run an agent again on members of a group (content_ids are their user ids), or on use
 * cases of an organization's hierarchy (content_ids are use case ids).
 */
export const RerunSystemAgentBody = z.object({
  system_agent_id: DbId,
  content_type: z.enum(SYSTEM_AGENT_ENTITIES),
  group_id: DbId,
  content_ids: z.array(DbId).min(1, 'Please select at least one member to proceed.').max(500),
});
export type RerunSystemAgentBody = z.infer<typeof RerunSystemAgentBody>;
export const RerunSystemAgentAnswer = z.object({ message: z.string(), reviewed: z.number().int() });
export type RerunSystemAgentAnswer = z.infer<typeof RerunSystemAgentAnswer>;

/** POST /followup-email-unverified/: remind unverified members of an organization to verify their e-mail. */
export const FollowupEmailBody = z.object({
  organization_id: z.number({ error: MODERATION_MESSAGES.organizationMissing }).int().positive().max(DB_ID_MAX),
  user_ids: z.array(DbId, { error: MODERATION_MESSAGES.noFollowupUsers }).min(1, MODERATION_MESSAGES.noFollowupUsers).max(500),
});
export type FollowupEmailBody = z.infer<typeof FollowupEmailBody>;
export const FollowupEmailAnswer = z.object({ message: z.string(), sent: z.number().int() });
export type FollowupEmailAnswer = z.infer<typeof FollowupEmailAnswer>;

/** PATCH /groups/{id}/members/{user}/: an administrator changes an accepted member's role. */
export const MemberParams = z.object({ id: DbId, user: DbId });
export const ChangeRoleBody = z.object({ role: z.enum(MEMBER_ROLES) });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBody>;

/** What members publish that an organization's administrators review. */
export const REVIEW_KINDS = ['use_case', 'ai_tool', 'resource'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_WORDS: Record<ReviewKind, string> = { use_case: 'use case', ai_tool: 'AI tool', resource: 'resource' };

/** GET /moderation/{kind}/: the items of the admin's default organization and its hierarchy, newest first. */
export const ReviewListParams = z.object({ kind: z.enum(REVIEW_KINDS) });
export const ReviewListQuery = z.object({
  status: z.enum(CONTENT_STATUSES).default('pending'),
  search: z.string().trim().max(LIMITS.shortText).optional(),
  /** Use cases only: those their authors changed since they were approved, waiting for a moderator to look again. */
  changed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
});
export type ReviewListQuery = z.input<typeof ReviewListQuery>;
export const ReviewItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: z.string().nullable(),
  created_at: z.string(),
  /** The use case curation agent's latest grade of a use case, with its rules; null when it has not run or for others. */
  agent_review: UseCaseCuration.nullable(),
  /** When the author changed an approved use case, until a moderator approves the change; null otherwise. */
  changed_since_approval_at: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewItemList = paginated(ReviewItem);

/**
 * POST /moderation/{kind}/{id}/decision/: approve a pending or rejected item, reject a pending one. A rejection says
 * why: the audit log keeps the reason.
 */
export const ReviewItemParams = z.object({ kind: z.enum(REVIEW_KINDS), id: DbId });
export const ReviewDecisionBody = z
  .object({
    action: z.enum(['approve', 'reject'], { error: 'Please select an action to perform.' }),
    reason: z.string().trim().max(LIMITS.longText).optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'reject' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.rejectReasonRequired });
  });
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBody>;
export const ReviewDecisionAnswer = z.object({ message: z.string(), status: z.enum(CONTENT_STATUSES) });

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'member_accepted',
  'member_rejected',
  'member_removed',
  'member_added',
  'role_changed',
  'followup_email_sent',
  'agent_review',
  'content_approved',
  'content_rejected',
  'agent_switched',
  'agent_prompt_changed',
  'classroom_access_switched',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  member_accepted: 'Accepted a member',
  member_rejected: 'Rejected a member',
  member_removed: 'Removed a member',
  member_added: 'Added a member',
  role_changed: 'Changed a role',
  followup_email_sent: 'Sent a verification follow-up',
  agent_review: 'Agent review',
  content_approved: 'Approved content',
  content_rejected: 'Rejected content',
  agent_switched: 'Switched an agent on or off',
  agent_prompt_changed: 'Changed an agent’s prompt',
  classroom_access_switched: 'Switched Google Classroom access on or off',
};
export const AUDIT_ACTOR_KINDS = ['admin', 'agent'] as const;

/** GET /audit-log/: an organization's decisions, newest first (its administrators and staff only). */
export const AuditLogQuery = z.object({
  organization_id: DbId,
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  /** Part of the member's or the actor's name. */
  search: z.string().trim().max(LIMITS.shortText).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ id: z.number().int().nullable(), name: z.string() }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditLog = paginated(AuditEntry);
export type AuditLog = z.infer<typeof AuditLog>;

/**
 * The recommendations view of members management: people who are not in the group (nor asking to join) whom its
 * administrators may want to invite. cross_group: members of the other groups of the same organization;
 * research_collaboration: anyone whose skills or topics match the group's topics.
 */
export const MEMBER_RECOMMENDATION_TYPES = ['cross_group', 'research_collaboration'] as const;
export type MemberRecommendationType = (typeof MEMBER_RECOMMENDATION_TYPES)[number];
export const MEMBER_RECOMMENDATION_LABELS: Record<MemberRecommendationType, string> = {
  cross_group: 'From the organization’s other groups',
  research_collaboration: 'Research collaboration',
};
/** The most people one recommendations view lists. */
export const MEMBER_RECOMMENDATIONS_LIMIT = 15;

/** GET /groups/{id}/member-recommendations/ */
export const MemberRecommendationsQuery = z.object({
  entity_type: z.enum(MEMBER_RECOMMENDATION_TYPES).default('cross_group'),
  /** Only people who are accepted members of this group. */
  group_from_user_to_be_included: DbId.optional(),
});
export type MemberRecommendationsQuery = z.input<typeof MemberRecommendationsQuery>;
export const MemberRecommendation = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  /** Why this person is recommended, in words. */
  reason: z.string(),
  shared_topics: z.array(z.string()),
});
export type MemberRecommendation = z.infer<typeof MemberRecommendation>;
export const MemberRecommendations = z.object({ data: z.array(MemberRecommendation) });
export type MemberRecommendations = z.infer<typeof MemberRecommendations>;
