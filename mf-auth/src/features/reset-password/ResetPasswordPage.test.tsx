import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer } from '@trellis/test-kit';
import { lastMailTo } from '../../testing/mailbox.ts';
import { renderAt } from '../../testing/renderAt.tsx';

/** A demo account no other screen test signs in with, so changing its password disturbs nothing. */
const EMAIL = 'kwame.mensah@example.org';
const NEW_PASSWORD = 'Lantern-Orchard-42';

/** A fresh reset link's token for the account, read from the outbox as the member would from the e-mail. */
async function freshToken() {
  const before = await lastMailTo(EMAIL).then(
    (mail) => mail.id,
    () => 0,
  );
  await api.post(PATHS.forgotPassword, { email: EMAIL });
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = await lastMailTo(EMAIL).catch(() => null);
    if (mail && mail.id > before) return /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset e-mail');
}

const spend = (token: string) => api.post(PATHS.resetPassword, { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

describe('reset password', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => cleanup());

  it('says in words that a made-up link is not valid, and offers a new link instead of the form', async () => {
    renderAt('/reset-password/made-up');
    expect(await screen.findByRole('heading', { name: MESSAGES.auth.resetLinkUnknown })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.resetLinkHelp)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a used link was used, and Request a new link leads to the recovery form', async () => {
    const token = await freshToken();
    await spend(token);
    renderAt(`/reset-password/${token}`);
    expect(await screen.findByRole('heading', { name: MESSAGES.auth.resetLinkUsed })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('shows the form for a live link, with a refused common password on its field', async () => {
    renderAt(`/reset-password/${await freshToken()}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(MESSAGES.auth.commonPassword)).toBeVisible();
    expect(screen.queryByText(MESSAGES.auth.resetLinkInvalid)).toBeNull();
  });

  it("shows the server's refusal above the form when the link is spent after the page opened, with the way to a new one", async () => {
    const token = await freshToken();
    renderAt(`/reset-password/${token}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await act(() => spend(token));
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.auth.resetLinkInvalid);
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
