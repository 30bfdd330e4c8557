import { endpoint, endpointGroup } from './endpoint.ts';

export const contentEndpoints = endpointGroup('contents', {
  list: endpoint({
    method: 'GET',
    path: '/contents/',
    summary: "Posts and newsletters the caller may read, newest first, 10 a page; group_id keeps to one group's, types to one kind",
    schemas: (c) => ({ query: c.ContentListQuery, answer: c.ContentList }),
  }),
  postableGroups: endpoint({
    method: 'GET',
    path: '/contents/postable-groups/',
    summary:
      'The groups the caller may post in (paid members and administrators; staff anywhere) and whether they may e-mail their members; group_id asks about that group alone',
    schemas: (c) => ({ query: c.PostableGroupsQuery, answer: c.PostableGroupList }),
  }),
  detailBySlug: endpoint({
    method: 'GET',
    path: '/contents/slug/:slug/',
    summary: "One post or newsletter by its slug; a private one only for its group's members",
    schemas: (c) => ({ params: c.SlugParam, answer: c.Content }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/contents/:id/',
    summary: "One post or newsletter by its id; a private one only for its group's members",
    schemas: (c) => ({ params: c.DbIdParam, answer: c.Content }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/contents/',
    summary: "Share a post or a newsletter in a group the caller may post in; send_email mails a newsletter to the group's members",
    status: 201,
    schemas: (c) => ({ body: c.ContentCreateBody, answer: c.ContentAnswer }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/contents/:id/',
    summary: 'Change the text or the security level of a post (its author)',
    schemas: (c) => ({ params: c.DbIdParam, body: c.ContentPatchBody, answer: c.ContentAnswer }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/contents/:id/',
    summary: 'Delete a post or newsletter (its author)',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.ContentMessageAnswer }),
  }),
});

export const careerTipEndpoints = endpointGroup('career-tips', {
  mine: endpoint({
    method: 'GET',
    path: '/career-tips/',
    summary: "The caller's own career tips, newest first",
    schemas: (c) => ({ query: c.CareerTipListQuery, answer: c.ContentList }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/career-tips/',
    summary: 'Share a career tip in a group the caller may post in',
    status: 201,
    schemas: (c) => ({ body: c.CareerTipCreateBody, answer: c.ContentAnswer }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/career-tips/:id/',
    summary: "One career tip by its id; a private one only for its group's members",
    schemas: (c) => ({ params: c.DbIdParam, answer: c.Content }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/career-tips/:id/',
    summary: 'Change the text or the security level of a career tip (its author)',
    schemas: (c) => ({ params: c.DbIdParam, body: c.ContentPatchBody, answer: c.ContentAnswer }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/career-tips/:id/',
    summary: 'Delete a career tip (its author)',
    schemas: (c) => ({ params: c.DbIdParam, answer: c.ContentMessageAnswer }),
  }),
  all: endpoint({
    method: 'GET',
    path: '/all-career-tips/',
    summary: 'Every career tip the caller may read, newest first',
    schemas: (c) => ({ query: c.CareerTipListQuery, answer: c.ContentList }),
  }),
  allBySlug: endpoint({
    method: 'GET',
    path: '/all-career-tips/slug/:slug/',
    summary: "One career tip by its slug; a private one only for its group's members",
    schemas: (c) => ({ params: c.SlugParam, answer: c.Content }),
  }),
  group: endpoint({
    method: 'GET',
    path: '/career-tips/group/:id/',
    summary: "A group's career tips the caller may read, newest first",
    schemas: (c) => ({ params: c.DbIdParam, query: c.CareerTipListQuery, answer: c.ContentList }),
  }),
});
