import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { connectEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { prefixQuery } from '../search/search-terms.ts';
import { connectRead, youMayKnowStatement } from './connect-statements.ts';

/** The Connect page: the member's connections, people and groups to find, and people they may know. */
export const connectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const signedInRead = { config: { sessionInQuery: true }, onRequest: requireUser };

  route(app, connectEndpoints.connections, signedInRead, async (request) => {
    const { query } = request;
    const window = pageWindow(query, PAGE_SIZES.connect);
    const terms = query.q ? prefixQuery(query.q) : null;
    const { statement, values } = connectRead(db, query, terms);
    const [row] = await statement.execute({ ...signedInAccess(request), ...values, limit: window.limit, offset: window.offset });
    if (row?.viewerId == null) throw sessionEnded();
    // Search text of nothing but punctuation has no word to look for, so it finds nothing.
    if (query.q && terms === null) return { ...pageAnswer([], 0, window), can_limit_search: row.canLimit };
    return { ...pageAnswer(row.data, row.count, window), can_limit_search: row.canLimit };
  });

  route(app, connectEndpoints.youMayKnow, signedInRead, async (request) => {
    const [row] = await youMayKnowStatement(db).execute(signedInAccess(request));
    if (row?.viewerId == null) throw sessionEnded();
    return { data: row.data };
  });
};
