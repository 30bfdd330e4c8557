import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MODERATION_MESSAGES, QUALITY_LABELS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const user = () => userEvent.setup({ delay: null });

describe('content review', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('approves a pending use case the curation agent graded, which then shows among the approved ones', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/usecases');
    const title = 'Tagging support tickets by urgency';
    const graded = (await screen.findByText(title, {}, { timeout: 10_000 })).closest('tr')!;
    const grade = within(graded).getByText(QUALITY_LABELS.medium);
    await user().hover(grade);
    expect(await screen.findByText(/3 of 6 quality signals\. The description is short\./)).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: `Approve ${title}` }, { timeout: 10_000 }));
    expect(await screen.findByText(MODERATION_MESSAGES.contentDecided('approve', 'use_case'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    await user().click(screen.getByRole('tab', { name: 'Approved' }));
    const row = (await screen.findByText(title)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: `Reject ${title}` })).not.toBeInTheDocument();
  }, 30_000);

  it('lists the approved use cases their authors changed since, with the agent’s grade, until the change is approved', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/usecases');
    await user().click(await screen.findByRole('tab', { name: 'Changed since approval' }, { timeout: 10_000 }));
    const title = 'Drafting personalised outreach e-mails to prospective mentors';
    const row = (await screen.findByText(title, {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('Changed since approval')).toBeInTheDocument();
    expect(within(row).getByText(/^(High quality|Medium quality|Low quality|Reject)$/)).toBeInTheDocument();
    await user().click(within(row).getByRole('button', { name: `Approve the change to ${title}` }));
    expect(await screen.findByText(MODERATION_MESSAGES.changeApproved)).toBeInTheDocument();
    expect(await screen.findByText(MODERATION_MESSAGES.changedEmpty, {}, { timeout: 8_000 })).toBeInTheDocument();
  }, 30_000);

  it('rejects a pending AI tool once the reason is given', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/ai-tools');
    await user().click(await screen.findByRole('button', { name: 'Reject Khanmigo' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog'));
    await user().click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText(MODERATION_MESSAGES.rejectReasonRequired)).toBeInTheDocument();
    await user().click(dialog.getByLabelText('Reason for rejecting'));
    await user().paste('A tutoring service, not a tool.');
    await user().click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MODERATION_MESSAGES.contentDecided('reject', 'ai_tool'))).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByRole('button', { name: 'Approve Khanmigo' })).toBeInTheDocument();
  }, 30_000);

  it('approves a pending resource and rejects another with a reason the audit log keeps', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/resources');
    expect(await screen.findByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Approve Running your first circle session' }, { timeout: 10_000 }));
    expect(await screen.findByText(MODERATION_MESSAGES.contentDecided('approve', 'resource'))).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Reject Intro to SQL for non-engineers' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user().click(dialog.getByLabelText('Reason for rejecting'));
    await user().paste('Covers the same ground as the approved SQL primer.');
    await user().click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MODERATION_MESSAGES.contentDecided('reject', 'resource'))).toBeInTheDocument();
    expect(await screen.findByText(MODERATION_MESSAGES.contentEmpty('pending'))).toBeInTheDocument();
    cleanup();

    renderRoutes(<AdminRoutes />, '/admin-dashboard/audit-log');
    expect(await screen.findByText('Covers the same ground as the approved SQL primer.', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 45_000);

  it('is closed to a member who runs no organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/usecases');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission)).toBeInTheDocument();
  });
});
