import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { signUpMember } from '../support/members.ts';

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

  /** Chooses the resume entry and uploads the PDF through the file chooser. */
  async function importResume(page: Page) {
    await page.getByRole('radio', { name: 'Upload your resume (about 15 seconds)' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Click or drag a file here/ }).click();
    await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
  }

  /** Picks the options of an antd select by its label, leaving those already chosen. */
  async function choose(page: Page, label: string, ...options: string[]) {
    const field = page.getByLabel(label);
    for (const option of options) {
      if (await page.locator(`.ant-select-selection-item[title="${option}"]`).count()) continue;
      await field.click();
      await page.locator(`.ant-select-item-option[title="${option}"]`).click();
    }
    await page.keyboard.press('Escape');
  }

  /** The answers a member gives on each step the import could not fill; a step whose answers are on file moves on. */
  async function answerStep(page: Page, title: string) {
    if (title === 'Country Information') await page.getByLabel('Country of origin').fill('Ghana');
    if (title === 'Current Role') await page.getByRole('radio', { name: 'Early professional' }).check();
    if (title === 'Career Information') {
      await choose(page, 'Career stage', 'Building experience in my first roles');
      await page.getByRole('checkbox', { name: 'Find a job' }).check();
      await choose(page, 'Professional field', 'Education');
    }
    if (title === 'Personal Information') {
      const role = page.getByLabel('Title', { exact: true });
      if (!(await role.inputValue())) await role.fill('Data Analyst');
      const country = page.getByLabel('Country', { exact: true });
      if (!(await country.inputValue())) await country.fill('United States');
      await choose(page, 'Services you are interested in', 'Mentorship');
    }
  }

  /** Answers each step and goes on until the wizard's last screen offers `done`. */
  async function walkWizard(page: Page, done: string) {
    const completed = page.getByRole('button', { name: done });
    const stepHeading = page.getByRole('main').getByRole('heading', { level: 2 });
    for (let step = 0; step < 10 && !(await completed.isVisible()); step += 1) {
      const title = (await stepHeading.textContent())!;
      await answerStep(page, title);
      const skip = page.getByRole('button', { name: 'Skip' });
      const onward = page.getByRole('button', { name: /^(Next|Continue)$/ });
      // Every step offers a way on; when one does not, what the page shows instead is the finding.
      await onward
        .or(skip)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async () => {
          throw new Error(`No way on from the step "${title}"; the page reads:\n${await page.getByRole('main').innerText()}`);
        });
      await ((await skip.isVisible()) ? skip : onward).click();
      await expect(completed.or(stepHeading.filter({ hasNotText: title }))).toBeVisible();
    }
    await completed.click();
  }

  test("a new member completes the profile from a PDF resume, the career steps and another site's own step", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // A member of its own: the flow renames them after the resume and fills their profile, so a retry starts afresh.
    const email = await signUpMember(baseURL!, 'Sam', 'Okoro');
    await signInPage(page, baseURL!, email);
    await page.goto('/registration');
    await importResume(page);
    // The uploader hands over a second after the upload ends.
    await expect(page.getByRole('heading', { name: 'Specific Needs' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Specific needs').fill('Evening sessions suit me best.');
    await page.getByRole('button', { name: 'Next' }).click();
    // A resume says nothing of the member's career stage: the wizard asks for it next.
    await expect(page.getByText('Some information is missing')).toBeVisible();
    await page.getByRole('button', { name: 'Complete career information' }).click();
    await walkWizard(page, 'Go to Profile');
    await expect(page).toHaveURL(/\/profile$/);

    // A site with questions of its own asks them first, and the wizard moves on over every answer already on file.
    await page.goto(`${onHost(baseURL!, 'diaspora.localhost')}/`);
    await expect(page).toHaveURL(/\/registration\?step=basic/);
    await expect(page.getByRole('heading', { name: 'Country Information' })).toBeVisible();
    await walkWizard(page, 'Go to Profile');

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Jordan Rivera', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Data Analyst', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Northwind Traders', { exact: true }).first()).toBeVisible();
  });

  test('an import that completes the profile reloads the page at once', async ({ page, baseURL }) => {
    // The import renames the member after the resume; the leader already carries that name, and other files rely on the rest.
    await signInPage(page, baseURL!, ACCOUNTS.leader);
    await page.goto('/registration');
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 30_000 });
    await importResume(page);
    await reloaded;
    await expect(page.getByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specific Needs' })).toBeHidden();
    await page.goto('/profile');
    await expect(page.getByText('Northwind Traders', { exact: true }).first()).toBeVisible();
  });
});

test.describe('profile account page', () => {
  test('the owner adds an alternate e-mail, verifies its code and makes it primary', async ({ page, baseURL }) => {
    const { access } = await tokensFor(baseURL!, ACCOUNTS.leader);
    const identity = await (await fetch(`${baseURL}/api/v1/identity/`, { headers: { authorization: `Bearer ${access}` } })).json();
    const alternate = `alt-${Date.now()}@example.com`;
    await signInPage(page, baseURL!, ACCOUNTS.leader);
    await page.goto(`/profile/${identity.profile.name_slug}/account`);
    await expect(page.getByText(ACCOUNTS.leader, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');

    await page.getByLabel('Alternate email').fill(alternate);
    await page.getByRole('button', { name: 'Add alternate email' }).click();
    await expect(page.getByText('Not verified')).toBeVisible();
    const [, code] = await waitForMail(baseURL!, alternate, /verification code is (\d{6})/);
    await page.getByLabel('OTP Input 1').click();
    await page.keyboard.type(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();

    await page.getByRole('button', { name: 'Switch to primary' }).click();
    await expect(page.getByText('Your primary email has been changed.')).toBeVisible();
    await expect(page.getByText(alternate, { exact: true })).toBeVisible();
    // Back to the demo address, so other suites still sign in with it.
    await page.getByRole('button', { name: 'Switch to primary' }).click();
    await expect(page.getByText(ACCOUNTS.leader, { exact: true }).first()).toBeVisible();
  });

  test('another member gets the not-found page for someone else account page', async ({ page, baseURL }) => {
    const { access } = await tokensFor(baseURL!, ACCOUNTS.leader);
    const identity = await (await fetch(`${baseURL}/api/v1/identity/`, { headers: { authorization: `Bearer ${access}` } })).json();
    await signInPage(page, baseURL!, ACCOUNTS.member);
    await page.goto(`/profile/${identity.profile.name_slug}/account`);
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  });
});
