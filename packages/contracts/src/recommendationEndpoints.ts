import { endpoint, endpointGroup } from './endpoint.ts';

export const recommendationEndpoints = endpointGroup('recommendations', {
  entities: endpoint({
    method: 'GET',
    path: '/recommended-entities/',
    summary:
      'Up to 5 circles, events, organizations, people, use cases or AI tools for the member, from their profile, follows and memberships, each with its reason; never what they already joined, follow or keep',
    schemas: (c) => ({ query: c.RecommendedEntitiesQuery, answer: c.RecommendedEntities }),
  }),
});
