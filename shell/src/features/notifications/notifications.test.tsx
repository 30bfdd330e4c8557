import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { start } from 'single-spa';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { PATHS, TokenPair } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { reloadIdentity } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { signUpMember } from '@trellis/test-kit/members';
import { AppProviders } from '@trellis/ui';
import { startEventsSocket, useSocketState } from '../../realtime/eventsSocket.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

const PASSWORD = 'Trellis!2026';
let apiUrl: string;

/** Calls the API as another member, the way their own browser would. */
async function asOther(email: string, path: string) {
  const tokens = TokenPair.parse(
    await (
      await fetch(`${apiUrl}/api/v1${PATHS.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })
    ).json(),
  );
  const response = await fetch(`${apiUrl}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** The page's events socket, as the layout opens it, pointed at the test server. */
function EventsSocket() {
  useEffect(() => startEventsSocket(apiUrl), []);
  return null;
}

function renderScreen() {
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EventsSocket />
        <NotificationBell />
        <NotificationsPage />
      </SWRConfig>
    </AppProviders>,
  );
}

const unreadBadge = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });

beforeAll(() => {
  setViewportWidth(1280);
  start({ urlRerouteOnly: true });
  apiUrl = inject('apiUrl');
  connectApiServer(apiUrl);
});
beforeEach(() => window.history.replaceState(null, '', '/notification'));
afterEach(() => {
  cleanup();
  signOut();
});

describe('notifications', () => {
  it('lists them newest first; a click marks one read, refreshes the count and opens the invitation', async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    renderScreen();
    const invitation = await screen.findByRole('button', { name: /^Lumen Robotics invited you to join their organization/ });
    expect(unreadBadge()).toHaveAccessibleName(`Notifications, ${identity.unread_notifications_count} unread`);
    await userEvent.click(invitation);
    await waitFor(() => expect(window.location.pathname).toBe('/invitation/lumen-robotics-welcome'));
    expect(useSession.getState().identity?.unread_notifications_count).toBe(identity.unread_notifications_count - 1);
  });

  it('opens a profile for a new follower and the entity page otherwise', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^Daniel Okafor started following you/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/daniel-okafor'));
    await userEvent.click(screen.getByRole('button', { name: /^Future of Work Summit 2026 starts soon/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/event/future-of-work-summit-2026'));
  });

  it('marks all as read', async () => {
    // A member of its own: a notification another suite makes for a demo account could arrive after the click.
    const { identity } = await signUpMember('Nia', 'Reader');
    await asOther('staff@trellis.test', PATHS.follow('follow', 'user', identity.id));
    await reloadIdentity();
    renderScreen();
    const page = within(
      await screen.findByText('Notifications', { selector: 'h4' }).then((title) => title.closest('.ant-card') as HTMLElement),
    );
    expect(await page.findByRole('button', { name: /^Alex Morgan started following you/ })).toBeInTheDocument();
    expect(unreadBadge()).toHaveAccessibleName('Notifications, 1 unread');
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(unreadBadge()).toHaveAccessibleName('Notifications, 0 unread'));
    await waitFor(() => expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    // The popover's own button agrees: with nothing unread there is nothing to mark.
    await userEvent.click(unreadBadge());
    const popover = within((await screen.findByText('See all notifications')).closest('.ant-popover') as HTMLElement);
    expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opens the latest in a panel across a phone screen instead of a popover that would run off its edge', async () => {
    setViewportWidth(390);
    try {
      await signInAs('pending@trellis.test', PASSWORD);
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }));
      const panel = await screen.findByRole('dialog', { name: 'Notifications' });
      expect(panel.closest('.ant-drawer')).not.toBeNull();
      expect(within(panel).getByText('See all notifications')).toBeInTheDocument();
      expect(document.querySelector('.ant-popover')).toBeNull();
    } finally {
      setViewportWidth(1280);
    }
  });

  it('shows the empty state', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    renderScreen();
    expect(await screen.findByText(MESSAGES.empty.notifications)).toBeInTheDocument();
  });

  it('receives a new notification live over the socket', async () => {
    const { identity } = await signUpMember('Lena', 'Live');
    renderScreen();
    await screen.findByText(MESSAGES.empty.notifications);
    await waitFor(() => expect(useSocketState.getState().connected).toBe(true));
    // The server joins the socket to its user once it has checked the token, a moment after the socket opens. The
    // live event can arrive while the follow is still being answered, so both waits run inside act().
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await act(() => asOther('staff@trellis.test', PATHS.follow('follow', 'user', identity.id)));
    expect(await screen.findByRole('button', { name: /^Alex Morgan started following you/ })).toBeInTheDocument();
    expect(unreadBadge()).toHaveAccessibleName(`Notifications, ${identity.unread_notifications_count + 1} unread`);
  });

  it('counts a notification made before its socket opened, once the socket opens', async () => {
    const { identity } = await signUpMember('Otto', 'Offline');
    // Made after the identity was read and before any socket opened: no live event tells of it.
    await asOther('admin@trellis.test', PATHS.follow('follow', 'user', identity.id));
    renderScreen();
    await waitFor(() => expect(unreadBadge()).toHaveAccessibleName(`Notifications, ${identity.unread_notifications_count + 1} unread`), {
      timeout: 8000,
    });
    expect((await screen.findAllByRole('button', { name: /^Priya Natarajan started following you/ }))[0]).toBeInTheDocument();
  });
});
