import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AppConfig, PATHS, type PortalPreferences } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { PortalPreferencesDialog } from './PortalPreferencesDialog.tsx';
import { reloadPortal } from './reload.ts';

vi.mock('./reload.ts', () => ({ reloadPortal: vi.fn() }));

beforeAll(async () => {
  connectApiServer(inject('apiUrl'));
  useSite.setState({ config: AppConfig.parse(await api.get(PATHS.appConfigGroup)) });
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('Portal Preferences', () => {
  it('shows the current choice, walks Select Persona and Choose Focus Area, saves and reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs('aisha.bello@example.org', 'Trellis!2026');
    render(
      <AppProviders>
        <PortalPreferencesDialog onClose={() => undefined} />
      </AppProviders>,
    );
    expect(await screen.findByText('Current Role')).toBeInTheDocument();
    expect(await screen.findByText('Both AI & Career')).toBeInTheDocument();
    expect(screen.getAllByText('Early professional')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Early professional' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'College student' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Both AI & Career/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /AI Skills/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText(MESSAGES.preferences.updated)).toBeInTheDocument();
    // The confirmation keeps animating while the test reads the saved choice and moves the clock: both inside act().
    const saved = await act(() => api.get<PortalPreferences>(PATHS.portalPreferences));
    expect(saved.focus_area).toBe('learn_ai_skills');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reloadPortal).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
