import { endpoint, endpointGroup } from './endpoint.ts';

export const adminEndpoints = endpointGroup('admin', {
  submissions: endpoint({
    method: 'GET',
    path: '/submissions/',
    summary: 'Skills, topics and institutions awaiting approval, oldest first (staff only)',
    schemas: (c) => ({ answer: c.SubmissionList }),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/submissions/:kind/:id/',
    summary: 'Approve (shown to everyone) or reject (removed, also from its author’s profile) an entry awaiting approval',
    status: 204,
    schemas: (c) => ({ params: c.SubmissionParams, body: c.SubmissionDecision, answer: c.NoContent }),
  }),
});
