import { cleanup, screen } from '@testing-library/react';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

describe('my items', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it("lists the member's own submissions with their review status", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/my/usecases');
    expect(await screen.findAllByText('Pending')).not.toHaveLength(0);
  });

  it('shows every section of the overview with its empty text', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/my');
    expect(await screen.findByRole('region', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'AI Tools' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.profile.noOwnItems('jobs')).length).toBe(1);
  });
});
