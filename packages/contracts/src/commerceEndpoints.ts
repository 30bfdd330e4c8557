import { endpoint, endpointGroup } from './endpoint.ts';

export const commerceEndpoints = endpointGroup('commerce', {
  plans: endpoint({
    method: 'GET',
    path: '/subscription-plans/',
    summary: 'Membership plans with their monthly and yearly prices',
    schemas: (c) => ({ answer: c.SubscriptionPlanList }),
  }),
});
