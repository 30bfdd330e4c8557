import { endpoint, endpointGroup } from './endpoint.ts';

/**
 * The events WebSocket: /ws/events/{ticket}/ (not under /api/v1). Browsers cannot send headers with a WebSocket,
 * so the address carries a single-use ticket from POST /events-socket/ticket/, never the access token.
 */
export const eventsSocketPath = (ticket: string) => `/ws/events/${encodeURIComponent(ticket)}/`;

/** Close code the server uses when the ticket in the path is not a live ticket, or the session ended or expired. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** Close code for a socket over its member's limit of open sockets; the client retries later, as after any close. */
export const SOCKET_CLOSE_TOO_MANY = 4429;

/**
 * Close code (WebSocket "Service Restart") the server sends when it shuts down:
 * reconnect at once, to this or another instance, and send again what was not acknowledged.
 */
export const SOCKET_CLOSE_SERVICE_RESTART = 1012;

export const realtimeEndpoints = endpointGroup('realtime', {
  ticket: endpoint({
    method: 'POST',
    path: '/events-socket/ticket/',
    summary: 'A single-use ticket, valid 30 seconds, that opens one events socket at /ws/events/{ticket}/ for this session',
    schemas: (c) => ({ answer: c.SocketTicket }),
  }),
});
