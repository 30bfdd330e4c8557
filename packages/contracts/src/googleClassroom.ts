import { z } from 'zod';
import { DbId } from './common.ts';

export const GOOGLE_CLASSROOM_MESSAGES = {
  /** The fallbacks a screen shows when the server names no reason. */
  resourcesFailed: 'Failed to sync resources',
  roleFailed: (role: GoogleClassroomRole) => `Failed to sync ${role} in google classroom`,
  materialsSynced: (added: number) =>
    added === 1 ? 'Loaded 1 new resource from Google Classroom.' : `Loaded ${added} new resources from Google Classroom.`,
  usersSynced: (role: GoogleClassroomRole, added: number, invited: number) =>
    `Synced ${role} from Google Classroom: ${added} added, ${invited} invited by e-mail.`,
  invalidCourseId: 'A Google Classroom course id has only letters, digits, -, _ and : (up to 100).',
  notConfigured: 'Google Classroom is not configured on this server.',
  noCourse: 'This circle has no Google Classroom course id. Add it in the circle form first.',
  notTopLevelCircle: "Only a circle of the site's own organization syncs from Google Classroom.",
  noAccess: "This site's organization has no Google Classroom access.",
  notCertifiedAdmin: 'Only a certified administrator of the circle may sync it from Google Classroom.',
  accessNotOrganization: 'Classroom access is given to organizations and institutions only.',
  accessChanged: (on: boolean) => (on ? 'Google Classroom access turned on.' : 'Google Classroom access turned off.'),
} as const;

export const GOOGLE_CLASSROOM_COURSE_ID_MAX = 100;

/** The course id as Classroom writes it (digits today, an alias such as `d:school_math` also works); bounded. */
export const GoogleClassroomCourseId = z
  .string()
  .trim()
  .max(GOOGLE_CLASSROOM_COURSE_ID_MAX, GOOGLE_CLASSROOM_MESSAGES.invalidCourseId)
  .regex(/^[A-Za-z0-9_:-]*$/, GOOGLE_CLASSROOM_MESSAGES.invalidCourseId);

/** The roles a sync brings in: Classroom's students become members, its teachers administrators. */
export const GOOGLE_CLASSROOM_ROLES = ['students', 'teachers'] as const;
export type GoogleClassroomRole = (typeof GOOGLE_CLASSROOM_ROLES)[number];

/** Most items one sync reads from Classroom; a larger course is synced in part and says so. */
export const GOOGLE_CLASSROOM_LIMITS = { materials: 200, people: 500 } as const;

/** POST /google-classroom/materials/: load the circle's course materials as its resources. */
export const GoogleClassroomMaterialsBody = z.object({ group: DbId });
export type GoogleClassroomMaterialsBody = z.input<typeof GoogleClassroomMaterialsBody>;

export const GoogleClassroomMaterialsAnswer = z.object({
  message: z.string(),
  /** New resources made by this sync. */
  added: z.number().int(),
  /** Materials synced before, left as they are. */
  already_synced: z.number().int(),
  /** The course had more materials than one sync reads. */
  truncated: z.boolean(),
});
export type GoogleClassroomMaterialsAnswer = z.infer<typeof GoogleClassroomMaterialsAnswer>;

/** POST /google-classroom/sync-users/{id}/: one role of the course's people. */
export const GoogleClassroomSyncUsersBody = z.object({ role: z.enum(GOOGLE_CLASSROOM_ROLES) });
export type GoogleClassroomSyncUsersBody = z.input<typeof GoogleClassroomSyncUsersBody>;

export const GoogleClassroomSyncUsersAnswer = z.object({
  message: z.string(),
  role: z.enum(GOOGLE_CLASSROOM_ROLES),
  /** Members with an account who joined or took the role now. */
  added: z.number().int(),
  /** Addresses with no account, sent an invitation. */
  invited: z.number().int(),
  /** People who already had their place or a pending invitation. */
  unchanged: z.number().int(),
  /** People Classroom shows without an e-mail address, who cannot be matched. */
  without_email: z.number().int(),
  truncated: z.boolean(),
});
export type GoogleClassroomSyncUsersAnswer = z.infer<typeof GoogleClassroomSyncUsersAnswer>;

/** PUT /google-classroom/access/{id}/: staff let an organization's circles sync from Classroom, or stop them. */
export const GoogleClassroomAccessBody = z.object({ classroom_access: z.boolean() });
export type GoogleClassroomAccessBody = z.input<typeof GoogleClassroomAccessBody>;
export const GoogleClassroomAccessAnswer = z.object({ message: z.string(), id: z.number().int(), classroom_access: z.boolean() });
export type GoogleClassroomAccessAnswer = z.infer<typeof GoogleClassroomAccessAnswer>;
