import { endpoint, endpointGroup } from './endpoint.ts';

export const resourceEndpoints = endpointGroup('resources', {
  list: endpoint({
    method: 'GET',
    path: '/resources/',
    summary:
      "One group's resources, newest first, 12 a page: approved ones, and pending or rejected ones for their authors and reviewers; private ones for the group's members",
    schemas: (c) => ({ query: c.ResourceListQuery, answer: c.ResourceList }),
  }),
  contributableGroups: endpoint({
    method: 'GET',
    path: '/resources/contributable-groups/',
    summary: 'The groups the caller may contribute a resource to: the ones they are an accepted member of',
    schemas: (c) => ({ answer: c.ContributableGroups }),
  }),
  detailBySlug: endpoint({
    method: 'GET',
    path: '/resources/slug/:slug/',
    summary: "One resource by its slug with the caller's standing; premium files stay locked without the plan",
    schemas: (c) => ({ params: c.SlugParam, answer: c.Resource }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/resources/',
    summary:
      "Contribute a resource to a group the caller belongs to; pending until a certified administrator of the group's organization approves it",
    status: 201,
    schemas: (c) => ({ body: c.ResourceCreateBody, answer: c.ResourceAnswer }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/resources/:id/',
    summary: 'Edit a resource (its author), the rules checked on the result',
    schemas: (c) => ({ params: c.DbIdParam, body: c.ResourcePatchBody, answer: c.ResourceAnswer }),
  }),
  review: endpoint({
    method: 'POST',
    path: '/resources/:id/review/',
    summary: "Approve or reject a resource that is not approved (a certified administrator of its group's organization)",
    schemas: (c) => ({ params: c.DbIdParam, body: c.ResourceReviewBody, answer: c.ResourceAnswer }),
  }),
});
