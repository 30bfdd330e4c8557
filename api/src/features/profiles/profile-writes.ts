import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, GroupProfileUpdate, IdParam, PATHS, ProfileSaved, ROUTES, profileUpdateSchema } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { groupProfiles, profiles } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { parseBody } from './validate-body.ts';
import { saveProfile } from './save-profile.ts';

const AnyBody = z.record(z.string(), z.unknown());
const SAVED = { message: 'Profile updated' };
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Profile writes; each validates with the form rules of the site of the Host header. */
export const profileWriteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  async function saveOwn(request: { headers: { host?: string | undefined }; body: unknown }, userId: number) {
    const variant = (await findSite(db, request.headers.host))?.site.variant ?? 'general';
    await saveProfile(db, userId, parseBody(profileUpdateSchema({ variant }), request.body));
    return SAVED;
  }

  const formRoute = {
    onRequest: requireUser,
    schema: {
      tags: ['profiles'],
      summary: 'Save any fields of the profile form',
      body: AnyBody,
      response: { 200: ProfileSaved, ...errors },
    },
  };
  app.patch(PATHS.userProfile, formRoute, async (request) => saveOwn(request, signedInUser(request).id));
  app.patch(PATHS.ownProfile, formRoute, async (request) => saveOwn(request, signedInUser(request).id));
  app.patch(ROUTES.profileById, { ...formRoute, schema: { ...formRoute.schema, params: IdParam } }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, request.params.id));
    if (!row) throw notFound();
    if (row.userId !== user.id) throw forbidden();
    return saveOwn(request, user.id);
  });

  const careerRoute = {
    onRequest: requireUser,
    schema: { tags: ['profiles'], summary: 'Save the career answers', body: AnyBody, response: { 200: ProfileSaved, ...errors } },
  };
  app.post(PATHS.groupProfiles, careerRoute, async (request) => {
    await saveProfile(db, signedInUser(request).id, parseBody(GroupProfileUpdate, request.body));
    return SAVED;
  });
  app.patch(ROUTES.groupProfile, { ...careerRoute, schema: { ...careerRoute.schema, params: IdParam } }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db.select({ userId: groupProfiles.userId }).from(groupProfiles).where(eq(groupProfiles.id, request.params.id));
    if (!row) throw notFound();
    if (row.userId !== user.id) throw forbidden();
    await saveProfile(db, user.id, parseBody(GroupProfileUpdate, request.body));
    return SAVED;
  });
};
