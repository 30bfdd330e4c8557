import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';

test.describe('job board', () => {
  test('a member filters the board and applies; the administrator accepts them and the member is told live', async ({
    browser,
    baseURL,
  }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    const bell = maya.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);

    await maya.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(maya.getByRole('heading', { name: 'Job Board' })).toBeVisible();
    await maya.getByRole('combobox', { name: 'Job type' }).click();
    await maya.getByTitle('Internship').click();
    // The board, not the right panel, which recommends jobs of its own.
    const board = maya.getByRole('main');
    await expect(board.getByRole('link', { name: 'Mentor Network Manager' })).toBeHidden();
    await board.getByRole('link', { name: 'Data Analyst Intern' }).click();
    await expect(maya).toHaveURL(/\/job\/data-analyst-intern$/);
    await maya.getByRole('button', { name: 'Apply', exact: true }).click();
    await maya.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(maya.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

    const priya = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    await priya.goto('/job/data-analyst-intern/people');
    const applicant = priya.getByRole('listitem').filter({ hasText: 'Maya Thompson' });
    await applicant.getByRole('button', { name: 'Accept' }).click();
    await expect(applicant.getByText('accepted')).toBeVisible();

    // Maya's page has not reloaded: the notice comes over the events socket, and the job page shows the decision.
    await expect(maya.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
    await expect(maya.getByText('Application accepted')).toBeVisible();
    await maya.getByRole('link', { name: 'Jobs' }).first().click();
    await maya.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    await maya.getByRole('button', { name: 'Your application to Data Analyst Intern was accepted' }).first().click();
    await expect(maya).toHaveURL(/\/job\/data-analyst-intern$/);
    await expect(maya.getByText('Application accepted')).toBeVisible();
  });
});
