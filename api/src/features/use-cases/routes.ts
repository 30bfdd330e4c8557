import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../http/errors.ts';
import { requireUser, sessionEnded, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { route } from '../../http/route.ts';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { AI_MESSAGES, USE_CASE_MESSAGES, type UseCaseDetail } from '@trellis/contracts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { detailOfUseCase, withOptionNames } from './use-case-detail.ts';
import { filterValuesStatement, listUseCases } from './use-case-list.ts';
import { createUseCase, loadEditableUseCase, updateUseCase } from './use-case-writes.ts';
import { curationRuns } from '../moderation/curation-runs.ts';

/** The use case as its editor sees it after a change. */
async function readBack(db: Database, request: FastifyRequest, slug: string): Promise<UseCaseDetail> {
  const user = signedInUser(request);
  const [row] = await detailOfUseCase(db).execute({ userId: user.id, sessionId: user.sessionId, slug });
  if (!row?.useCase) throw notFound(AI_MESSAGES.pageNotFound);
  return withOptionNames(row.useCase);
}

export const useCaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify, config }) => {
  // The curation agent grades what members submit once the submission has been answered.
  const curation = curationRuns(db, notify, config.assistant.model, app.log);
  app.addHook('onReady', async () => curation.wake());
  app.addHook('onClose', curation.stop);

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

  route(app, aiEndpoints.createUseCase, { onRequest: requireUser }, async (request) => {
    const row = await createUseCase(db, signedInUser(request), request.body);
    curation.wake();
    return { message: USE_CASE_MESSAGES.submitted, use_case: await readBack(db, request, row.slug) };
  });

  route(app, aiEndpoints.updateUseCase, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const current = await loadEditableUseCase(db, user, request.params.id);
    await updateUseCase(db, user, current, request.body);
    curation.wake();
    return { message: USE_CASE_MESSAGES.updated, use_case: await readBack(db, request, current.slug) };
  });
};
