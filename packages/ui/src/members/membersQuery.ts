import { ENTHUSIASM_ANSWERS, REGISTRATION_VERDICTS, systemAgentOfType, VERDICT_LABELS, type MemberRole } from '@trellis/contracts';

/** The member tabs, in the order they show. */
export const MEMBER_STATUSES = ['accepted', 'pending', 'rejected', 'unverified'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const STATUS_LABELS: Record<MemberStatus, string> = {
  accepted: 'Accepted',
  pending: 'Pending',
  rejected: 'Rejected',
  unverified: 'Unverified',
};
export const isMemberStatus = (value: string | null): value is MemberStatus => MEMBER_STATUSES.includes(value as MemberStatus);

/** What the administrator narrowed the list to; empty values mean no filter. */
export type MemberFilters = {
  search: string;
  country: string;
  professionalFields: number[];
  verified?: 'true' | 'false';
  role?: MemberRole;
  /** The key of one of AGENT_ANSWERS. */
  agentAnswer?: string;
  /** Review Members: only the members an agent has reviewed. */
  reviewed: boolean;
};
export const NO_FILTERS: MemberFilters = { search: '', country: '', professionalFields: [], reviewed: false };

const registration = systemAgentOfType('registration_approval').id;
const enthusiasm = systemAgentOfType('ai_enthusiasm_ranking').id;

/** The agent answers a list can be narrowed to: each registration verdict, then each AI enthusiasm level. */
export const AGENT_ANSWERS = [
  ...REGISTRATION_VERDICTS.map((verdict) => ({
    key: `verdict-${verdict}`,
    label: `Agent: ${VERDICT_LABELS[verdict]}`,
    system_agent_id: registration,
    agent_response: verdict,
  })),
  ...ENTHUSIASM_ANSWERS.map((level) => ({
    key: `level-${level}`,
    label: `AI enthusiasm: ${level}`,
    system_agent_id: enthusiasm,
    agent_response: level,
  })),
];

/** The agent answer Review Members starts from: registration approval's Authentic. */
export const REVIEW_DEFAULT_ANSWER = 'verdict-accepted';

/**
 * The query of the member list and of its CSV export for a tab and filters, so the file holds the members the table
 * shows.
 */
export function filterQuery(status: MemberStatus, filters: MemberFilters) {
  const agent = AGENT_ANSWERS.find((answer) => answer.key === filters.agentAnswer);
  return {
    status,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.country.trim() ? { country: filters.country.trim() } : {}),
    ...(filters.professionalFields.length ? { professional_fields: filters.professionalFields.join(',') } : {}),
    ...(filters.verified ? { is_verified: filters.verified } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(agent ? { system_agent_id: agent.system_agent_id, agent_response: agent.agent_response } : {}),
    ...(filters.reviewed ? { is_audit: 'true' as const } : {}),
  };
}
