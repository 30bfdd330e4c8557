import { endpoint, endpointGroup } from './endpoint.ts';

export const identityEndpoints = endpointGroup('identity', {
  identity: endpoint({
    method: 'GET',
    path: '/identity/',
    summary: 'The signed-in user',
    schemas: (c) => ({ query: c.CurrentOrgQuery, answer: c.Identity }),
  }),
});
