import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DbId, GroupDetail, ROUTES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { groupById, groupBySlug, readGroupDetail } from './group-detail-query.ts';

const ERRORS = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** One group's page data, public, with the signed-in user's membership, role and follow when there is one. */
export const groupDetailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    ROUTES.group,
    {
      schema: {
        tags: ['groups'],
        summary: "A group's detail, with the signed-in user's standing in it",
        params: z.object({ id: DbId }),
        response: { 200: GroupDetail, ...ERRORS },
      },
    },
    async (request) => {
      const detail = await readGroupDetail(db, groupById(request.params.id), request.user);
      if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
      return detail;
    },
  );

  app.get(
    ROUTES.groupBySlug,
    {
      schema: {
        tags: ['groups'],
        summary: "A group's detail by its name_slug, with the signed-in user's standing in it",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: GroupDetail, ...ERRORS },
      },
    },
    async (request) => {
      const detail = await readGroupDetail(db, groupBySlug(request.params.slug), request.user);
      if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
      return detail;
    },
  );
};
