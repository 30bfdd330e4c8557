import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { ChatMessageList, PATHS, ServerSocketEvent, SocketTicket, TokenPair, eventsSocketPath, type ChatRoom } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { setViewportWidth } from '../../testing/viewport.ts';
import { ChatButton } from './ChatButton.tsx';
import { ChatDock } from './ChatDock.tsx';
import { chatActions, useChat, type ChatState } from './chatStore.ts';
import { onSocketEvent, sendOverSocket, useSocketState } from '../../realtime/eventsSocket.ts';

const PASSWORD = 'Trellis!2026';
let apiUrl: string;
const BrowserWebSocket = WebSocket;

/**
 * The browser's WebSocket, with a way to lose the line at the next frame the
 * dock sends: just before it goes out (the server never gets it) or just after
 * (the server stores it, but its answer cannot come back).
 */
let cutLine: 'before' | 'after' | null = null;
class LineUnderTest extends BrowserWebSocket {
  override send(data: string) {
    const cut = cutLine;
    cutLine = null;
    if (cut === 'before') this.close();
    super.send(data);
    // jsdom hands a frame to the network on the next tick; closing on the tick after lets it leave first, before any answer can arrive.
    if (cut === 'after') process.nextTick(() => this.close());
  }
}

async function tokensOf(email: string) {
  const response = await fetch(`${apiUrl}/api/v1${PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return TokenPair.parse(await response.json());
}

/** Messages other members sent in this file: each needs its own client id, or the server takes it for a resend. */
let otherSaid = 0;

/** Another member's browser: a room with us and an open socket. */
async function otherMember(email: string, withUserId: number) {
  const { access } = await tokensOf(email);
  const room = (await (
    await fetch(`${apiUrl}/api/v1${PATHS.rooms}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ONE_TO_ONE', user_ids: [withUserId] }),
    })
  ).json()) as ChatRoom;
  const { ticket } = SocketTicket.parse(
    await (await fetch(`${apiUrl}/api/v1${PATHS.socketTicket}`, { method: 'POST', headers: { authorization: `Bearer ${access}` } })).json(),
  );
  const socket = new BrowserWebSocket(`${apiUrl.replace('http', 'ws')}${eventsSocketPath(ticket)}`);
  const heard: ServerSocketEvent[] = [];
  socket.addEventListener('message', (event: MessageEvent<string>) => heard.push(ServerSocketEvent.parse(JSON.parse(event.data))));
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  return {
    room,
    /** Events this member's socket received. */
    heard,
    /** Reads the room up to a message, as their own chat panel would. */
    markRead: (upTo: number) =>
      fetch(`${apiUrl}/api/v1${PATHS.chatRead(room.id)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ up_to: upTo }),
      }),
    say: (value: string) =>
      socket.send(
        JSON.stringify({
          type: 'chat_message',
          client_id: `other-${(otherSaid += 1)}`,
          room: room.id,
          messages: [{ type: 'text', value }],
        }),
      ),
    /** Messages stored in the room, as the other member's history shows them. */
    stored: async () =>
      ChatMessageList.parse(
        await (await fetch(`${apiUrl}/api/v1${PATHS.chatMessages(room.id)}`, { headers: { authorization: `Bearer ${access}` } })).json(),
      ).data.map((message) => message.messages[0]!.value),
    close: () => socket.close(),
  };
}

function renderDock() {
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ChatButton />
        <ChatDock socketOrigin={apiUrl} />
      </SWRConfig>
    </AppProviders>,
  );
}

const connected = () => waitFor(() => expect(useSocketState.getState().connected).toBe(true));

/** The page's socket has joined its member's set on the server: a ping sent on it comes back as a pong. */
async function attached() {
  await connected();
  let ponged = false;
  const stop = onSocketEvent((event) => {
    if (event.type === 'pong') ponged = true;
  });
  try {
    await waitFor(() => expect(sendOverSocket({ type: 'ping' })).toBe(true));
    await waitFor(() => expect(ponged).toBe(true));
  } finally {
    stop();
  }
}

/** The top bar's count is known: the room list the dock reads when it mounts has come back. */
const roomsListed = () => waitFor(() => expect(useChat.getState().rooms).not.toBeNull());

/**
 * The page caught up after a reconnection: the room list and the open room's latest page, read again, have come
 * back since `before` (the chat's state once the line was lost).
 */
const caughtUp = (before: ChatState) =>
  waitFor(() => {
    const now = useChat.getState();
    expect(now.rooms).not.toBe(before.rooms);
    expect(now.conversation).not.toBe(before.conversation);
  });
/** Another area asks for a chat with `userId`, as a profile's Message button does: the test fires it, so it wraps it in act. */
const openChatWith = (userId: number) => act(() => bus.emit('chat:open', { userId }));

/**
 * The page has marked `roomId` read up to the newest message it shows: the mark's answer has come back. Reading
 * happens on its own once a message is on screen, so a test that shows one waits for this before it ends.
 */
const readToTheEnd = (roomId: number) =>
  waitFor(() => {
    const { rooms, conversation } = useChat.getState();
    expect(rooms?.find((room) => room.id === roomId)?.read_up_to).toBe(conversation?.messages.at(-1)?.id);
  });

const dock = async () => within(await screen.findByRole('dialog', { name: 'Chat' }));

beforeAll(() => {
  setViewportWidth(1280);
  apiUrl = inject('apiUrl');
  connectApiServer(apiUrl);
  vi.stubGlobal('WebSocket', LineUnderTest);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cutLine = null;
  cleanup();
  chatActions.forget();
  signOut();
});

describe('chat dock', () => {
  it('opens from the top bar button alone, and takes the whole screen on a phone', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    setViewportWidth(390);
    try {
      renderDock();
      // Closed, nothing floats over the page: the top bar's button is the only way in.
      expect(screen.getAllByRole('button')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
      const panel = (await screen.findByRole('dialog', { name: 'Chat' })).parentElement!;
      expect(panel.style.position).toBe('fixed');
      expect([panel.style.top, panel.style.right, panel.style.bottom, panel.style.left]).toEqual(['0px', '0px', '0px', '0px']);
      expect(panel.style.width).toBe('');
    } finally {
      setViewportWidth(1280);
    }
  });

  it('offers the upgrade instead of chat without one_to_one_chat', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    renderDock();
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await (await dock()).findByText('One-to-one chat is a membership feature')).toBeInTheDocument();
  });

  it('finds a person from two characters, opens the room, sends with Enter and ignores blank text', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderDock();
    await connected();
    await roomsListed();
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click((await dock()).getByRole('button', { name: 'New message' }));
    const search = (await dock()).getByRole('searchbox', { name: 'Search people' });
    await userEvent.type(search, 'd');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await dock()).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.type(search, 'aniel');
    await userEvent.click(await (await dock()).findByRole('button', { name: 'Message Daniel Okafor' }));

    const box = await (await dock()).findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(useChat.getState().conversation).not.toBeNull());
    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, 'Hi Daniel{Shift>}{Enter}{/Shift}Free for coffee?{Enter}');
    const log = within((await dock()).getByRole('log', { name: 'Messages' }));
    await waitFor(() => expect(log.getByText(/Hi Daniel\s+Free for coffee\?/)).toBeInTheDocument());
    await waitFor(() => expect(useChat.getState().conversation?.messages.every((message) => message.id > 0)).toBe(true));
    expect(useChat.getState().conversation?.messages).toHaveLength(1);
    expect(box).toHaveValue('');
    // Keystroke by keystroke into antd's auto-sizing text area, which alone can take most of 20 s on a busy machine.
  }, 60_000);

  it('shows a message from the other person live, and a dot while the dock is closed', async () => {
    const me = await signInAs('member@trellis.test', PASSWORD);
    const priya = await otherMember('admin@trellis.test', me.id);
    try {
      renderDock();
      await attached();
      await roomsListed();
      priya.say('Welcome aboard!');
      expect(await screen.findByRole('button', { name: /^Open chat, \d+ unread messages?$/ })).toBeInTheDocument();

      openChatWith(priya.room.users.find((user) => user.id !== me.id)!.id);
      const log = within(await (await dock()).findByRole('log', { name: 'Messages' }));
      expect(await log.findByText('Welcome aboard!')).toBeInTheDocument();
      priya.say('See you at the summit.');
      expect(await log.findByText('See you at the summit.')).toBeInTheDocument();
      await readToTheEnd(priya.room.id);
    } finally {
      priya.close();
    }
  });

  it('counts unread messages per conversation and in the top bar, clears them on reading, and shows who wrote what, when, and Seen', async () => {
    const me = await signInAs('member@trellis.test', PASSWORD);
    const priya = await otherMember('admin@trellis.test', me.id);
    const priyaId = priya.room.users.find((user) => user.id !== me.id)!.id;
    try {
      renderDock();
      await attached();
      await roomsListed();
      const before = useChat.getState().rooms!.find((room) => room.id === priya.room.id)?.unread_count ?? 0;
      const unread = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);
      priya.say('Are you joining the mentoring circle?');
      priya.say('It starts on Monday.');
      await userEvent.click(await screen.findByRole('button', { name: `Open chat, ${unread(before + 2)}` }));
      await userEvent.click(await (await dock()).findByRole('button', { name: `Chat with Priya Natarajan, ${unread(before + 2)}` }));

      const log = within(await (await dock()).findByRole('log', { name: 'Messages' }));
      expect(await log.findByText('It starts on Monday.')).toBeInTheDocument();
      // One run of two messages: the name shows once, each message has its time.
      expect(log.getAllByText('Priya Natarajan').length).toBeGreaterThan(0);
      const times = log.getAllByText((_, element) => element?.tagName === 'TIME');
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.at(-1)).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
      // Reading clears the counts, and Priya's side hears that her messages were read.
      expect(await screen.findByRole('button', { name: 'Open chat' })).toBeInTheDocument();
      await waitFor(() => expect(priya.heard.some((event) => event.type === 'chat_read' && event.user === me.id)).toBe(true));

      const header = (await dock()).getByRole('link', { name: 'Priya Natarajan, open profile' });
      expect(header).toHaveAttribute('href', '/profile/priya-natarajan');

      await userEvent.type(await (await dock()).findByRole('textbox', { name: 'Message' }), 'Yes, see you there{Enter}');
      await waitFor(() => expect(useChat.getState().conversation?.messages.every((message) => message.id > 0)).toBe(true));
      expect(await log.findByText('· Sent')).toBeInTheDocument();
      const mine = useChat.getState().conversation!.messages.at(-1)!;
      // Priya's read mark comes over the socket while her request is still answering: the test waits on the screen.
      const read = priya.markRead(mine.id);
      expect(await log.findByText('· Seen')).toBeInTheDocument();
      expect((await read).status).toBe(200);
      expect(priyaId).toBe(mine.recipient);
    } finally {
      priya.close();
    }
  }, 60_000);

  describe('a message the server does not confirm', () => {
    async function openRoomWithPriya() {
      const me = await signInAs('member@trellis.test', PASSWORD);
      const priya = await otherMember('admin@trellis.test', me.id);
      renderDock();
      await connected();
      await roomsListed();
      openChatWith(priya.room.users.find((user) => user.id !== me.id)!.id);
      const box = await (await dock()).findByRole('textbox', { name: 'Message' });
      await waitFor(() => expect(useChat.getState().conversation).not.toBeNull());
      return { priya, box, log: within((await dock()).getByRole('log', { name: 'Messages' })) };
    }

    it("shows the server's words beside a message it refuses, and Retry sends it again", async () => {
      const { priya, box, log } = await openRoomWithPriya();
      const refusals: string[] = [];
      const stopListening = onSocketEvent((event) => {
        if (event.type === 'chat_error') refusals.push(event.message);
      });
      try {
        const tooLong = `${'x'.repeat(4000)}!`;
        await userEvent.click(box);
        await userEvent.paste(tooLong);
        await userEvent.keyboard('{Enter}');
        const words = 'Not sent: A message can be at most 4000 characters long.';
        expect(await log.findByText(words)).toBeInTheDocument();
        expect(log.getByText(tooLong)).toBeInTheDocument();

        await userEvent.click(log.getByRole('button', { name: 'Retry' }));
        await waitFor(() => expect(refusals).toHaveLength(2));
        expect(await log.findByText(words)).toBeInTheDocument();
        expect(await priya.stored()).not.toContain(tooLong);
      } finally {
        stopListening();
        priya.close();
      }
    });

    it('marks a message lost with the connection as not sent, and Retry delivers it once', async () => {
      const { priya, box, log } = await openRoomWithPriya();
      try {
        const reconnections = useSocketState.getState().reconnections;
        cutLine = 'before';
        await userEvent.type(box, 'Lost on the way{Enter}');
        expect(await log.findByText('Not sent: No connection established')).toBeInTheDocument();
        const lost = useChat.getState();
        // Reconnected and caught up: the server never got it, so it is still waiting for a retry.
        await waitFor(() => expect(useSocketState.getState().reconnections).toBeGreaterThan(reconnections), { timeout: 5000 });
        await connected();
        await caughtUp(lost);
        expect(log.getByText('Not sent: No connection established')).toBeInTheDocument();

        await userEvent.click(log.getByRole('button', { name: 'Retry' }));
        await waitFor(() => expect(log.queryByText(/^Not sent/)).not.toBeInTheDocument());
        await waitFor(() => expect(useChat.getState().conversation?.messages.every((message) => message.id > 0)).toBe(true));
        expect(log.getAllByText('Lost on the way')).toHaveLength(1);
        expect((await priya.stored()).filter((value) => value === 'Lost on the way')).toHaveLength(1);
      } finally {
        priya.close();
      }
    });

    it('shows once a message that was stored while its answer was lost, after catching up', async () => {
      const { priya, box, log } = await openRoomWithPriya();
      try {
        cutLine = 'after';
        await userEvent.type(box, 'Stored, answer lost{Enter}');
        expect(await log.findByText('Not sent: No connection established')).toBeInTheDocument();
        const lost = useChat.getState();
        await waitFor(() => expect(log.queryByText(/^Not sent/)).not.toBeInTheDocument(), { timeout: 5000 });
        await caughtUp(lost);
        expect(log.getAllByText('Stored, answer lost')).toHaveLength(1);
        const copies = useChat.getState().conversation!.messages.filter((message) => message.messages[0]!.value === 'Stored, answer lost');
        expect(copies).toHaveLength(1);
        expect(copies[0]!.id).toBeGreaterThan(0);
        expect((await priya.stored()).filter((value) => value === 'Stored, answer lost')).toHaveLength(1);
      } finally {
        priya.close();
      }
    });
  });
});
