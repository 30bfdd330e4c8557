import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { sessionEnded } from '../../auth/request-user.ts';
import { route } from '../../http/route.ts';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { AI_MESSAGES } from '@trellis/contracts';
import { viewerAccess } from '../jobs/job-json.ts';
import { detailOfUseCase, withOptionNames } from './use-case-detail.ts';
import { filterValuesStatement, listUseCases } from './use-case-list.ts';

export const useCaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, aiEndpoints.useCases, { config: { sessionInQuery: true } }, async (request) => {
    const status = request.query.status ?? 'approved';
    if (status !== 'approved' && !request.access) throw unauthorized();
    const pageSize = request.query.page_size ?? PAGE_SIZES.useCases;
    const row = await listUseCases(db, request.query, viewerAccess(request), pageSize);
    if (request.access && row.viewerId == null) throw sessionEnded();
    return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
  });

  route(app, aiEndpoints.useCaseFilterValues, {}, async () => {
    const [row] = await filterValuesStatement(db).execute();
    return row!;
  });

  route(app, aiEndpoints.useCaseBySlug, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await detailOfUseCase(db).execute({ ...viewerAccess(request), slug: request.params.slug });
    if (request.access && row?.viewerId == null) throw sessionEnded();
    if (!row?.useCase) throw notFound(AI_MESSAGES.pageNotFound);
    return withOptionNames(row.useCase);
  });
};
