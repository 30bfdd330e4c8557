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
});
