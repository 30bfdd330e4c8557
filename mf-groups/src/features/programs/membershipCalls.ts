import { call } from '@trellis/platform/api-client';
import type { ConferenceRegistration, JoinAnswers } from '@trellis/contracts';
import { commerceEndpoints, groupEndpoints, profileEndpoints } from '@trellis/contracts/endpoints';

/** Applies to the group, with the answers to its questions when it asks any. */
export const joinGroup = (groupId: number, answers?: JoinAnswers) =>
  call(groupEndpoints.join, { params: { id: groupId }, body: answers ? { extra_info: { answers } } : {} });

export const cancelJoinRequest = (groupId: number) => call(groupEndpoints.cancelRequest, { params: { id: groupId } });

export const leaveGroup = (groupId: number) => call(groupEndpoints.leave, { params: { id: groupId } });

/** Uploads the file a file question asks for; the answer is the stored file's id. */
export async function uploadAnswerFile(file: File): Promise<number> {
  const form = new FormData();
  form.append('files', file);
  const { data } = await call(profileEndpoints.fileUpload, { body: form });
  return data[0]!.id;
}

/** Registers for a conference with its form; the role asked for is the participant type. */
export const registerForConference = (groupId: number, registration: ConferenceRegistration) =>
  call(groupEndpoints.join, { params: { id: groupId }, body: { role: registration.participant_type, extra_info: registration } });

/** Starts the checkout of an accepted member's payment for a paid group; answers the address to go to. */
export async function startGroupPayment(groupId: number, slug: string): Promise<string> {
  const { data } = await call(commerceEndpoints.createOneTimePayment, {
    body: {
      entity_type: 'group',
      group_id: groupId,
      success_url: `/payment/success?${new URLSearchParams({ type: 'payment', group: slug })}`,
      cancel_url: '/payment/cancel?type=payment',
    },
  });
  return data;
}
