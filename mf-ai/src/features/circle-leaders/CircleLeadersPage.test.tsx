import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { LEADER_MESSAGES, type CircleLeaderList } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

describe('circle leaders', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('shows each certified leader with their badge, circles led and links', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const leaders = await api.get<CircleLeaderList>('/leader-certifications/?page=1&page_size=9');
    expect(leaders.data.length).toBeGreaterThan(0);
    renderAt('/circle-leaders');
    for (const leader of leaders.data) {
      const { profile } = leader.user;
      // Found by the heading's text: role queries over a grid of antd cards are slow in jsdom.
      const heading = await screen.findByText(`${profile.first_name} ${profile.last_name}`, { selector: 'h3' });
      const card = heading.closest('.ant-card') as HTMLElement;
      const circles = leader.no_of_circles_led;
      expect(within(card).getByText(`${circles} ${circles === 1 ? 'Circle' : 'Circles'} led`)).toBeInTheDocument();
      expect(within(card).getByText('View profile')).toHaveAttribute('href', `/profile/${profile.name_slug}`);
    }
  });

  it("says 'No circle leaders found' when the search matches nobody", async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/circle-leaders');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search circle leaders' }));
    await userEvent.paste('nobody is called this');
    expect(await screen.findByText(LEADER_MESSAGES.noLeadersFound)).toBeInTheDocument();
  });
});
