import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import type { GroupList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';
import { organizationsPath } from './organizationsPath.ts';

const PASSWORD = 'Trellis!2026';
/** The card link of an organization (by text: role queries walk the whole page and are slow on a grid of cards). */
const cardLink = (name: string) => screen.queryByText(name, { selector: 'a' });
const findCardLink = (name: string) => screen.findByText(name, { selector: 'a' });

/** Debounce plus one answer from the server. */
const SEARCH_SETTLES = { timeout: 5000 };

const renderAt = (url: string) => renderRoutes(<GroupsRoutes />, url);

const organizations = (search = '') => api.get<GroupList>(organizationsPath({ page: 1, search }));

describe('organizations list', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => signInAs('member@trellis.test', PASSWORD));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the seeded organizations as cards linking to their pages', async () => {
    const { data } = await organizations();
    expect(data.length).toBeGreaterThan(0);
    renderAt('/org/');
    for (const organization of data) {
      const link = await findCardLink(organization.name);
      expect(link).toHaveAttribute('href', `/org/${organization.name_slug}`);
    }
  });

  it('narrows the list to what the search matches', async () => {
    const all = await organizations();
    const target = all.data[0]!;
    const matching = await organizations(target.name);
    const left = all.data.find((organization) => !matching.data.some((match) => match.id === organization.id));
    expect(left, 'the demo data needs an organization the search leaves out').toBeDefined();

    renderAt('/org');
    await findCardLink(left!.name);
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search organizations' }), target.name);
    await waitFor(() => expect(cardLink(left!.name)).not.toBeInTheDocument(), SEARCH_SETTLES);
    expect(cardLink(target.name)).toBeInTheDocument();
  });

  it('waits for two characters before searching', async () => {
    const { data } = await organizations();
    renderAt('/org');
    await findCardLink(data[0]!.name);
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'q');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    for (const organization of data) expect(cardLink(organization.name)).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderAt('/org');
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'zqxj no such organization');
    expect(await screen.findByText(MESSAGES.empty.organizations, undefined, SEARCH_SETTLES)).toBeInTheDocument();
  });
});

describe('organization page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => signInAs('member@trellis.test', PASSWORD));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('opens from its card', async () => {
    const { data } = await organizations();
    const organization = data[0]!;
    renderAt('/org');
    await userEvent.setup({ delay: null }).click(await findCardLink(organization.name));
    expect(await screen.findByRole('heading', { level: 2, name: organization.name })).toBeInTheDocument();
  });

  it('says so when no organization has the slug', async () => {
    renderAt('/org/no-such-organization-42');
    expect(await screen.findByText(MESSAGES.groups.organizationNotFound)).toBeInTheDocument();
  });
});
