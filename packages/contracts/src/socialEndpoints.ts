import { endpoint, endpointGroup } from './endpoint.ts';

export const socialEndpoints = endpointGroup('social', {
  follow: endpoint({
    method: 'POST',
    path: '/follow/:type/:id/',
    summary: 'Follow a member or a group',
    schemas: (c) => ({ params: c.FollowParams, answer: c.FollowAnswer }),
  }),
  unfollow: endpoint({
    method: 'POST',
    path: '/unfollow/:type/:id/',
    summary: 'Stop following a member or a group',
    schemas: (c) => ({ params: c.FollowParams, answer: c.FollowAnswer }),
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/feedback/',
    summary: 'Send feedback about the platform',
    status: 201,
    schemas: (c) => ({ body: c.FeedbackBody, answer: c.FeedbackCreated }),
  }),
  connections: endpoint({
    method: 'GET',
    path: '/connections/',
    summary: "A member's followers, or the people the member follows, newest connection first",
    schemas: (c) => ({ query: c.ConnectionsQuery, answer: c.ConnectionList }),
  }),
});
