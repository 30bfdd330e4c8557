import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  DEFAULT_PORTAL_FOCUS_ID,
  FIRST_CAREER_STAGE,
  HIGH_SCHOOL_ROLE,
  JOB_FUNCTION_ROLE,
  PATHS,
  PortalFocus,
  PortalPreferences,
  SavePortalPreferences,
} from '@trellis/shared/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groupProfiles, portalPreferences } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { CURRENT_ROLES } from '../site-config/options.ts';

const tags = ['preferences'];

async function readPreferences(db: Database, userId: number): Promise<PortalPreferences> {
  const [[profile], [stored]] = await Promise.all([
    db.select({ currentRole: groupProfiles.currentRole }).from(groupProfiles).where(eq(groupProfiles.userId, userId)),
    db.select({ focusArea: portalPreferences.focusArea }).from(portalPreferences).where(eq(portalPreferences.userId, userId)),
  ]);
  const focus = PortalFocus.safeParse(stored?.focusArea);
  return { current_role: profile?.currentRole ?? null, focus_area: focus.success ? focus.data : DEFAULT_PORTAL_FOCUS_ID };
}

/** The persona is the member's current role, so the profile and the portal agree on it. */
export const preferencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    PATHS.portalPreferences,
    {
      schema: {
        tags,
        summary: 'Persona (current role) and focus area of the portal',
        response: { 200: PortalPreferences, 401: ApiErrorBody },
      },
    },
    async (request) => readPreferences(db, signedInUser(request).id),
  );

  app.put(
    PATHS.portalPreferences,
    {
      schema: {
        tags,
        summary: 'Save the persona and focus area',
        body: SavePortalPreferences,
        response: { 200: PortalPreferences, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { current_role: currentRole, focus_area: focusArea } = request.body;
      if (!CURRENT_ROLES.some((role) => role.id === currentRole))
        throw new HttpError(400, { field_errors: { current_role: ['Select a valid persona'] } });
      // The persona is the profile's current role, so the profile form's rules for a role change apply here too.
      const role = {
        currentRole,
        ...(currentRole === HIGH_SCHOOL_ROLE ? { careerStage: FIRST_CAREER_STAGE } : {}),
        ...(currentRole === JOB_FUNCTION_ROLE ? {} : { jobFunction: null }),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(groupProfiles)
          .values({ userId, ...role })
          .onConflictDoUpdate({ target: groupProfiles.userId, set: role });
        await tx
          .insert(portalPreferences)
          .values({ userId, focusArea })
          .onConflictDoUpdate({ target: portalPreferences.userId, set: { focusArea, updatedAt: new Date() } });
      });
      return readPreferences(db, userId);
    },
  );
};
