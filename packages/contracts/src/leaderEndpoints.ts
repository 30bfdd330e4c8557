import { endpoint, endpointGroup } from './endpoint.ts';

export const leaderEndpoints = endpointGroup('leader certification', {
  application: endpoint({
    method: 'GET',
    path: '/certification-application/',
    summary: "The signed-in member's latest leadership application and certification level",
    schemas: (c) => ({ answer: c.LeaderApplicationState }),
  }),
  apply: endpoint({
    method: 'POST',
    path: '/certification-application/',
    summary: 'Apply to become a certified circle leader (one application under review at a time)',
    status: 201,
    schemas: (c) => ({ body: c.LeaderApplicationBody, answer: c.MessageResponse }),
  }),
  leaders: endpoint({
    method: 'GET',
    path: '/leader-certifications/',
    summary: 'Certified circle leaders, highest level first, searchable by name; 9 a page',
    schemas: (c) => ({ query: c.LeaderListQuery, answer: c.CircleLeaderList }),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/leader-certifications/',
    summary: 'Staff: grant a member a certification level (1 Basic, 2 Intermediate, 3 Advanced); their group profile becomes certified',
    schemas: (c) => ({ body: c.GrantCertificationBody, answer: c.MessageResponse }),
  }),
});
