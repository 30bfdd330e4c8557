import { endpoint, endpointGroup } from './endpoint.ts';

export const groupEndpoints = endpointGroup('groups', {
  list: endpoint({
    method: 'GET',
    path: '/groups/',
    summary: 'Organizations, institutions, circles and events',
    schemas: (c) => ({ query: c.GroupListQuery, answer: c.GroupList }),
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/groups/metrics/',
    summary: 'Admin dashboard cards of current_org, else of the default organization',
    schemas: (c) => ({ query: c.CurrentOrgQuery, answer: c.AdminMetrics }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/groups/:id/',
    summary: "A group's detail, with the signed-in user's standing in it",
    schemas: (c) => ({ params: c.DbIdParam, answer: c.GroupDetail }),
  }),
  detailBySlug: endpoint({
    method: 'GET',
    path: '/groups/slug/:slug/',
    summary: "A group's detail by its name_slug, with the signed-in user's standing in it",
    schemas: (c) => ({ params: c.SlugParam, answer: c.GroupDetail }),
  }),
  join: endpoint({
    method: 'POST',
    path: '/groups/:id/join/',
    summary: 'Apply to join (register for an event): answers to the questions, a conference registration; a full group wait-lists',
    schemas: (c) => ({ params: c.DbIdParam, body: c.JoinBody, answer: c.MembershipAnswer }),
  }),
  cancelRequest: endpoint({
    method: 'POST',
    path: '/groups/:id/cancel-request/',
    summary: 'Withdraw a pending request to join',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.MembershipAnswer }),
  }),
  leave: endpoint({
    method: 'POST',
    path: '/groups/:id/leave/',
    summary: 'Leave a group one belongs to; the last administrator cannot',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.MembershipAnswer }),
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/groups/:id/add-member/',
    summary: 'Administrators: add a user directly with a role',
    schemas: (c) => ({ params: c.DbIdParam, body: c.AddMemberBody, answer: c.MembershipAnswer }),
  }),
  removeMember: endpoint({
    method: 'POST',
    path: '/groups/:id/remove-member/',
    summary: 'Administrators: remove a member, with the reason they are told',
    schemas: (c) => ({ params: c.DbIdParam, body: c.RemoveMemberBody, answer: c.MembershipAnswer }),
  }),
  respondJoinRequest: endpoint({
    method: 'POST',
    path: '/groups/:id/respond-join-request/',
    summary: 'Administrators: accept or reject pending requests (a rejection needs a reason in notes)',
    schemas: (c) => ({ params: c.DbIdParam, body: c.RespondJoinRequestBody, answer: c.RespondJoinRequestAnswer }),
  }),
  members: endpoint({
    method: 'GET',
    path: '/groups/:id/members/',
    summary: "Administrators: a group's members by tab (accepted, pending, rejected, unverified), 15 a page",
    schemas: (c) => ({ params: c.DbIdParam, query: c.MembersQuery, answer: c.GroupMemberList }),
  }),
  paymentVoucher: endpoint({
    method: 'POST',
    path: '/payment-voucher/',
    summary: "An accepted member of a paid group hands in the payment's voucher; the payment shows as submitted",
    schemas: (c) => ({ body: c.PaymentVoucherBody, answer: c.MembershipAnswer }),
  }),
  paymentConfirmation: endpoint({
    method: 'POST',
    path: '/payment-confirmation/',
    summary: "Administrators: mark an accepted member's payment paid (accept) or unpaid (reject)",
    schemas: (c) => ({ body: c.PaymentConfirmationBody, answer: c.MembershipAnswer }),
  }),
  circles: endpoint({
    method: 'GET',
    path: '/circles/',
    summary: 'Circles, newest start first, with their life-cycle stage; 9 a page unless page_size says otherwise',
    schemas: (c) => ({ query: c.CircleListQuery, answer: c.ProgramList }),
  }),
  events: endpoint({
    method: 'GET',
    path: '/events/',
    summary: 'Events, newest start first; 9 a page unless page_size says otherwise',
    schemas: (c) => ({ query: c.EventListQuery, answer: c.ProgramList }),
  }),
  userCircles: endpoint({
    method: 'GET',
    path: '/users/:id/circles/',
    summary: "The circles a member belongs to (accepted), as the member's profile lists them",
    schemas: (c) => ({ params: c.DbIdParam, query: c.UserCirclesQuery, answer: c.ProgramList }),
  }),
});
