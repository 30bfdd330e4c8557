import { endpoint, endpointGroup } from './endpoint.ts';

export const groupContactEndpoints = endpointGroup('group contact', {
  contact: endpoint({
    method: 'POST',
    path: '/contact-starleaders/',
    summary: "A signed-in member writes to a group's organizers: each accepted admin and leader gets the message by e-mail",
    schemas: (c) => ({ body: c.GroupContactBody, answer: c.GroupContactAnswer }),
  }),
});
