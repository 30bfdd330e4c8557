import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer } from '@trellis/test-kit';
import { renderAt } from '../../testing/renderAt.tsx';

describe('reset password', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => cleanup());

  it("shows the server's refusal of the link above the form, with the way to a new one", async () => {
    renderAt('/reset-password/made-up');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'Lantern-Orchard-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Lantern-Orchard-42');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.auth.resetLinkInvalid);
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('puts a refused common password on its field, not the link error above the form', async () => {
    renderAt('/reset-password/made-up');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(MESSAGES.auth.commonPassword)).toBeVisible();
    expect(screen.queryByText(MESSAGES.auth.resetLinkInvalid)).toBeNull();
  });
});
