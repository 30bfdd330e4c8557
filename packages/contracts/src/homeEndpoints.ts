import { endpoint, endpointGroup } from './endpoint.ts';

export const homeEndpoints = endpointGroup('home', {
  member: endpoint({
    method: 'GET',
    path: '/home/',
    summary:
      "The signed-in member's home: up to 5 of their next events, their circles with the latest posts, their pending job applications and recent posts of their groups",
    schemas: (c) => ({ answer: c.MemberHome }),
  }),
});
