import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GroupProfileUpdate, profileUpdateSchema } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { groupProfiles, profiles } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { parseBody } from './validate-body.ts';
import { saveProfile } from './save-profile.ts';
import { route } from '../../http/route.ts';
import { profileEndpoints } from '@trellis/contracts/endpoints';

const SAVED = { message: 'Profile updated' };

/** Profile writes; each validates with the form rules of the site of the Host header. */
export const profileWriteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  async function saveOwn(request: { headers: { host?: string | undefined }; body: unknown }, userId: number) {
    const variant = (await findSite(db, request.headers.host))?.site.variant ?? 'general';
    await saveProfile(db, userId, parseBody(profileUpdateSchema({ variant }), request.body));
    return SAVED;
  }

  route(app, profileEndpoints.updateOwn, { onRequest: requireUser }, async (request) => saveOwn(request, signedInUser(request).id));
  route(app, profileEndpoints.updateMe, { onRequest: requireUser }, async (request) => saveOwn(request, signedInUser(request).id));
  route(app, profileEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, request.params.id));
    if (!row) throw notFound();
    if (row.userId !== user.id) throw forbidden();
    return saveOwn(request, user.id);
  });

  route(app, profileEndpoints.createGroupProfile, { onRequest: requireUser }, async (request) => {
    await saveProfile(db, signedInUser(request).id, parseBody(GroupProfileUpdate, request.body));
    return SAVED;
  });
  route(app, profileEndpoints.updateGroupProfile, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db.select({ userId: groupProfiles.userId }).from(groupProfiles).where(eq(groupProfiles.id, request.params.id));
    if (!row) throw notFound();
    if (row.userId !== user.id) throw forbidden();
    await saveProfile(db, user.id, parseBody(GroupProfileUpdate, request.body));
    return SAVED;
  });
};
