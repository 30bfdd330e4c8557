import type { InviteAnswer } from '@trellis/contracts';

/** How an invitee who got no new invitation is described beside their name or address. */
export const OUTCOME_WORDS: Record<InviteAnswer['results'][number]['outcome'], string> = {
  invited: 'invited',
  already_invited: 'already invited',
  already_member: 'already a member',
  unknown_user: 'not found',
};
