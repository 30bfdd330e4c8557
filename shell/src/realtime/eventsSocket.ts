import { create } from 'zustand';
import { call, loadAnswerChecks } from '@trellis/platform/api-client';
import { SOCKET_CLOSE_SERVICE_RESTART, eventsSocketPath, realtimeEndpoints } from '@trellis/contracts/endpoints';
import type { ClientSocketMessage, ServerSocketEvent } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

type Listener = (event: ServerSocketEvent) => void;

export type SocketState = {
  connected: boolean;
  /** Bumped on every reconnection, so views refetch what they missed while the socket was down. */
  reconnections: number;
};

export const useSocketState = create<SocketState>(() => ({ connected: false, reconnections: 0 }));

const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
const listeners = new Set<Listener>();

/**
 * Hands a frame to the listeners once it parses as a server event; anything else is dropped. The contracts load
 * with the first frame rather than with the shell, and frames keep their order while they wait for them.
 */
async function deliver(text: string) {
  let event: ServerSocketEvent;
  try {
    event = (await loadAnswerChecks()).ServerSocketEvent.parse(JSON.parse(text));
  } catch {
    return;
  }
  for (const listener of listeners) listener(event);
}
let socket: WebSocket | null = null;
let token: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by every opening and by signing out, so a ticket that arrives for an abandoned opening is not used. */
let attempt = 0;
let opening = false;
let backoff = BACKOFF_START_MS;
let everOpened = false;
let apiOrigin: string | undefined;

function socketUrl(ticket: string) {
  const origin = new URL(apiOrigin ?? window.location.origin);
  origin.protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return new URL(eventsSocketPath(ticket), origin).href;
}

function retryLater() {
  retryTimer = setTimeout(() => void open(), backoff);
  backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
}

/**
 * Asks a fresh single-use ticket for every connection, so no token ever travels in the socket's address. The ticket
 * request refreshes an expired access token like any API call; the new token then reopens the socket through the
 * session subscription.
 */
async function open() {
  clearTimeout(retryTimer);
  if (!token) return;
  const mine = ++attempt;
  opening = true;
  let ticket: string;
  try {
    ({ ticket } = await call(realtimeEndpoints.ticket));
  } catch {
    if (mine !== attempt) return;
    opening = false;
    if (token) retryLater();
    return;
  }
  if (mine !== attempt) return;
  opening = false;
  if (!token) return;
  const current = new WebSocket(socketUrl(ticket));
  socket = current;
  current.onopen = () => {
    backoff = BACKOFF_START_MS;
    useSocketState.setState((state) => ({ connected: true, reconnections: everOpened ? state.reconnections + 1 : state.reconnections }));
    everOpened = true;
  };
  current.onmessage = ({ data }) => void deliver(String(data));
  current.onclose = ({ code }) => {
    if (socket !== current) return;
    socket = null;
    useSocketState.setState({ connected: false });
    if (!token) return;
    // An expired token (4401) needs nothing more: the next ticket request refreshes it before asking.
    // A restarting server: another instance (or this one, back) takes the socket; a random pause spreads the reconnections.
    if (code === SOCKET_CLOSE_SERVICE_RESTART) backoff = Math.round(Math.random() * BACKOFF_START_MS);
    retryLater();
  };
}

function follow(accessToken: string | null) {
  if (accessToken === token) return;
  token = accessToken;
  const previous = socket;
  socket = null;
  previous?.close();
  // Even when a new token reopens it at once, what was on its way over the old socket may be lost.
  useSocketState.setState({ connected: false });
  backoff = BACKOFF_START_MS;
  attempt += 1;
  opening = false;
  if (accessToken) void open();
  else {
    clearTimeout(retryTimer);
    everOpened = false;
  }
}

/** Back online or back in view: reconnect now rather than at the end of a backoff that grew while offline or asleep. */
function reconnectNow() {
  if (!token || socket || opening || document.visibilityState === 'hidden') return;
  backoff = BACKOFF_START_MS;
  void open();
}

/**
 * Opens the page's one events socket for the signed-in session and keeps it
 * open; `origin` is where the API runs when that is not the page's origin.
 */
export function startEventsSocket(origin?: string): () => void {
  apiOrigin = origin;
  follow(useSession.getState().accessToken);
  const unsubscribe = useSession.subscribe((state) => follow(state.accessToken));
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', reconnectNow);
  return () => {
    unsubscribe();
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', reconnectNow);
    follow(null);
  };
}

export function onSocketEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends over the socket; false when there is no open connection. */
export function sendOverSocket(message: ClientSocketMessage): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}
