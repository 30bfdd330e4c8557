import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { pageUrl, renderAt } from '../../testing/renderAt.tsx';

describe('change password', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends a signed-out visitor to /login', async () => {
    window.history.replaceState(null, '', '/change-password');
    renderAt('/change-password');
    await waitFor(() => expect(pageUrl()).toBe('/login?next=%2Fchange-password'));
  });

  it("requires every field and a matching confirmation, in the platform's own words", async () => {
    await signInAs('leader@trellis.test', 'Trellis!2026');
    renderAt('/change-password');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(MESSAGES.common.required)).toHaveLength(3);
    await user.type(screen.getByLabelText('New password'), 'Lantern-Orchard-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Lantern-Orchard-43');
    expect(await screen.findByText(MESSAGES.auth.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it("puts the server's refusal of the current password on that field, not above the form", async () => {
    await signInAs('leader@trellis.test', 'Trellis!2026');
    renderAt('/change-password');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Current password'), 'not-the-password');
    await user.type(screen.getByLabelText('New password'), 'Lantern-Orchard-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Lantern-Orchard-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(MESSAGES.auth.currentPasswordWrong));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
