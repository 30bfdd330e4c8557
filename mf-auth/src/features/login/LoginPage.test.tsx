import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { pageUrl, renderAt } from '../../testing/renderAt.tsx';

const PASSWORD = 'Trellis!2026';

const renderLogin = (url = '/login?next=/posts') => renderAt(url);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => window.history.replaceState(null, '', '/login'));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('asks for an e-mail and a password', async () => {
    renderLogin();
    await fillIn('', '');
    expect(await screen.findByText(MESSAGES.auth.emailRequired)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.auth.passwordRequired)).toBeInTheDocument();
    // Each message is the description of its field, so a screen reader reads it with the field.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.auth.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MESSAGES.auth.passwordRequired);
  });

  it('rejects an e-mail without a dotted domain', async () => {
    renderLogin();
    await fillIn('member@trellis', PASSWORD);
    expect(await screen.findByText(MESSAGES.auth.emailInvalid)).toBeInTheDocument();
    expect(useSession.getState().accessToken).toBeNull();
  });

  it("shows the server's message for a wrong password", async () => {
    renderLogin();
    await fillIn('member@trellis.test', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is an error while processing your request');
    expect(useSession.getState().accessToken).toBeNull();
    expect(pageUrl()).toBe('/login');
  });

  it('signs the demo member in, keeps the session and goes to next', async () => {
    renderLogin();
    await fillIn('member@trellis.test', PASSWORD);
    await waitFor(() => expect(pageUrl()).toBe('/posts'));
    const session = useSession.getState();
    expect(session.accessToken).toEqual(expect.any(String));
    expect(session.refreshToken).toEqual(expect.any(String));
    expect(session.identity?.profile.email).toBe('member@trellis.test');
  });

  it('sends an unverified member to the code screen, keeping next', async () => {
    renderLogin();
    await fillIn('unverified@trellis.test', PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/verify-otp'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/posts');
    expect(useSession.getState().identity?.is_verified).toBe(false);
  });

  it('sends a visitor who is already signed in straight to next', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderLogin('/login?next=/events');
    await waitFor(() => expect(pageUrl()).toBe('/events'));
  });

  it('goes home when next points to another site', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderLogin('/login?next=//evil.example/');
    await waitFor(() => expect(pageUrl()).toBe('/'));
  });

  it('keeps next on the sign-up and password links', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Fposts');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password?next=%2Fposts');
  });
});
