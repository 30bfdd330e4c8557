import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOOGLE_CLASSROOM_MESSAGES } from '@trellis/contracts';
import { googleClassroomEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireStaff, requireUser, signedInUser } from '../../auth/request-user.ts';
import { groups } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { recordContentDecision } from '../moderation/audit-log.ts';
import { ClassroomFailed, classroomApi, type ClassroomApi } from './classroom-api.ts';
import { syncMaterials } from './sync-materials.ts';
import { syncPeople } from './sync-people.ts';
import { requireSyncableCircle } from './sync-rights.ts';

const text = GOOGLE_CLASSROOM_MESSAGES;

/** Each sync reads the course from Classroom and may mail invitations, so an administrator runs a few at a time. */
export const CLASSROOM_SYNC_LIMIT_WINDOW = { perIp: 60, perAccount: 20, windowMs: 10 * 60 * 1000 };

/**
 * Google Classroom sync of a circle (materials as resources, students and teachers as members and administrators),
 * through the Classroom API when the server is configured with one, and staff's switch of an organization's access.
 */
export const googleClassroomRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, notify, mailQueue }) => {
  const api = config.googleClassroom ? classroomApi(config.googleClassroom) : null;
  const limits = await attemptLimits(app, db);
  const { perIp, perAccount } = limits('google-classroom', CLASSROOM_SYNC_LIMIT_WINDOW, signedInId);
  const syncing = { onRequest: requireUser, preHandler: [perIp, perAccount] };

  const configured = (): ClassroomApi => {
    if (!api) throw new HttpError(503, { detail: text.notConfigured });
    return api;
  };
  /** Classroom's failure answers 502 with the screen's own wording; the reason goes to the log, not to the member. */
  async function remote<T>(failure: string, log: { warn(details: object, message: string): void }, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ClassroomFailed)) throw error;
      log.warn({ reason: error.message }, 'Google Classroom sync failed');
      throw new HttpError(502, { detail: failure });
    }
  }

  route(app, googleClassroomEndpoints.materials, syncing, async (request) => {
    const user = signedInUser(request);
    const circle = await requireSyncableCircle(db, user, request.body.group, request.headers.host);
    const classroom = configured();
    return remote(text.resourcesFailed, request.log, () => syncMaterials(db, classroom, user, circle));
  });

  route(app, googleClassroomEndpoints.syncUsers, syncing, async (request) => {
    const user = signedInUser(request);
    const circle = await requireSyncableCircle(db, user, request.params.id, request.headers.host);
    const classroom = configured();
    const site = await linkOrigin(db, request, config.auth);
    const { role } = request.body;
    return remote(text.roleFailed(role), request.log, () => syncPeople({ db, notify, mailQueue }, classroom, user, circle, role, site));
  });

  route(app, googleClassroomEndpoints.access, { onRequest: requireStaff }, async (request) => {
    const staff = signedInUser(request);
    const { id } = request.params;
    const on = request.body.classroom_access;
    const [group] = await db
      .select({ id: groups.id, name: groups.name, type: groups.groupType, rootGroupId: groups.rootGroupId })
      .from(groups)
      .where(eq(groups.id, id));
    if (!group) throw notFound();
    if (!['organization', 'institution'].includes(group.type)) throw new HttpError(400, { non_field_errors: [text.accessNotOrganization] });
    // The organization's administrators read in their audit log who let its circles reach Classroom, or stopped them.
    await db.transaction(async (tx) => {
      await tx.update(groups).set({ classroomAccess: on }).where(eq(groups.id, id));
      await recordContentDecision(tx, group, staff.id, 'classroom_access_switched', { id, title: group.name }, null, {
        outcome: on ? 'On' : 'Off',
      });
    });
    return { message: text.accessChanged(on), id, classroom_access: on };
  });
};
