import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { RESOURCE_HUB_MESSAGES, RESOURCE_HUB_PAGE_SIZE, ResourceList } from '@trellis/contracts';
import { api } from '@trellis/platform/api-client';
import { connectApiServer, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';
import { topicAreasOf } from './ResourceHubPage.tsx';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

describe('the resource hub', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the resources of the topic areas a link names, each linking to its page, to a visitor', async () => {
    const expected = ResourceList.parse(await api.get(`/resource-hub/?page=1&page_size=${RESOURCE_HUB_PAGE_SIZE}&topic_areas=4`));
    expect(expected.data.length).toBeGreaterThan(0);
    renderAt('/resourcehub?topic_areas=4');
    expect(await screen.findByText('Resource Hub', { selector: 'h2' })).toBeInTheDocument();
    for (const resource of expected.data) {
      // Found by text: role queries over a grid of antd cards are slow in jsdom.
      expect(await screen.findByText(resource.title, { selector: 'a' })).toHaveAttribute('href', `/resource/${resource.title_slug}`);
    }
    expect(screen.getAllByText('AI and Technology', { selector: '.ant-tag' })).toHaveLength(expected.data.length);
  });

  it('marks a premium resource whose files are locked', async () => {
    renderAt('/resourcehub?topic_areas=3');
    expect(await screen.findByText('Leadership interview question bank', { selector: 'a' })).toBeInTheDocument();
    expect(screen.getByText('Premium: files locked')).toBeInTheDocument();
  });

  it("says 'No resources found' when the search matches nothing", async () => {
    renderAt('/resourcehub');
    await userEvent.click(await screen.findByRole('searchbox', { name: 'Search resources' }));
    await userEvent.paste('nothing is called this');
    expect(await screen.findByText(RESOURCE_HUB_MESSAGES.empty)).toBeInTheDocument();
  });

  it('reads only known topic areas from the address', () => {
    expect(topicAreasOf('1,4,99,x')).toEqual([1, 4]);
    expect(topicAreasOf(null)).toEqual([]);
  });
});
