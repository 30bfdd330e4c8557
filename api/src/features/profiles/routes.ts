import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, OwnProfileForm, PATHS, PublicProfile, ROUTES, SlugParam } from '@trellis/shared/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { profileFormValues } from './profile-form-values.ts';
import { profileWriteRoutes } from './profile-writes.ts';
import { loadCareerEntries, loadProfileBundle, toProfile } from './profile-view.ts';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  await app.register(profileWriteRoutes, context);
  app.get(
    PATHS.userProfile,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'Own answers as profile form values',
        response: { 200: OwnProfileForm, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const bundle = await loadProfileBundle(db, { userId: signedInUser(request).id }, signedInUser(request).id);
      if (!bundle) throw notFound();
      return profileFormValues(bundle);
    },
  );
  app.get(
    ROUTES.publicProfile,
    {
      schema: {
        tags: ['profiles'],
        summary: 'What anyone may see of a member',
        params: SlugParam,
        response: { 200: PublicProfile, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const bundle = await loadProfileBundle(db, { nameSlug: request.params.slug }, request.user?.id ?? null);
      if (!bundle) throw notFound();
      const profile = toProfile(bundle);
      const career = await loadCareerEntries(db, bundle.user.id, request.user?.id ?? null);
      return {
        id: profile.id,
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
        is_certified: bundle.groupProfile?.isCertified ?? false,
        work_experiences: career.work,
        education_background: career.education,
      };
    },
  );
};
