import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import { route } from '../../http/route.ts';
import { memberHome } from './home-read.ts';

/** The signed-in member's own blocks of the home page. */
export const homeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, homeEndpoints.member, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const [row] = await memberHome(db).execute(signedInAccess(request));
    if (!row) throw sessionEnded();
    return row;
  });
};
