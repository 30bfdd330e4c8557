import type { FastifyPluginAsync } from 'fastify';
import { SOCKET_CLOSE_TOO_MANY, SOCKET_CLOSE_UNAUTHORIZED, type ServerSocketEvent } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import { socketTicketStore } from '../../auth/socket-tickets.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { MAX_SOCKETS_PER_USER, fixedWindow } from './frame-limits.ts';
import { readFrame } from './read-frame.ts';

/**
 * /ws/events/{ticket}/: browsers cannot set headers on a WebSocket, so the path carries a single-use ticket from
 * POST /events-socket/ticket/, never the access token. A ticket that is unknown, used, expired or whose session
 * ended is closed with 4401 after the upgrade, the only way a browser gets to see a reason.
 */
export const eventsSocketRoutes: FastifyPluginAsync<AppContext> = async (app, { db, realtime, config }) => {
  const tickets = socketTicketStore(db, config.auth.clock);
  const rate = config.socketFrameRate;
  // A member's frames are counted across all their sockets on this instance, so more tabs do not mean more messages.
  const framesByUser = fixedWindow(rate.perUser, rate.windowMs);
  app.route<{ Params: { ticket: string } }>({
    method: 'GET',
    url: '/ws/events/:ticket/',
    schema: { hide: true },
    // A plain request to the socket's address gets an answer in words, not the framework's empty 404.
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ detail: SERVER_MESSAGES.websocketOnly }),
    wsHandler: (socket, request) => {
      let user: AuthUser | null = null;
      // A client that vanished without closing (a sleeping laptop, a dropped network) never answers a
      // protocol ping; dropping it frees its slot in the realtime fan-out instead of writing to it forever.
      let answered = true;
      socket.on('pong', () => (answered = true));
      const heartbeat = setInterval(() => {
        if (!answered) return socket.terminate();
        answered = false;
        socket.ping();
      }, config.socketHeartbeatMs);
      socket.on('close', () => clearInterval(heartbeat));
      // Messages sent while the ticket is being checked are held, not lost: the listener must exist from the first tick.
      const early: Buffer[] = [];

      const reply = (event: ServerSocketEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };

      const framesOfSocket = fixedWindow(rate.perSocket, rate.windowMs);
      const handle = (signedIn: AuthUser, raw: Buffer) => {
        const frame = readFrame(raw);
        if ('refusal' in frame) {
          reply(frame.refusal);
          return;
        }
        const { message } = frame;
        if (!framesOfSocket.take(0) || !framesByUser.take(signedIn.id)) {
          if (message.type === 'chat_message') {
            reply({ type: 'chat_error', client_id: message.client_id, room: message.room, message: MESSAGES.chat.tooFast });
          }
          return;
        }
        if (message.type === 'ping') {
          realtime
            .publish(signedIn.id, { type: 'pong', at: new Date().toISOString() })
            .catch((error: unknown) => request.log.error({ err: error }, 'could not publish a pong'));
          return;
        }
        realtime
          .receive(signedIn, message, reply)
          .catch((error: unknown) => request.log.error({ err: error, type: message.type }, 'could not handle a socket message'));
      };

      socket.on('message', (raw: Buffer) => {
        if (user) handle(user, raw);
        else early.push(raw);
      });

      tickets.redeem(request.params.ticket).then(
        (found) => {
          if (!found) {
            socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'Unauthorized');
            return;
          }
          if (realtime.socketCount(found.id) >= MAX_SOCKETS_PER_USER) {
            socket.close(SOCKET_CLOSE_TOO_MANY, 'Too many connections');
            return;
          }
          user = found;
          realtime.attach(found.id, found.sessionId, socket);
          // At the expiry of the access token that asked for the ticket the socket closes like a revoked one: the client
          // refreshes its token and comes back with a new ticket.
          const expiry = setTimeout(
            () => socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'Token expired'),
            Math.min(Math.max(found.tokenExpiresAt * 1000 - Date.now(), 0), 2 ** 31 - 1),
          );
          socket.once('close', () => clearTimeout(expiry));
          socket.once('close', () => {
            if (realtime.socketCount(found.id) === 0) framesByUser.forget(found.id);
          });
          for (const raw of early.splice(0)) handle(found, raw);
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'could not authenticate an events socket');
          socket.close(1011, 'Server error');
        },
      );
    },
  });
};
