import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';

/** The same platform under another host name; Chromium resolves every *.localhost name to this machine. */
function onHost(baseURL: string, host: string) {
  const url = new URL(baseURL);
  url.hostname = host;
  return url.origin;
}

/** A one-page resume the server's parser reads like any other PDF. */
async function resumePdf(): Promise<Buffer> {
  const lines = [
    'Jordan Rivera',
    'Experience',
    'Data Analyst at Northwind Traders, Mar 2021 - Present',
    'Education',
    'BSc Statistics, Westlake State University, 2015 - 2019',
    'Skills',
    'Python, SQL, Tableau, Statistics',
  ];
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

test.describe('profile wizard', () => {
  for (const [host, heading, field] of [
    ['campus.localhost', 'University Information', 'Campus'],
    ['diaspora.localhost', 'Country Information', 'Country of origin'],
  ] as const) {
    test(`${host} asks its own fields first`, async ({ page, baseURL }) => {
      await signInPage(page, baseURL!, ACCOUNTS.member);
      await page.goto(`${onHost(baseURL!, host)}/registration`);
      await expect(page.getByRole('radio', { name: 'Fill in the form (about 30 seconds)' })).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText('Step 1 of 7')).toBeVisible();
      await expect(page.getByLabel(field)).toBeVisible();
    });
  }

  test('a member completes the profile with a PDF resume, then Specific Needs and Finish', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.leader);
    await page.goto('/registration');
    await page.getByRole('radio', { name: 'Upload your resume (about 15 seconds)' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Click or drag a file here/ }).click();
    await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
    // The uploader hands over a second after the upload ends.
    await expect(page.getByRole('heading', { name: 'Specific Needs' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Specific needs').fill('Evening sessions suit me best.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Your profile is almost complete')).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForLoadState('load');

    await page.goto('/profile');
    await expect(page.getByText('Data Analyst', { exact: true })).toBeVisible();
    await expect(page.getByText('Northwind Traders', { exact: true })).toBeVisible();
  });
});
