import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { profileFormValues } from './profile-form-values.ts';
import { profileWriteRoutes } from './profile-writes.ts';
import { loadProfileBundle, publicProfileRead } from './profile-view.ts';
import { route } from '../../http/route.ts';
import { profileEndpoints } from '@trellis/contracts/endpoints';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  await app.register(profileWriteRoutes, context);
  route(app, profileEndpoints.own, { onRequest: requireUser }, async (request) => {
    const bundle = await loadProfileBundle(db, signedInUser(request).id);
    if (!bundle) throw notFound();
    return profileFormValues(bundle);
  });
  route(app, profileEndpoints.public, {}, async (request) => {
    const [row] = await publicProfileRead(db).execute({ slug: request.params.slug, viewerId: request.user?.id ?? null });
    if (!row) throw notFound();
    const { profile } = row;
    return {
      id: profile.id,
      user_id: row.userId,
      first_name: profile.first_name,
      last_name: profile.last_name,
      picture: profile.picture,
      name_slug: profile.name_slug,
      country: profile.country,
      location: profile.location,
      topics_detailed: profile.topics_detailed,
      skills_detailed: profile.skills_detailed,
      short_bio: profile.short_bio,
      career_story: profile.career_story,
      career_advice: profile.career_advice,
      institution: profile.institution,
      is_certified: row.groupProfile?.is_certified ?? false,
      work_experiences: row.work,
      education_background: row.education,
      is_following: row.isFollowing,
    };
  });
};
