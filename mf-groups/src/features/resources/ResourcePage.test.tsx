import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { RESOURCE_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
/** Written by admin@trellis.test, approved, public, with two PDF documents. */
const CHECKLIST = '/resource/salary-negotiation-checklist-for-first-offers';
/** Premium, written by leader@trellis.test; member@trellis.test is on the free plan. */
const PREMIUM = '/resource/prompt-patterns-that-work-for-career-research';
const SETTLES = { timeout: 5000 };

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe('resource page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('says so when no resource has the slug', async () => {
    renderRoutes(<GroupsRoutes />, '/resource/no-such-resource-42');
    expect(await screen.findByText(RESOURCE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('shows a visitor a public resource with its attachments to read or download', async () => {
    renderRoutes(<GroupsRoutes />, CHECKLIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salary negotiation checklist for first offers' })).toBeInTheDocument();
    const attachments = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(attachments).getByText('Checklist')).toBeInTheDocument();
    expect(within(attachments).getByText('Worksheet to compare two offers')).toBeInTheDocument();
    expect(within(attachments).getAllByRole('link', { name: /^Download / })).toHaveLength(2);
    expect(screen.getByText('Professional Growth')).toBeInTheDocument();
    expect(screen.queryByText('Edit Resource')).not.toBeInTheDocument();
    expect(screen.queryByText('Contributed')).not.toBeInTheDocument();
  });

  it('locks a premium resource’s files for a member whose plan does not include them', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, PREMIUM);
    expect(await screen.findByText('Premium resource: 1 file is locked')).toBeInTheDocument();
    expect(screen.getByText(RESOURCE_MESSAGES.filesLocked)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(await findButton('See plans')).toBeInTheDocument();
  });

  it('gives its author a premium file through an address granted to them, which alone opens it', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, PREMIUM);
    const attachments = await screen.findByRole('list', { name: 'Attachments' });
    const href = within(attachments)
      .getByRole('link', { name: /^Download / })
      .getAttribute('href')!;
    expect(href).toMatch(/\?grant=/);
    const opened = await fetch(new URL(href, inject('apiUrl')));
    expect(opened.status).toBe(200);
    expect((await opened.text()).startsWith('%PDF-')).toBe(true);
    expect((await fetch(new URL(href.split('?')[0]!, inject('apiUrl')))).status).toBe(401);
  });

  it("gives a member of a private resource's group its file through an address granted to them, which alone opens it", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/resource/members-only-mentoring-handbook');
    const attachments = await screen.findByRole('list', { name: 'Attachments' }, SETTLES);
    const href = within(attachments).getByRole('link', { name: 'Download Handbook for mentors and mentees' }).getAttribute('href')!;
    expect(href).toMatch(/\?grant=/);
    const opened = await fetch(new URL(href, inject('apiUrl')));
    expect(opened.status).toBe(200);
    expect((await opened.text()).startsWith('%PDF-')).toBe(true);
    expect((await fetch(new URL(href.split('?')[0]!, inject('apiUrl')))).status).toBe(401);
  });

  it('shows its author the Contributed badge and Edit Resource with the stored choices', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, CHECKLIST);
    expect(await screen.findByText('Contributed')).toBeInTheDocument();
    await user().click(await findButton('Edit Resource'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Resource')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('Salary negotiation checklist for first offers')).toBeInTheDocument();
    // The stored career stages show by name once the options have loaded, under the stored topic area.
    await waitFor(() => expect(within(dialog).getByText('Looking for my first job')).toBeInTheDocument(), SETTLES);
    expect(within(dialog).getByText('Professional Growth')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Attach files: attached' })).toHaveTextContent('Checklist');
    await user().click(await findButton('Cancel', within(dialog)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);
});
