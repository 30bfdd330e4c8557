import { endpoint, endpointGroup } from './endpoint.ts';

export const aiEndpoints = endpointGroup('ai', {
  useCases: endpoint({
    method: 'GET',
    path: '/use-cases/',
    summary: 'AI use cases, newest first; approved ones unless a moderator asks for another status',
    schemas: (c) => ({ query: c.UseCaseListQuery, answer: c.UseCaseList }),
  }),
});
