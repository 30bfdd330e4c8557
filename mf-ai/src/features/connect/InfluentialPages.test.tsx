import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONNECT_MESSAGES, INFLUENCERS_PAGE_SIZE, InfluentialPage } from '@trellis/contracts';
import { api } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

describe('influential people and organizations', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => signInAs('member@trellis.test', 'Trellis!2026'));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the influential people of the page asked for, each linking to their profile', async () => {
    const second = InfluentialPage.parse(await api.get(`/influencers/?page=2&page_size=${INFLUENCERS_PAGE_SIZE}`));
    expect(second.data.length).toBeGreaterThan(0);
    renderAt('/influencers?page=2');
    expect(await screen.findByText('Influential People', { selector: 'h2' })).toBeInTheDocument();
    for (const person of second.data) {
      // Found by text: role queries over a grid of antd cards are slow in jsdom.
      expect(await screen.findByText(person.name, { selector: 'a' })).toHaveAttribute('href', `/profile/${person.slug}`);
    }
  });

  it("says 'Sorry, no influential people found' when the search matches nobody", async () => {
    renderAt('/influencers');
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Search influential people' }));
    await userEvent.paste('nobody is called this');
    expect(await screen.findByText(CONNECT_MESSAGES.noInfluentialPeople)).toBeInTheDocument();
  });

  it("says 'Could not fetch influential people' when the API cannot be reached", async () => {
    connectApiServer('http://127.0.0.1:1');
    try {
      renderAt('/influencers');
      expect(await screen.findByText(CONNECT_MESSAGES.influentialPeopleFailed)).toBeInTheDocument();
    } finally {
      connectApiServer(inject('apiUrl'));
    }
  });

  it('shows influential organizations, each linking to its page', async () => {
    const first = InfluentialPage.parse(await api.get(`/influential-organizations/?page=1&page_size=${INFLUENCERS_PAGE_SIZE}`));
    renderAt('/influential-orgs');
    expect(await screen.findByText('Influential Organizations', { selector: 'h2' })).toBeInTheDocument();
    const [organization] = first.data;
    expect(await screen.findByText(organization!.name, { selector: 'a' })).toHaveAttribute('href', `/org/${organization!.slug}`);
  });
});
