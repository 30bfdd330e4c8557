import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { ConnectionList, PATHS, PersonSearchResults } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders, FollowButton } from '@trellis/ui';

const PASSWORD = 'Trellis!2026';

beforeAll(() => connectApiServer(inject('apiUrl')));
afterEach(() => {
  cleanup();
  signOut();
});

const renderButton = (type: 'user' | 'organization', id: number) =>
  render(
    <AppProviders>
      <FollowButton type={type} id={id} />
    </AppProviders>,
  );

describe('FollowButton', () => {
  it('follows, confirms in words and reads Followed; pressed again it stops following', async () => {
    await signInAs('lucas.moreau@example.org', PASSWORD);
    const [hannah] = PersonSearchResults.parse(await api.get(PATHS.search, { searchParams: { type: 'user', search: 'Hannah' } })).data;
    const following = async () =>
      ConnectionList.parse(await api.get(PATHS.connections, { searchParams: { direction: 'following', page_size: 50 } })).data.some(
        (person) => person.id === hannah!.id,
      );
    renderButton('user', hannah!.id);
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
});
