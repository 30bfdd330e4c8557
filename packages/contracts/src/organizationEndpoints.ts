import { endpoint, endpointGroup } from './endpoint.ts';

export const organizationEndpoints = endpointGroup('organizations', {
  siteOrganizations: endpoint({
    method: 'GET',
    path: '/groups/default/',
    summary: "Public organizations of a site (default: the Host header's), its default organization first",
    schemas: (c) => ({ query: c.DefaultOrganizationsQuery, answer: c.OrganizationBriefList }),
  }),
  siteDefault: endpoint({
    method: 'GET',
    path: '/groups/default-org/',
    summary: 'The default organization of the site of the Host header',
    schemas: (c) => ({ answer: c.OrganizationBrief }),
  }),
  joinDefault: endpoint({
    method: 'POST',
    path: '/groups/:id/join-default/',
    summary: 'Join a public organization: open ones accept at once, closed ones leave the request pending',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.OrganizationSummary }),
  }),
  switch: endpoint({
    method: 'POST',
    path: '/users/switch-organization/',
    summary: 'Check that the user may switch to an organization (accepted member) and describe it, domain included',
    schemas: (c) => ({ body: c.GroupIdBody, answer: c.OrganizationSummary }),
  }),
  setDefault: endpoint({
    method: 'POST',
    path: '/users/default-organization/',
    summary: 'Make an organization the user belongs to their default one',
    schemas: (c) => ({ body: c.GroupIdBody, answer: c.OrganizationSummary }),
  }),
  services: endpoint({
    method: 'GET',
    path: '/services/',
    summary: 'Other sites the user may join, each through its default organization',
    schemas: (c) => ({ answer: c.ServiceList }),
  }),
  joinService: endpoint({
    method: 'POST',
    path: '/services/join/',
    summary: "Join another site's default organization; the client then moves to the site's domain",
    schemas: (c) => ({ body: c.GroupIdBody, answer: c.OrganizationSummary }),
  }),
});
