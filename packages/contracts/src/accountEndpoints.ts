import { endpoint, endpointGroup } from './endpoint.ts';

export const accountEndpoints = endpointGroup('account', {
  export: endpoint({
    method: 'GET',
    path: '/account/export/',
    summary:
      'Everything the platform holds about the signed-in member (account, profile, memberships, follows, messages, notifications, sessions, feedback, submissions, uploaded files) as a zip file',
    kind: 'download',
    schemas: (c) => ({ answer: c.NoContent }),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/account/delete/',
    summary:
      'Delete the signed-in account after the password confirms it: personal data and uploads erased, every session and socket closed, groups left; messages sent stay, from a deleted account',
    schemas: (c) => ({ body: c.AccountDeletionRequest, answer: c.MessageResponse }),
  }),
});
