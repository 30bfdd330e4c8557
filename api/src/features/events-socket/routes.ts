import type { FastifyPluginAsync } from 'fastify';
import { ClientSocketMessage, SOCKET_CLOSE_UNAUTHORIZED } from '@trellis/shared/contracts';
import type { AppContext } from '../../app-context.ts';
import { findActiveUser } from '../../auth/request-user.ts';

/**
 * /ws/events/{access token}/: browsers cannot set headers on a WebSocket, so
 * the token travels in the path. A bad token is closed with 4401 after the
 * upgrade, the only way a browser gets to see a reason.
 */
export const eventsSocketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, access, realtime }) => {
  app.get<{ Params: { token: string } }>('/ws/events/:token/', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const user = await findActiveUser(db, access, request.params.token);
    if (!user) {
      socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'Unauthorized');
      return;
    }
    realtime.attach(user.id, socket);
    socket.on('message', (raw: Buffer) => {
      let message: ClientSocketMessage;
      try {
        message = ClientSocketMessage.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        return;
      }
      if (message.type === 'ping') {
        realtime.publish(user.id, { type: 'pong', at: new Date().toISOString() }).catch((error: unknown) => request.log.error({ err: error }, 'could not publish a pong'));
      }
    });
  });
};
