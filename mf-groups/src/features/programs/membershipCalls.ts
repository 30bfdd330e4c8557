import { api } from '@trellis/platform/api-client';
import { PATHS, type ConferenceRegistration, type FileUploadResponse, type JoinAnswers, type MembershipAnswer } from '@trellis/contracts';

/** Applies to the group, with the answers to its questions when it asks any. */
export const joinGroup = (groupId: number, answers?: JoinAnswers) =>
  api.post<MembershipAnswer>(PATHS.groupJoin(groupId), answers ? { extra_info: { answers } } : {});

export const cancelJoinRequest = (groupId: number) => api.post<MembershipAnswer>(PATHS.groupCancelRequest(groupId), {});

export const leaveGroup = (groupId: number) => api.post<MembershipAnswer>(PATHS.groupLeave(groupId), {});

/** Uploads the file a file question asks for; the answer is the stored file's id. */
export async function uploadAnswerFile(file: File): Promise<number> {
  const form = new FormData();
  form.append('files', file);
  const { data } = await api.upload<FileUploadResponse>(PATHS.fileUpload, form);
  return data[0]!.id;
}

/** Registers for a conference with its form; the role asked for is the participant type. */
export const registerForConference = (groupId: number, registration: ConferenceRegistration) =>
  api.post<MembershipAnswer>(PATHS.groupJoin(groupId), { role: registration.participant_type, extra_info: registration });
