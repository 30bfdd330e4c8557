import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { socketTicketStore } from '../../auth/socket-tickets.ts';
import { route } from '../../http/route.ts';
import { realtimeEndpoints } from '@trellis/contracts/endpoints';

/** The ticket the events socket's address carries: the access token itself never travels in an address. */
export const socketTicketRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const tickets = socketTicketStore(db, config.auth.clock);
  route(app, realtimeEndpoints.ticket, { onRequest: requireUser }, async (request) => ({
    ticket: await tickets.issue(signedInUser(request)),
  }));
};
