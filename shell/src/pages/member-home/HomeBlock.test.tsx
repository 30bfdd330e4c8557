import { cleanup, render, screen, within } from '@testing-library/react';
import { AppProviders } from '@trellis/ui';
import { HomeBlock, type HomeBlockProps } from './HomeBlock.tsx';

const BASE: HomeBlockProps = {
  heading: 'Your circles',
  items: undefined,
  loadingText: 'Loading your circles…',
  emptyText: 'You have not joined a circle yet.',
};

function renderBlock(props: Partial<HomeBlockProps>) {
  render(
    <AppProviders>
      <HomeBlock {...BASE} {...props} />
    </AppProviders>,
  );
  return within(screen.getByRole('region', { name: 'Your circles' }));
}

describe('a block of the home page', () => {
  afterEach(cleanup);

  it('says in words that it loads, that there is nothing, or that it failed, and nothing else then', () => {
    expect(renderBlock({}).getByRole('status')).toHaveTextContent('Loading your circles…');
    cleanup();
    const empty = renderBlock({ items: [] });
    expect(empty.getByText('You have not joined a circle yet.')).toBeInTheDocument();
    expect(empty.queryByRole('status')).not.toBeInTheDocument();
    cleanup();
    const failed = renderBlock({ items: [], failed: 'Could not load this part of your home. Please reload the page.' });
    expect(failed.getByRole('alert')).toHaveTextContent('Could not load this part of your home. Please reload the page.');
    expect(failed.queryByText('You have not joined a circle yet.')).not.toBeInTheDocument();
  });

  it('links each item and the list it comes from', () => {
    const block = renderBlock({
      items: [{ key: 1, title: 'Data Analytics Sprint', href: '/circle/data-analytics-sprint', detail: 'No posts yet' }],
      more: { label: 'Find circles', href: '/circles' },
    });
    expect(block.getByRole('heading', { level: 2, name: 'Your circles' })).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Data Analytics Sprint' })).toHaveAttribute('href', '/circle/data-analytics-sprint');
    expect(block.getByText('No posts yet')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Find circles' })).toHaveAttribute('href', '/circles');
  });
});
