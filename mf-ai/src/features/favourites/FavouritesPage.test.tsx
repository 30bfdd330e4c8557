import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

describe('favourites', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it("shows every section of the member's favourites, with the empty text where there is nothing", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/favorites');
    const useCases = await screen.findByRole('region', { name: 'Use Cases' });
    expect(await within(useCases).findByText('Summarising patient intake notes for faster triage')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'AI Tools' })).getByText('Claude')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Jobs' })).getByText(MESSAGES.profile.noOwnItems('jobs'))).toBeInTheDocument();
    expect(within(useCases).getByRole('link', { name: /Summarising patient intake/ })).toHaveAttribute(
      'href',
      '/usecase/summarising-patient-intake-notes-for-faster-triage',
    );
  });

  it('moves to one section through its tab', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/favorites');
    await screen.findByRole('region', { name: 'Use Cases' });
    await userEvent.click(screen.getByRole('tab', { name: 'AI Tools' }));
    expect(await screen.findByText('Claude')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Use Cases' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a section that does not exist', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/favorites/planets');
    expect(await screen.findByText(MESSAGES.notFound.subtitle)).toBeInTheDocument();
  });
});
