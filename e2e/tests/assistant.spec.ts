import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';

test.describe('Ask Anything', () => {
  test('a member asks how to move into data science, gets real demo items with follow-up questions, and rates the answer', async ({
    browser,
    baseURL,
  }) => {
    // The leader's plan includes Ask Anything; no model is configured, so the built-in engine answers.
    const page = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    await page.goto('/agent');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Ask a question' }).fill('how do I move into data science?');
    await main.getByRole('textbox', { name: 'Ask a question' }).press('Enter');

    const answer = main.getByLabel('Answer').last();
    await expect(answer).toContainText("I answer from the platform's own content", { timeout: 20_000 });
    for (const name of ['Data Analytics Sprint', 'Data Analyst Intern', "A career changer's roadmap into data science"]) {
      await expect(answer).toContainText(name);
    }
    const items = answer.getByRole('region', { name: 'Recommended for you' });
    await items.getByRole('button', { name: /Show More/ }).click();
    await expect(items.getByRole('link', { name: 'Data Analyst Intern' })).toHaveAttribute('href', '/job/data-analyst-intern');
    await expect(items.getByText(/^Mentions “data”/).first()).toBeVisible();
    const related = answer.getByRole('region', { name: 'Related questions' });
    await expect(related.getByRole('button').first()).toBeVisible();

    await answer.getByRole('button', { name: 'Helpful', exact: true }).click();
    await answer.getByLabel('Tell us more (optional)').fill('Exactly the circles I was looking for.');
    await answer.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // A recommended item opens its real page.
    await items.getByRole('link', { name: 'Data Analytics Sprint' }).click();
    await expect(page).toHaveURL(/\/circle\/data-analytics-sprint$/);
    await expect(page.getByRole('heading', { name: 'Data Analytics Sprint' }).first()).toBeVisible();
  });

  test('a member whose plan lacks Ask Anything gets the blocking notice', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await page.goto('/agent');
    const notice = page.getByRole('dialog');
    await expect(notice).toContainText("You can't currently initiate a chat.");
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Ask a question' })).toBeDisabled();
  });

  test('a member runs CareerGPS to a report and downloads it as a PDF that opens', async ({ browser, baseURL }) => {
    const page = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    await page.goto('/careergps');
    await page.getByRole('list', { name: 'Agents' }).getByRole('link', { name: 'CareerGPS' }).click();
    await expect(page).toHaveURL(/\/careergps\/careergps$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Start from your profile or a resume' })).toBeVisible();
    for (let skip = 0; skip < 4; skip += 1) await main.getByRole('button', { name: 'Skip' }).click();
    await main.getByRole('textbox', { name: 'Your next career goal' }).fill('data science');
    await main.getByRole('radio', { name: '2 to 5 hours' }).check();
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByRole('heading', { name: 'Your CareerGPS report' })).toBeVisible();
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Result')).toContainText('Data Analytics Sprint', { timeout: 20_000 });
    await main.getByRole('link', { name: 'Open your report' }).click();
    await expect(main.getByRole('heading', { name: 'CareerGPS report' })).toBeVisible();

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    const pdf = await PDFDocument.load(readFileSync(file));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('CareerGPS report');
  });
});
