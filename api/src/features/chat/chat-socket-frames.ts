import type { WebSocket } from '@fastify/websocket';
import { ServerSocketEvent } from '@trellis/contracts';

type EventOf<T extends ServerSocketEvent['type']> = Extract<ServerSocketEvent, { type: T }>;

/**
 * The next event of one type a test's socket receives, failing after 5 s, or at once on an event of the type it must
 * not see first (a refusal waits this way for the message it refused never to be delivered).
 */
function nextEvent<T extends ServerSocketEvent['type']>(socket: WebSocket, type: T, mustNotSee?: ServerSocketEvent['type']) {
  return new Promise<EventOf<T>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
    const onMessage = (data: Buffer) => {
      const event = ServerSocketEvent.parse(JSON.parse(data.toString('utf8')));
      if (event.type === mustNotSee) reject(new Error(`a ${mustNotSee} came first`));
      if (event.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(event as EventOf<T>);
    };
    socket.on('message', onMessage);
  });
}

export const nextChatMessage = (socket: WebSocket) => nextEvent(socket, 'chat_message');
export const nextReadMark = (socket: WebSocket) => nextEvent(socket, 'chat_read');
export const nextRefusal = (socket: WebSocket) => nextEvent(socket, 'chat_error', 'chat_message');

let sent = 0;
/** A chat frame as the dock sends it, under a client id of its own unless one is given. */
export function chatFrame(room: number, value: string | string[], clientId = `test-${(sent += 1)}`) {
  const values = Array.isArray(value) ? value : [value];
  return JSON.stringify({
    type: 'chat_message',
    client_id: clientId,
    room,
    messages: values.map((text) => ({ type: 'text', value: text })),
  });
}
