import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { ConnectionList, PATHS, PersonSearchResults } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AppProviders, FollowButton } from '@trellis/ui';
import { useLocation } from '@trellis/ui/router';

const PASSWORD = 'Trellis!2026';

beforeAll(() => connectApiServer(inject('apiUrl')));
afterEach(() => {
  cleanup();
  signOut();
});

async function findHannah() {
  const [hannah] = PersonSearchResults.parse(await api.get(PATHS.search, { searchParams: { type: 'user', search: 'Hannah' } })).data;
  return hannah!;
}

/** Whether the signed-in member follows this member, as the server says. */
const follows = async (id: number) =>
  ConnectionList.parse(await api.get(PATHS.connections, { searchParams: { direction: 'following', page_size: 50 } })).data.some(
    (person) => person.id === id,
  );

const renderButton = (type: 'user' | 'organization', id: number) =>
  render(
    <AppProviders>
      <FollowButton type={type} id={id} />
    </AppProviders>,
  );

describe('FollowButton', () => {
  it('follows, confirms in words and reads Followed; pressed again it stops following', async () => {
    await signInAs('lucas.moreau@example.org', PASSWORD);
    const hannah = await findHannah();
    const following = () => follows(hannah.id);
    renderButton('user', hannah.id);
    await userEvent.click(screen.getByRole('button', { name: /Follow$/ }));
    expect(await screen.findByText(MESSAGES.follow.followed('user'))).toBeInTheDocument();
    const followed = screen.getByRole('button', { name: /Followed$/ });
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    // Checked inside waitFor, where the toast's motion may update the screen without an act() warning.
    await waitFor(async () => expect(await following()).toBe(true));

    await userEvent.click(followed);
    const follow = await screen.findByRole('button', { name: /Follow$/ });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await following()).toBe(false));
  });

  it('says so when the request fails, as when following oneself', async () => {
    const me = await signInAs('lucas.moreau@example.org', PASSWORD);
    renderButton('user', me.id);
    await userEvent.click(screen.getByRole('button', { name: /Follow$/ }));
    expect(await screen.findByText(MESSAGES.follow.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Follow$/ })).toBeEnabled();
  });

  it('sends visitors to sign in first', async () => {
    const navigate = vi.fn();
    bus.on('navigate', navigate);
    window.history.replaceState(null, '', '/org/lumen-robotics');
    renderButton('organization', 1);
    await userEvent.click(screen.getByRole('button', { name: /Follow$/ }));
    expect(navigate).toHaveBeenCalledWith({ to: '/login?next=%2Forg%2Flumen-robotics' });
    bus.off('navigate', navigate);
  });

  it("sends visitors to sign in with follow=true when it is the page's own subject", async () => {
    const navigate = vi.fn();
    bus.on('navigate', navigate);
    window.history.replaceState(null, '', '/org/lumen-robotics');
    render(
      <AppProviders>
        <FollowButton type="organization" id={1} followsOnReturn />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Follow$/ }));
    expect(navigate).toHaveBeenCalledWith({ to: '/login?next=%2Forg%2Flumen-robotics&follow=true' });
    bus.off('navigate', navigate);
  });

  it('follows once on the way back from sign-in, and the flag leaves the address', async () => {
    await signInAs('lucas.moreau@example.org', PASSWORD);
    const hannah = await findHannah();
    function Address() {
      return <output aria-label="Address">{useLocation().search}</output>;
    }
    renderRoutes(
      <>
        <FollowButton type="user" id={hannah.id} followsOnReturn />
        <Address />
      </>,
      '/profile/hannah?follow=true&tab=posts',
    );
    expect(await screen.findByText(MESSAGES.follow.followed('user'))).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\?tab=posts$/);
    const followed = screen.getByRole('button', { name: /Followed$/ });
    await waitFor(async () => expect(await follows(hannah.id)).toBe(true));

    // Put back as it was, so other tests find Hannah unfollowed.
    await userEvent.click(followed);
    await waitFor(async () => expect(await follows(hannah.id)).toBe(false));
  });
});
