import { waitFor } from '@testing-library/react';
import { inject } from 'vitest';
import { SOCKET_CLOSE_UNAUTHORIZED } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { startEventsSocket, useSocketState } from './eventsSocket.ts';

const BrowserWebSocket = WebSocket;
const opened: WebSocket[] = [];
class RecordedWebSocket extends BrowserWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    opened.push(this);
  }
}

/** Polls with the real clock: vi.waitFor would advance the frozen timers, which is what the test must rule out. */
const realSetTimeout = setTimeout;
async function until(condition: () => boolean, timeoutMs = 5000) {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => realSetTimeout(resolve, 50));
  }
}

let apiUrl: string;
beforeAll(() => {
  apiUrl = inject('apiUrl');
  connectApiServer(apiUrl);
  vi.stubGlobal('WebSocket', RecordedWebSocket);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('events socket', () => {
  it('opens with a fresh single-use ticket each time, never with the access token in the address', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const stop = startEventsSocket(apiUrl);
    await waitFor(() => expect(useSocketState.getState().connected).toBe(true));
    const first = opened.at(-1)!;
    const { accessToken } = useSession.getState();
    expect(first.url).not.toContain(accessToken!);
    expect(first.url).toMatch(/\/ws\/events\/[\w-]{43}\/$/);

    first.close();
    await waitFor(() => expect(opened.at(-1)).not.toBe(first));
    await waitFor(() => expect(useSocketState.getState().connected).toBe(true), { timeout: 5000 });
    const second = opened.at(-1)!;
    expect(second.url).not.toBe(first.url);
    // The first ticket is spent: opening it again is refused with the code that sends the client for a new one.
    const replay = new BrowserWebSocket(first.url);
    const code = await new Promise<number>((resolve) => replay.addEventListener('close', (event) => resolve(event.code)));
    expect(code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    stop();
  });

  it('reconnects as soon as the browser is back online, without waiting out the backoff', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const stop = startEventsSocket(apiUrl);
    await waitFor(() => expect(useSocketState.getState().connected).toBe(true));

    // With the backoff timer frozen, only the online event can bring the socket back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    opened.at(-1)!.close();
    await until(() => !useSocketState.getState().connected);
    const before = opened.length;
    window.dispatchEvent(new Event('online'));
    await until(() => useSocketState.getState().connected);
    expect(opened.length).toBe(before + 1);
    stop();
  });
});
