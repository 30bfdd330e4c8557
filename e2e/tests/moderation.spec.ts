import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';

/** Picks the option `option` of the antd select named `name`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByTitle(option, { exact: true }).click();
}

/** Signs the organization's admin in and switches to the admin view, whose menu is answered. */
async function openAdminView(page: Page, baseURL: string) {
  await signInPage(page, baseURL, ACCOUNTS.admin);
  await page.goto('/circles');
  await page.getByRole('button', { name: 'Switch to Admin View' }).click();
  return page.getByRole('navigation', { name: 'Admin menu' });
}

/** Clears the antd select named `name` with its clear button. */
async function clear(page: Page, name: string) {
  const select = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });
  await select.hover();
  await select.locator('.ant-select-clear').click();
}

test.describe('moderation', () => {
  test('the organization admin rejects two suspicious requests at once, downloads the accepted members and reads it all in the audit log', async ({
    page,
    baseURL,
  }) => {
    const adminMenu = await openAdminView(page, baseURL!);
    await adminMenu.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();

    // Pending requests, narrowed to the ones the registration agent finds suspicious.
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page.getByRole('link', { name: 'Grace Kim' })).toBeVisible();
    await choose(page, 'Agent review', 'Agent: Suspicious');
    await expect(page.getByRole('link', { name: 'Grace Kim' })).toBeHidden();
    for (const name of ['Promo Deals4U', 'Quick Cashflow']) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await choose(page, 'Action', 'Reject');
    await page.getByRole('textbox', { name: 'Reason for rejecting' }).fill('Advertising, not applying.');
    await page.getByRole('button', { name: 'Apply to 2 selected' }).click();
    await expect(page.getByText('Members rejected successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Promo Deals4U' })).toBeHidden();
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(page.getByRole('link', { name: 'Quick Cashflow' })).toBeVisible();

    // The accepted members of one country, as a CSV file holding the rows the table shows.
    await clear(page, 'Agent review');
    await page.getByRole('tab', { name: 'Accepted' }).click();
    const country = page.getByRole('textbox', { name: 'Country' });
    await country.fill('Nigeria');
    await country.press('Enter');
    await expect(page.getByRole('link', { name: 'Aisha Bello' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lucas Moreau' })).toBeHidden();
    await expect(page.getByText('2 members')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Name,Email');
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(['Aisha Bello', 'Daniel Okafor']);

    // A reminder to an applicant who has not verified their e-mail reaches the outbox.
    await country.fill('');
    await country.press('Enter');
    await page.getByRole('tab', { name: 'Unverified' }).click();
    await page.getByRole('button', { name: 'Actions for Anon Applicant' }).click();
    await page.getByRole('menuitem', { name: 'Send follow-up e-mail' }).click();
    await expect(page.getByText('Verification follow-up email sent successfully')).toBeVisible();
    await waitForMail(baseURL!, 'anon.applicant@example.net', /\/verify-otp/);

    // Every decision, with who took it and why.
    await adminMenu.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await choose(page, 'Action', 'Rejected a member');
    for (const name of ['Promo Deals4U', 'Quick Cashflow']) {
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Advertising, not applying.');
      await expect(row).toContainText('Priya');
    }
    await choose(page, 'Action', 'Sent a verification follow-up');
    await expect(page.getByRole('row').filter({ hasText: 'Anon Applicant' })).toBeVisible();
  });

  test('the organization admin invites a colleague by e-mail from Members and rejects a pending resource with a reason the audit log keeps', async ({
    page,
    baseURL,
  }) => {
    const colleague = `colleague.${Date.now()}@example.org`;
    const adminMenu = await openAdminView(page, baseURL!);
    await adminMenu.getByRole('link', { name: 'Members' }).click();

    // Invite People checks the address before sending, and the invitation's link reaches the outbox.
    await page.getByRole('button', { name: 'Invite People' }).click();
    const dialog = page.getByRole('dialog', { name: /^Invite people to / });
    const addresses = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    await addresses.fill('colleague-at-example.org');
    await addresses.press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await addresses.press('Backspace');
    await addresses.fill(colleague);
    await addresses.press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Invitation sent successfully')).toBeVisible();
    await waitForMail(baseURL!, colleague, /\/invitation\//);

    // A resource waiting for review is rejected with the reason, which the audit log keeps.
    await adminMenu.getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await page.getByRole('button', { name: 'Reject Intro to SQL for non-engineers' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Intro to SQL for non-engineers' });
    await reject.getByRole('textbox', { name: 'Reason for rejecting' }).fill('Duplicates the SQL primer already in the hub.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Resource rejected successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(page.getByRole('button', { name: 'Approve Intro to SQL for non-engineers' })).toBeVisible();
    await adminMenu.getByRole('link', { name: 'Audit log' }).click();
    await choose(page, 'Action', 'Rejected content');
    await expect(page.getByRole('row').filter({ hasText: 'Intro to SQL for non-engineers' })).toContainText(
      'Duplicates the SQL primer already in the hub.',
    );
  });
  test('the organization admin switches a review agent off from Agents, finds it gone from the members actions and in the audit log, and on again', async ({
    page,
    baseURL,
  }) => {
    const adminMenu = await openAdminView(page, baseURL!);
    await adminMenu.getByRole('link', { name: 'Agents' }).click();
    await expect(page.getByRole('heading', { name: 'Agents' })).toBeVisible();
    const enthusiasm = page.getByRole('switch', { name: 'AI enthusiasm ranking' });
    await expect(enthusiasm).toBeChecked();
    await enthusiasm.click();
    await expect(page.getByText('AI enthusiasm ranking is now off.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'AI enthusiasm ranking' })).not.toBeChecked();

    await adminMenu.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('tab', { name: 'Pending' }).click();
    // The bulk bar is drawn anew for each tab: a select opened on the tab being left closes with it.
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('combobox', { name: 'Action' }).click();
    await expect(page.getByTitle('Rerun registration approval agent', { exact: true })).toBeVisible();
    await expect(page.getByTitle('Rerun AI enthusiasm agent', { exact: true })).toBeHidden();
    await page.keyboard.press('Escape');

    await adminMenu.getByRole('link', { name: 'Audit log' }).click();
    await choose(page, 'Action', 'Switched an agent on or off');
    await expect(page.getByRole('row').filter({ hasText: 'AI enthusiasm ranking' }).first()).toContainText('Off');

    await adminMenu.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('switch', { name: 'AI enthusiasm ranking' }).click();
    await expect(page.getByText('AI enthusiasm ranking is now on.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'AI enthusiasm ranking' })).toBeChecked();
  });
});
