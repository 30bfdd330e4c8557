import { endpoint, endpointGroup } from './endpoint.ts';

export const invitationEndpoints = endpointGroup('invitations', {
  invite: endpoint({
    method: 'POST',
    path: '/invite-users/',
    summary:
      "Invite members and e-mail addresses to a group (its accepted members, not to an ended circle); each gets the invitation's link",
    schemas: (c) => ({ body: c.InviteBody, answer: c.InviteAnswer }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/invitation/:key/',
    summary: 'An invitation addressed to the signed-in member',
    schemas: (c) => ({ params: c.InvitationKeyParam, answer: c.Invitation }),
  }),
  answer: endpoint({
    method: 'POST',
    path: '/invitation/:key/',
    summary: 'Accept (joining the group at once) or decline an invitation addressed to the signed-in member',
    schemas: (c) => ({ params: c.InvitationKeyParam, body: c.InvitationDecision, answer: c.InvitationAnswer }),
  }),
});
