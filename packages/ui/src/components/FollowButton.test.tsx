import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS, PersonSearchResults } from '@trellis/contracts';
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
  it('follows, confirms in words and then reads Followed', async () => {
    await signInAs('lucas.moreau@example.org', PASSWORD);
    const [hannah] = PersonSearchResults.parse(await api.get(PATHS.search, { searchParams: { type: 'user', search: 'Hannah' } })).data;
    renderButton('user', hannah!.id);
    await userEvent.click(screen.getByRole('button', { name: /Follow$/ }));
    expect(await screen.findByText(MESSAGES.follow.followed('user'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Followed$/ })).toBeDisabled();
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
