import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { groupById, groupBySlug, readGroupDetail } from './group-detail-query.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/** One group's page data, public, with the signed-in user's membership, role and follow when there is one. */
export const groupDetailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.detail, {}, async (request) => {
    const detail = await readGroupDetail(db, groupById(request.params.id), request.user);
    if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
    return detail;
  });

  route(app, groupEndpoints.detailBySlug, {}, async (request) => {
    const detail = await readGroupDetail(db, groupBySlug(request.params.slug), request.user);
    if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
    return detail;
  });
};
