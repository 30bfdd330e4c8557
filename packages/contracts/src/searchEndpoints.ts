import { endpoint, endpointGroup } from './endpoint.ts';

export const searchEndpoints = endpointGroup('search', {
  everything: endpoint({
    method: 'GET',
    path: '/search/all/',
    summary:
      'Full-text search through people, groups, jobs, resources, use cases and AI tools, best match first; only what the caller may see (the count stops at 1,000)',
    schemas: (c) => ({ query: c.GlobalSearchQuery, answer: c.GlobalSearchResults }),
  }),
});
