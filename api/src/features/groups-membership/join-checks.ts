import { and, eq, inArray } from 'drizzle-orm';
import {
  EVENT_ROLES,
  GROUP_ROLES,
  conferenceRegistrationErrors,
  joinAnswerErrors,
  keptRegistration,
  storedQuestions,
  type JoinBody,
  type MemberRole,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { GroupRow } from './group-access.ts';

const text = MESSAGES.groupMembership;

/** Roles a membership of this group may hold: an event's participants, or the group roles elsewhere. */
export function rolesOf(group: GroupRow): readonly MemberRole[] {
  return group.groupType === 'event' ? ['admin', ...EVENT_ROLES] : GROUP_ROLES;
}

const isConference = (group: GroupRow) => group.groupType === 'event' && group.eventType === 'conference';

/** Kinds of file each upload may be, checked on the type the upload stored after reading the file's content. */
const fitsImageOrPdf = (mime: string) => mime.startsWith('image/') || mime === 'application/pdf';
const fitsPdf = (mime: string) => mime === 'application/pdf';

type WantedFile = { key: string; id: number; fits: (mime: string) => boolean; message: string };

/** Field errors for uploads named by id that are not the applicant's own or not of the kind asked for. */
async function fileErrors(db: Database, userId: number, wanted: WantedFile[]) {
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: uploadedFiles.id, mimeType: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.userId, userId),
        inArray(
          uploadedFiles.id,
          wanted.map((file) => file.id),
        ),
      ),
    );
  const mimeOf = new Map(rows.map((row) => [row.id, row.mimeType]));
  const errors: Record<string, string[]> = {};
  for (const file of wanted) {
    const mime = mimeOf.get(file.id);
    if (mime === undefined) errors[file.key] = [text.fileNotFound];
    else if (!file.fits(mime)) errors[file.key] = [file.message];
  }
  return errors;
}

export type CheckedJoin = { role: MemberRole; extraInfo: Record<string, unknown> };

/**
 * Checks a join request against the group: the role fits the group type, every required question is answered in
 * the right kind, a conference gets a complete registration, and uploads named in it are the applicant's images or
 * PDFs. Answers 400 with every field error at once; otherwise what the membership keeps.
 */
export async function checkJoin(db: Database, userId: number, group: GroupRow, body: JoinBody): Promise<CheckedJoin> {
  const role: MemberRole = body.role ?? (group.groupType === 'event' ? 'attendee' : 'member');
  const { answers = {}, ...registration } = body.extra_info ?? {};
  const questions = storedQuestions(group.extraInfo);
  const errors: Record<string, string[]> = { ...joinAnswerErrors(questions, answers) };
  if (!rolesOf(group).includes(role)) errors.role = [text.roleNotForGroup(group.groupType)];
  const conference = isConference(group);
  if (conference) Object.assign(errors, conferenceRegistrationErrors(registration));
  const kept = conference ? keptRegistration(registration) : {};

  const files = questions.flatMap((question): WantedFile[] => {
    const answer = answers[question.id];
    return question.type === 'file' && typeof answer === 'number'
      ? [{ key: `extra_info.answers.${question.id}`, id: answer, fits: fitsImageOrPdf, message: text.imageOrPdf }]
      : [];
  });
  if (kept.abstract_file !== undefined) {
    files.push({ key: 'extra_info.abstract_file', id: kept.abstract_file, fits: fitsPdf, message: text.pdfOnly });
  }
  Object.assign(
    errors,
    await fileErrors(
      db,
      userId,
      files.filter((file) => !errors[file.key]),
    ),
  );

  if (Object.keys(errors).length > 0) throw new HttpError(400, { field_errors: errors });
  return { role, extraInfo: { ...kept, ...(Object.keys(answers).length ? { answers } : {}) } };
}
