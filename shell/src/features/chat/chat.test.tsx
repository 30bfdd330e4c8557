import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { PATHS, TokenPair, eventsSocketPath, type ChatRoom } from '@trellis/shared/contracts';
import { bus } from '@trellis/shared/events';
import { connectApiServer, signInAs, signOut } from '@trellis/shared/testing';
import { AppProviders } from '@trellis/shared/ui';
import { ChatDock } from './ChatDock.tsx';
import { chatActions, useChat } from './chatStore.ts';
import { useSocketState } from './eventsSocket.ts';

const PASSWORD = 'Trellis!2026';
let apiUrl: string;

async function tokensOf(email: string) {
  const response = await fetch(`${apiUrl}/api/v1${PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return TokenPair.parse(await response.json());
}

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
  const socket = new WebSocket(`${apiUrl.replace('http', 'ws')}${eventsSocketPath(access)}`);
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  return {
    room,
    say: (value: string) => socket.send(JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value }] })),
    close: () => socket.close(),
  };
}

function renderDock() {
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ChatDock socketOrigin={apiUrl} />
      </SWRConfig>
    </AppProviders>,
  );
}

const connected = () => waitFor(() => expect(useSocketState.getState().connected).toBe(true));
const dock = async () => within(await screen.findByRole('dialog', { name: 'Chat' }));

beforeAll(() => {
  apiUrl = inject('apiUrl');
  connectApiServer(apiUrl);
});
afterEach(() => {
  cleanup();
  chatActions.setOpen(false);
  chatActions.showRooms();
  signOut();
});

describe('chat dock', () => {
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
    await userEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await userEvent.click((await dock()).getByRole('button', { name: 'New message' }));
    const search = (await dock()).getByRole('searchbox', { name: 'Search people' });
    await userEvent.type(search, 'd');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await dock()).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.type(search, 'aniel');
    await userEvent.click(await (await dock()).findByRole('listitem', { name: 'Message Daniel Okafor' }));

    const box = await (await dock()).findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, 'Hi Daniel{Shift>}{Enter}{/Shift}Free for coffee?{Enter}');
    const log = within((await dock()).getByRole('log', { name: 'Messages' }));
    await waitFor(() => expect(log.getByText(/Hi Daniel\s+Free for coffee\?/)).toBeInTheDocument());
    await waitFor(() => expect(useChat.getState().conversation?.messages.every((message) => message.id > 0)).toBe(true));
    expect(useChat.getState().conversation?.messages).toHaveLength(1);
    expect(box).toHaveValue('');
  });

  it('shows a message from the other person live, and a dot while the dock is closed', async () => {
    const me = await signInAs('member@trellis.test', PASSWORD);
    const priya = await otherMember('admin@trellis.test', me.id);
    try {
      renderDock();
      await connected();
      await new Promise((resolve) => setTimeout(resolve, 500));
      priya.say('Welcome aboard!');
      expect(await screen.findByRole('button', { name: 'Open chat, new messages' })).toBeInTheDocument();

      bus.emit('chat:open', { userId: priya.room.users.find((user) => user.id !== me.id)!.id });
      const log = within(await (await dock()).findByRole('log', { name: 'Messages' }));
      expect(await log.findByText('Welcome aboard!')).toBeInTheDocument();
      priya.say('See you at the summit.');
      expect(await log.findByText('See you at the summit.')).toBeInTheDocument();
    } finally {
      priya.close();
    }
  });
});
