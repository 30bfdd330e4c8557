import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { PATHS, USE_CASE_MESSAGES, type UseCaseList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { loadAppConfig, useSite } from '@trellis/platform/site';
import { expectUnreachableApiMessage, renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);

async function seededPage(page: number, search?: string): Promise<UseCaseList> {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZES.useCases) });
  if (search) query.set('search', search);
  return api.get<UseCaseList>(`${PATHS.useCases}?${query}`);
}

// Cards are found by their title headings (text queries: role queries over a grid of antd cards are slow in jsdom).
async function findCard(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h3' });
  return heading.closest('a') as HTMLElement;
}
const queryCard = (title: string) => screen.queryByText(title, { selector: 'h3' });

describe('use case list', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('shows the seeded use cases, each linking to its page', async () => {
    const { data } = await seededPage(1);
    expect(data.length).toBeGreaterThan(0);
    renderAt('/usecases');

    expect(screen.getByRole('heading', { level: 2, name: 'AI Use Cases' })).toBeInTheDocument();
    for (const useCase of data) {
      const link = await findCard(useCase.title);
      expect(link).toHaveAttribute('href', `/usecase/${useCase.slug}`);
      expect(within(link).getByText(String(useCase.vote_score))).toBeInTheDocument();
    }
  });

  it('narrows the list to what the search matches', async () => {
    const { data } = await seededPage(1);
    const [wanted, other] = data;
    if (!wanted || !other) throw new Error('the demo data needs at least two approved use cases');
    const matches = await seededPage(1, wanted.title);
    expect(matches.data.map((useCase) => useCase.id)).not.toContain(other.id);
    renderAt('/usecases');
    await findCard(other.title);

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search use cases' }));
    await userEvent.paste(wanted.title);
    await waitFor(
      () => {
        expect(queryCard(wanted.title)).toBeInTheDocument();
        expect(queryCard(other.title)).not.toBeInTheDocument();
      },
      { timeout: 5000 },
    );
  });

  it("says 'No use cases found' when nothing matches", async () => {
    renderAt('/usecases');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search use cases' }));
    await userEvent.paste('no use case is called this');
    expect(await screen.findByText(MESSAGES.empty.useCases)).toBeInTheDocument();
  });

  it('waits for two characters before searching', async () => {
    const { data } = await seededPage(1);
    renderAt('/usecases');
    await findCard(data[0]!.title);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search use cases' }), ' q ');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(MESSAGES.empty.useCases)).not.toBeInTheDocument();
    expect(document.querySelectorAll('h3')).toHaveLength(data.length);
  });

  it('reads the page from ?page and moves between pages', async () => {
    const [first, second] = await Promise.all([seededPage(1), seededPage(2)]);
    if (first.pagination.count <= PAGE_SIZES.useCases) throw new Error('the demo data needs more than one page of use cases');
    const [onFirst, onSecond] = [first.data[0]!, second.data[0]!];
    const view = renderAt('/usecases?page=2');

    expect(await findCard(onSecond.title)).toBeInTheDocument();
    expect(queryCard(onFirst.title)).not.toBeInTheDocument();

    await userEvent.click(screen.getByTitle('1'));
    expect(await findCard(onFirst.title)).toBeInTheDocument();
    view.unmount();
  });

  it('sends a visitor who wants to submit a use case to sign in first', async () => {
    renderAt('/usecases');
    const submit = screen.getByRole('link', { name: /Submit Use Case/ });
    expect(submit).toHaveAttribute('href', '/login?next=%2Fusecases%2Fsubmit');
    await userEvent.click(submit);
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/usecases/submit');
  });

  it('opens the submission form for a member', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/usecases');
    await userEvent.click(screen.getByRole('button', { name: /Submit Use Case/ }));
    expect(await screen.findByRole('heading', { level: 1, name: USE_CASE_MESSAGES.submitTitle })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Organization or institution' })).toBeInTheDocument();
  });

  it("orders the filters as the site's configuration says, and a filter narrows the list", async () => {
    const config = await loadAppConfig();
    useSite.getState().setConfig({ ...config, ui: { ...config.ui, filter_order: { usecases: ['complexity', 'search', 'category'] } } });
    try {
      const everything = (await api.get<UseCaseList>(`${PATHS.useCases}?page_size=50`)).data;
      const low = everything.filter((useCase) => useCase.complexity === 'Low');
      const other = everything.find((useCase) => useCase.complexity !== 'Low')!;
      renderAt('/usecases');
      await findCard(other.title);
      const search = screen.getByRole('search');
      const complexity = screen.getByText('Complexity', { selector: '.ant-select-placeholder' }).closest('.ant-select')!;
      const category = screen.getByText('Category', { selector: '.ant-select-placeholder' }).closest('.ant-select')!;
      expect(complexity.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(search.compareDocumentPosition(category) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      await userEvent.click(within(complexity as HTMLElement).getByRole('combobox'));
      await userEvent.click(await screen.findByTitle('Low'));
      await waitFor(() => expect(queryCard(other.title)).not.toBeInTheDocument());
      expect(await findCard(low[0]!.title)).toBeInTheDocument();
    } finally {
      // Unmount first: the bar reads the configuration, and a change after the test would re-render it.
      cleanup();
      useSite.getState().setConfig(config);
    }
  });

  it('says what went wrong when the list cannot be fetched', async () => {
    await expectUnreachableApiMessage(() => renderAt('/usecases'));
  });
});
