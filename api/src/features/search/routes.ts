import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { sessionEnded } from '../../auth/request-user.ts';
import { route } from '../../http/route.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { statementFor } from './global-search.ts';
import { prefixQuery } from './search-terms.ts';

/** Full-text search through everything the caller may see. */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, searchEndpoints.everything, { config: { sessionInQuery: true } }, async (request) => {
    const { search, type, page, page_size: pageSize } = request.query;
    const pagination = { page, page_size: pageSize };
    const terms = prefixQuery(search);
    if (!terms) return { data: [], pagination: { ...pagination, count: 0 } };
    const [row] = await statementFor(db, type).execute({
      ...viewerAccess(request),
      query: terms,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    if (request.access && row?.viewerId == null) throw sessionEnded();
    return { data: row!.data, pagination: { ...pagination, count: row!.count } };
  });
};
