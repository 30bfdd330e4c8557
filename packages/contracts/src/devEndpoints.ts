import { endpoint, endpointGroup } from './endpoint.ts';

export const devEndpoints = endpointGroup('dev', {
  mailbox: endpoint({
    method: 'GET',
    path: '/dev/mailbox/',
    summary: 'Mail kept in the stored outbox, newest first (404 unless enabled, and to requests from other machines)',
    schemas: (c) => ({ query: c.MailboxQuery, answer: c.Mailbox }),
  }),
});
