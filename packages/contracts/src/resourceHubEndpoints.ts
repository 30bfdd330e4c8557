import { endpoint, endpointGroup } from './endpoint.ts';

export const resourceHubEndpoints = endpointGroup('resource hub', {
  list: endpoint({
    method: 'GET',
    path: '/resource-hub/',
    summary:
      'The platform-wide resource hub: approved public resources published to it, newest first, by topic areas and title; 15 a page; premium files locked without the plan',
    schemas: (c) => ({ query: c.ResourceHubQuery, answer: c.ResourceList }),
  }),
});
