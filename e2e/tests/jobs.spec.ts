import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';
import { completeCareerProfile, signUpMember } from '../support/members.ts';

test.describe('job board', () => {
  test('a member filters the board and applies; the administrator accepts them and the member is told live', async ({
    browser,
    baseURL,
  }) => {
    // A member of the run's own: one who applied in an earlier run (or a retry) would find the job already applied to,
    // and the administrator's list tells the applicants apart by name.
    const lastName = `Applicant ${Date.now().toString(36)}`;
    const email = await signUpMember(baseURL!, 'Jordan', lastName);
    await completeCareerProfile(baseURL!, email);
    const jordan = await memberPage(browser, baseURL!, email);
    const bell = jordan.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);

    await jordan.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(jordan.getByRole('heading', { name: 'Job Board' })).toBeVisible();
    await jordan.getByRole('combobox', { name: 'Job type' }).click();
    await jordan.getByTitle('Internship').click();
    // The board, not the right panel, which recommends jobs of its own.
    const board = jordan.getByRole('main');
    await expect(board.getByRole('link', { name: 'Mentor Network Manager' })).toBeHidden();
    await board.getByRole('link', { name: 'Data Analyst Intern' }).click();
    await expect(jordan).toHaveURL(/\/job\/data-analyst-intern$/);
    await jordan.getByRole('button', { name: 'Apply', exact: true }).click();
    await jordan.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(jordan.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

    const priya = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    await priya.goto('/job/data-analyst-intern/people');
    const application = priya.getByRole('listitem').filter({ hasText: `Jordan ${lastName}` });
    await application.getByRole('button', { name: 'Accept' }).click();
    await expect(application.getByText('accepted')).toBeVisible();

    // Jordan's page has not reloaded: the notice comes over the events socket, and the job page shows the decision.
    await expect(jordan.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
    await expect(jordan.getByText('Application accepted')).toBeVisible();
    await jordan.getByRole('link', { name: 'Jobs' }).first().click();
    await jordan.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    await jordan.getByRole('button', { name: 'Your application to Data Analyst Intern was accepted' }).first().click();
    await expect(jordan).toHaveURL(/\/job\/data-analyst-intern$/);
    await expect(jordan.getByText('Application accepted')).toBeVisible();
  });
});
