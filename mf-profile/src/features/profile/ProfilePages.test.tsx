import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut } from '@trellis/test-kit';
import { DEMO_PASSWORD as PASSWORD, renderProfileRoute as renderAt, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';

const fullName = (profile: { first_name: string; last_name: string }) => `${profile.first_name} ${profile.last_name}`.trim();

describe('profile pages', () => {
  setUpScreenTests();
  beforeEach(() => window.history.replaceState(null, '', '/profile'));

  it("shows the member's own name and profile completion", async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: fullName(identity.profile) })).toBeInTheDocument();
    const completion = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(completion).toHaveAttribute('aria-valuenow', String(identity.profile.completion_percent));
    expect(screen.getByText(`${identity.profile.completion_percent}%`)).toBeInTheDocument();
  });

  it("shows anyone's public profile by its slug, without the completion", async () => {
    const leader = await signInAs('leader@trellis.test', PASSWORD);
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`/profile/${leader.profile.name_slug}`);
    expect(await screen.findByRole('heading', { name: fullName(leader.profile) })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a public profile to a signed-out visitor too', async () => {
    const leader = await signInAs('leader@trellis.test', PASSWORD);
    signOut();
    renderAt(`/profile/${leader.profile.name_slug}`);
    expect(await screen.findByRole('heading', { name: fullName(leader.profile) })).toBeInTheDocument();
  });

  it('says so when no member has the slug', async () => {
    renderAt('/profile/nobody-has-this-slug-42');
    expect(await screen.findByText(MESSAGES.profile.userNotFound)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /profile to login and back', async () => {
    renderAt('/profile');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/profile');
  });
});
