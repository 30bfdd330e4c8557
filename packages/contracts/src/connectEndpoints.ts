import { endpoint, endpointGroup } from './endpoint.ts';

export const connectEndpoints = endpointGroup('connect', {
  connections: endpoint({
    method: 'GET',
    path: '/connect/',
    summary:
      "The member's active connections (follows and group memberships, newest first) or, with q, country or professional_fields, members and groups found; by tab, 12 a page",
    schemas: (c) => ({ query: c.ConnectQuery, answer: c.ConnectPage }),
  }),
  youMayKnow: endpoint({
    method: 'GET',
    path: '/connect/you-may-know/',
    summary: 'Up to 8 people the member does not follow yet, the most complete profiles first',
    schemas: (c) => ({ answer: c.YouMayKnow }),
  }),
  influencers: endpoint({
    method: 'GET',
    path: '/influencers/',
    summary: 'Influential people, by name, searchable; 16 a page',
    schemas: (c) => ({ query: c.InfluentialQuery, answer: c.InfluentialPage }),
  }),
  influentialOrganizations: endpoint({
    method: 'GET',
    path: '/influential-organizations/',
    summary: 'Influential organizations the caller may see, by name, searchable; 16 a page',
    schemas: (c) => ({ query: c.InfluentialQuery, answer: c.InfluentialPage }),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/connect/invite/',
    summary:
      'Invite Others: mails each address (up to 10) an invitation from the member, to sign up or, for an address that has an account, to their profile',
    schemas: (c) => ({ body: c.ConnectInviteBody, answer: c.ConnectInviteAnswer }),
  }),
  partners: endpoint({
    method: 'GET',
    path: '/organizations/:id/partners/',
    summary: "Staff: an organization's partners, whose hierarchies its members may search with its own",
    schemas: (c) => ({ params: c.DbIdParam, answer: c.PartnerList }),
  }),
  addPartner: endpoint({
    method: 'POST',
    path: '/organizations/:id/partners/',
    summary: 'Staff: make two organizations or institutions partners (both ways); answers the partners',
    status: 201,
    schemas: (c) => ({ params: c.DbIdParam, body: c.PartnerBody, answer: c.PartnerList }),
  }),
  removePartner: endpoint({
    method: 'DELETE',
    path: '/organizations/:id/partners/:partner/',
    summary: 'Staff: end a partnership; answers the partners left',
    schemas: (c) => ({ params: c.PartnerParams, answer: c.PartnerList }),
  }),
});
