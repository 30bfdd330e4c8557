import { eq, sql } from 'drizzle-orm';
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
} from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { activeSessionOf, requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groupProfiles, portalPreferences, sessions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { CURRENT_ROLES } from '../site-config/options.ts';

const tags = ['preferences'];

type StoredPreferences = { currentRole: number | null; focusArea: string | null };

function toPreferences(stored: StoredPreferences | undefined): PortalPreferences {
  const focus = PortalFocus.safeParse(stored?.focusArea);
  return { current_role: stored?.currentRole ?? null, focus_area: focus.success ? focus.data : DEFAULT_PORTAL_FOCUS_ID };
}

const preferenceColumns = { currentRole: groupProfiles.currentRole, focusArea: portalPreferences.focusArea };

/** The signed-in reader's preferences with the session check, in one statement: no row means the session ended. */
const ownPreferences = perDatabase((db) =>
  db
    .select(preferenceColumns)
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .leftJoin(portalPreferences, eq(portalPreferences.userId, users.id))
    .prepare('preferences_own'),
);

const preferencesOf = perDatabase((db) =>
  db
    .select(preferenceColumns)
    .from(users)
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .leftJoin(portalPreferences, eq(portalPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('preferences_of_user'),
);

/** The persona is the member's current role, so the profile and the portal agree on it. */
export const preferencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    PATHS.portalPreferences,
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        summary: 'Persona (current role) and focus area of the portal',
        response: { 200: PortalPreferences, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const [stored] = await ownPreferences(db).execute(signedInAccess(request));
      if (!stored) throw sessionEnded();
      return toPreferences(stored);
    },
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
      const [stored] = await preferencesOf(db).execute({ userId });
      return toPreferences(stored);
    },
  );
};
