import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { DONATION_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const ORGANIZATION = '/org/trellis-career-network';
/** An organization no other screen test reads, whose donation offer this file may change. */
const OWN_ORGANIZATION = '/org/greengrid-energy-cooperative';
const SETTLES = { timeout: 8000 };
const tab = (name: string) => screen.findByRole('tab', { name }, SETTLES);

describe('organization page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows visitors the overview without tabs, with its administrators and Register', async () => {
    renderRoutes(<GroupsRoutes />, ORGANIZATION);
    expect(await screen.findByText('Priya Natarajan', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('Administrators')).toBeInTheDocument();
    expect(screen.getByText('Register', { selector: 'button > span' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Members', { selector: 'h3' })).not.toBeInTheDocument();
  });

  it('shows a member the tabs, and the circles tab lists the organization’s circles', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, `${ORGANIZATION}/circles`);
    expect(await tab('Circles')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByText('AI Foundations for Career Changers', { selector: 'a' }, SETTLES)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(await tab('People'));
    expect(await screen.findByText('Members', { selector: 'h3' }, SETTLES)).toBeInTheDocument();
  });

  it('gives administrators the member tabs and the members as CSV', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:members');
    URL.revokeObjectURL = () => undefined;
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, `${ORGANIZATION}/admin`);
    const download = await screen.findByText('Download members (CSV)', { selector: 'button > span' }, SETTLES);
    await userEvent.setup({ delay: null }).click(download);
    await waitFor(() => expect(saved).toHaveLength(1), SETTLES);
    await waitFor(() => expect(download.closest('button')).not.toHaveClass('ant-btn-loading'));
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(csv.split('\n')[0]).toContain('Name,Email,Profile');
    await userEvent.setup({ delay: null }).click(await tab('People'));
    expect(await tab('Pending')).toBeInTheDocument();
  });

  it('shows an influencer organization as Overview and AI Impact', async () => {
    renderRoutes(<GroupsRoutes />, '/org/open-code-collective/impact');
    expect(await tab('AI Impact')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'People' })).not.toBeInTheDocument();
  });

  it('shows an organization’s donation card, whose Donate sends a visitor to sign in and back to Donate', async () => {
    renderRoutes(<GroupsRoutes />, '/org/harbor-city-community-foundation');
    expect(await screen.findByText('Support the Harbor City Mentorship Fund', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.membership.donate })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/org/harbor-city-community-foundation/donate')}`,
    );
  });

  it('shows a signed-in member the Donate button, and no donation card where the organization takes none', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/org/harbor-city-community-foundation/donate');
    expect(await screen.findByRole('button', { name: MESSAGES.membership.donate }, SETTLES)).toBeEnabled();
    cleanup();
    renderRoutes(<GroupsRoutes />, ORGANIZATION);
    expect(await tab('Overview')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Donate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.membership.donate })).not.toBeInTheDocument();
  });

  it('tells an administrator their organization takes no donations yet, and that none were received', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, `${ORGANIZATION}/admin`);
    expect(await screen.findByText('This organization takes no donations yet.', undefined, SETTLES)).toBeInTheDocument();
    expect(await screen.findByText(DONATION_MESSAGES.noDonationsReceived, undefined, SETTLES)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save donation settings' }, SETTLES)).toBeEnabled();
  });

  it('lets an administrator set the donation offer, in the form’s words when it is wrong, and switch it off', async () => {
    const user = userEvent.setup({ delay: null });
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    // Staff administer every group. The organization is one no other suite reads, and the form is emptied first, so
    // neither another suite nor a retry depends on what this test leaves.
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, `${OWN_ORGANIZATION}/admin`);
    expect(await screen.findByText(DONATION_MESSAGES.noDonationsReceived, undefined, SETTLES)).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Save donation settings' }, SETTLES);

    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.click(save);
    await waitFor(() => expect(screen.getAllByText(DONATION_MESSAGES.required)).toHaveLength(2), SETTLES);
    await fill('Title', 'Sponsor a mentoring hour');
    await fill('Amount (USD)', '0');
    await user.click(save);
    expect(await screen.findByText(DONATION_MESSAGES.aboveZero)).toBeInTheDocument();

    await fill('Amount (USD)', '12.5');
    await fill('Description', 'One hour with a mentor for a new member.');
    // A retry finds the offer this test switched off at its end.
    const takes = screen.getByRole('checkbox', { name: /Take donations/ });
    if (!(takes as HTMLInputElement).checked) await user.click(takes);
    await user.click(save);
    expect(await screen.findByText(DONATION_MESSAGES.saved, undefined, SETTLES)).toBeInTheDocument();
    await user.click(await tab('Donate'));
    expect(await screen.findByText('Sponsor a mentoring hour', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();

    // Switched off, the offer is kept for its administrators but the Donate tab and card go away.
    await user.click(await tab('Admin'));
    const kept = await screen.findByRole('checkbox', { name: /Take donations/ }, SETTLES);
    await waitFor(() => expect(screen.getByLabelText('Amount (USD)')).toHaveValue(12.5), SETTLES);
    expect(kept).toBeChecked();
    await user.click(kept);
    await user.click(screen.getByRole('button', { name: 'Save donation settings' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Donate' })).not.toBeInTheDocument(), SETTLES);
    expect(screen.getByLabelText('Title')).toHaveValue('Sponsor a mentoring hour');
  }, 60_000);

  it('says so when no organization has the slug, on any tab', async () => {
    renderRoutes(<GroupsRoutes />, '/org/no-such-organization-42/people');
    expect(await screen.findByText(MESSAGES.groups.organizationNotFound, undefined, SETTLES)).toBeInTheDocument();
  });
});
