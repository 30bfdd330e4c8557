import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS, SessionHandoff } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { acceptHandoff, addressOnSite, takeHandoffCode } from './sessionHandoff.ts';
import { SessionSwitchPrompt } from './SessionSwitchPrompt.tsx';

const PASSWORD = 'Trellis!2026';

beforeAll(() => connectApiServer(inject('apiUrl')));
afterEach(() => signOut());

/** A code as the other site hands it out, for `email`. */
async function codeFor(email: string) {
  await signInAs(email, PASSWORD);
  const { code } = SessionHandoff.parse(await api.post(PATHS.sessionHandoff));
  signOut();
  return code;
}

describe('session hand-over between sites', () => {
  it('puts a single-use code, never a token, in the address of the other site', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const address = new URL(await addressOnSite('campus.localhost'));
    expect(address.hostname).toBe('campus.localhost');
    expect(address.search).toBe('');
    expect(address.hash).toMatch(/^#handoff=[\w-]+$/);
    expect(address.href).not.toContain(useSession.getState().accessToken!);
  });

  it('takes the code out of the address before anything else reads it, keeping the rest', () => {
    window.history.replaceState(null, '', '/events?tab=2#handoff=abc&section=top');
    expect(takeHandoffCode()).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/events?tab=2#section=top');
    expect(takeHandoffCode()).toBeNull();
  });

  it('signs a signed-out visitor in with the code, once', async () => {
    const code = await codeFor('member@trellis.test');
    expect(await acceptHandoff(code)).toBeNull();
    expect(useSession.getState().accessToken).toBeTruthy();
    signOut();
    await expect(acceptHandoff(code)).rejects.toMatchObject({ status: 400 });
  });

  it('asks before replacing the session of another member, and keeps it when the visitor declines', async () => {
    const code = await codeFor('admin@trellis.test');
    await signInAs('member@trellis.test', PASSWORD);
    const before = useSession.getState().accessToken;
    const pending = await acceptHandoff(code);
    expect(pending?.user.email).toBe('admin@trellis.test');
    expect(useSession.getState().accessToken).toBe(before);

    render(
      <AppProviders>
        <SessionSwitchPrompt pending={pending!} />
      </AppProviders>,
    );
    expect(await screen.findByText(MESSAGES.auth.switchAccountBody('admin@trellis.test'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.auth.stayOnAccount }));
    await waitFor(() => expect(screen.getByText(MESSAGES.auth.switchAccountTitle)).not.toBeVisible());
    expect(useSession.getState().accessToken).toBe(before);
    // Declining ended the session the code created.
    await expect(api.post(PATHS.tokenRefresh, { refresh: pending!.refresh })).rejects.toMatchObject({ status: 401 });
  });
});
