import { endpoint, endpointGroup } from './endpoint.ts';

export const moderationEndpoints = endpointGroup('moderation', {
  changeRole: endpoint({
    method: 'PATCH',
    path: '/groups/:id/members/:user/',
    summary: "Administrators: change an accepted member's role; a group keeps at least one administrator",
    schemas: (c) => ({ params: c.MemberParams, body: c.ChangeRoleBody, answer: c.MembershipAnswer }),
  }),
  followupEmail: endpoint({
    method: 'POST',
    path: '/followup-email-unverified/',
    summary: "An organization's administrators: e-mail its unverified members a reminder to verify their address",
    schemas: (c) => ({ body: c.FollowupEmailBody, answer: c.FollowupEmailAnswer }),
  }),
  systemAgents: endpoint({
    method: 'GET',
    path: '/agents/system-agents/',
    summary:
      'The review agents, with their settings and whether each is on for the organization of group_id (its administrators); staff may leave group_id out and also see the agent flows',
    schemas: (c) => ({ query: c.SystemAgentsQuery, answer: c.SystemAgentList }),
  }),
  updateSystemAgent: endpoint({
    method: 'PATCH',
    path: '/agents/system-agents/:id/',
    summary: "An organization's administrators: switch a review agent on or off for the organization and its groups",
    schemas: (c) => ({ params: c.SystemAgentParams, body: c.SystemAgentSettingBody, answer: c.SystemAgentListing }),
  }),
  rerunSystemAgent: endpoint({
    method: 'POST',
    path: '/rerun-system-agent/',
    summary: 'Administrators: run a review agent again on members of a group, from their profiles as they are now',
    schemas: (c) => ({ body: c.RerunSystemAgentBody, answer: c.RerunSystemAgentAnswer }),
  }),
  memberRecommendations: endpoint({
    method: 'GET',
    path: '/groups/:id/member-recommendations/',
    summary:
      "Administrators: up to 15 people outside the group to invite, from the organization's other groups or by matching topics, each with its reason",
    schemas: (c) => ({ params: c.DbIdParam, query: c.MemberRecommendationsQuery, answer: c.MemberRecommendations }),
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/audit-log/',
    summary: "An organization's administrators: every decision on its members, by administrators and agents, newest first",
    schemas: (c) => ({ query: c.AuditLogQuery, answer: c.AuditLog }),
  }),
  reviewList: endpoint({
    method: 'GET',
    path: '/moderation/:kind/',
    summary: 'Administrators of their default organization: its use cases, AI tools or resources of one status, newest first, 10 a page',
    schemas: (c) => ({ params: c.ReviewListParams, query: c.ReviewListQuery, answer: c.ReviewItemList }),
  }),
  reviewDecision: endpoint({
    method: 'POST',
    path: '/moderation/:kind/:id/decision/',
    summary:
      'Administrators of the default organization (certified ones for resources): approve a pending or rejected item of it, or reject a pending one with a reason',
    schemas: (c) => ({ params: c.ReviewItemParams, body: c.ReviewDecisionBody, answer: c.ReviewDecisionAnswer }),
  }),
});
