import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, PATHS, SocketTicket } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { socketTicketStore } from '../../auth/socket-tickets.ts';

/** The ticket the events socket's address carries: the access token itself never travels in an address. */
export const socketTicketRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const tickets = socketTicketStore(db, config.auth.clock);
  app.post(
    PATHS.socketTicket,
    {
      onRequest: requireUser,
      schema: {
        tags: ['realtime'],
        summary: 'A single-use ticket, valid 30 seconds, that opens one events socket at /ws/events/{ticket}/ for this session',
        response: { 200: SocketTicket, 401: ApiErrorBody },
      },
    },
    async (request) => ({ ticket: await tickets.issue(signedInUser(request)) }),
  );
};
