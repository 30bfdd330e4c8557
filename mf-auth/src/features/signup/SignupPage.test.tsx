import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signOut } from '@trellis/test-kit';
import { renderAt } from '../../testing/renderAt.tsx';

const user = () => userEvent.setup({ delay: null });

async function fill(values: { first?: string; last?: string; email?: string; password?: string; confirm?: string }) {
  const u = user();
  if (values.first) await u.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await u.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await u.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await u.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await u.type(screen.getByLabelText('Confirm password'), values.confirm);
}

async function solveCaptcha() {
  await user().click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  expect(await screen.findByText('Verified', {}, { timeout: 60_000 })).toBeInTheDocument();
}

describe('signup', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => window.history.replaceState(null, '', '/signup'));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('keeps Sign up disabled until the captcha is solved', async () => {
    renderAt('/signup?next=/events');
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('checks every field with its own message', async () => {
    renderAt('/signup');
    await fill({ email: 'someone@nowhere', password: 'short', confirm: 'shorter' });
    await solveCaptcha();
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.auth.firstNameTooShort)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.auth.lastNameTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.auth.passwordsDoNotMatch)).toBeInTheDocument();
  }, 90_000);

  it('checks the confirmation again when the password changes after it', async () => {
    renderAt('/signup');
    await fill({ password: 'Lantern-Orchard-42', confirm: 'Lantern-Orchard-42' });
    await user().type(screen.getByLabelText('Password'), '!');
    expect(await screen.findByText(MESSAGES.auth.passwordsDoNotMatch)).toBeInTheDocument();
    await user().type(screen.getByLabelText('Confirm password'), '!');
    await waitFor(() => expect(screen.queryByText(MESSAGES.auth.passwordsDoNotMatch)).not.toBeInTheDocument());
  });

  it("shows the server's field error on its field with the signup toast", async () => {
    renderAt('/signup');
    await fill({
      first: 'Maya',
      last: 'Again',
      email: 'member@trellis.test',
      password: 'Lantern-Orchard-42',
      confirm: 'Lantern-Orchard-42',
    });
    await solveCaptcha();
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.auth.signupFailed)).toBeInTheDocument();
    // The field's error shows with the toast, which may come first.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.auth.emailTaken));
    expect(useSession.getState().accessToken).toBeNull();
  }, 90_000);

  it('registers, signs the new member in and goes to the code screen keeping next', async () => {
    const email = `new-${Date.now()}@example.com`;
    renderAt('/signup?next=/events');
    await fill({ first: 'Nia', last: 'Okafor', email, password: 'Lantern-Orchard-42', confirm: 'Lantern-Orchard-42' });
    await solveCaptcha();
    await user().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.auth.signupSuccess)).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().identity?.profile.email).toBe(email));
    expect(useSession.getState().identity?.is_verified).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  }, 90_000);
});
