import { cleanup, screen } from '@testing-library/react';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut } from '@trellis/test-kit';
import { DEMO_PASSWORD as PASSWORD, renderProfileRoute as renderAt, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';

describe('profile sub-pages', () => {
  setUpScreenTests();

  it('shows the owner the account page with both addresses and the change-password link', async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    renderAt(`/profile/${identity.profile.name_slug}/account`);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText(identity.profile.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('button', { name: 'Add alternate email' })).toBeInTheDocument();
  });

  it("gives others the not-found page for someone's account page, and their work entries on experience", async () => {
    const owner = await signInAs('member@trellis.test', PASSWORD);
    signOut();
    await signInAs('admin@trellis.test', PASSWORD);
    renderAt(`/profile/${owner.profile.name_slug}/account`);
    expect(await screen.findByText(MESSAGES.notFound.subtitle)).toBeInTheDocument();
    cleanup();
    renderAt(`/profile/${owner.profile.name_slug}/experience`);
    expect(await screen.findByRole('heading', { name: 'Work experience' })).toBeInTheDocument();
    for (const entry of owner.work_experiences) expect(await screen.findByText(entry.title)).toBeInTheDocument();
  });
});
