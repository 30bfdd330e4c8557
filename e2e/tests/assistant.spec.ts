import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ACCOUNTS, tokensFor } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';
import { waitForMail } from '../support/mailbox.ts';

/** A one-page resume as a visitor would upload it. */
async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = ['Vera Visitor', 'Experience', 'Data Analyst at Northwind Traders, Mar 2021 - Present', 'Skills', 'Python, SQL'];
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

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

  test('a visitor registers on CareerGPS, walks every step to a report, signs up at the end and downloads the report as a PDF', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = `careergps-${Date.now()}@example.com`;
    const password = 'Compass-Harbour-58';
    await page.goto('/careergps');
    await page.getByRole('list', { name: 'Agents' }).getByRole('link', { name: 'CareerGPS' }).click();
    const main = page.getByRole('main');
    const next = main.getByRole('button', { name: 'Next' });

    await expect(main.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
    await expect(main.getByLabel('Country')).toHaveValue('US');
    await main.getByLabel('First name').fill('Vera');
    await main.getByLabel('Last name').fill('Visitor');
    await main.getByLabel('Email').fill(email);
    await next.click();

    await expect(main.getByRole('heading', { name: 'Start from your resume' })).toBeVisible();
    await main.getByLabel('Paste your resume or a summary of your experience').fill('Five years in retail operations, learning SQL.');
    await next.click();
    await expect(main.getByRole('heading', { name: 'Where are you in your career?' })).toBeVisible();
    await main.getByRole('combobox', { name: 'Career stage' }).click();
    await page.keyboard.press('Enter');
    await next.click();
    await expect(main.getByRole('heading', { name: 'Which communities interest you?' })).toBeVisible();
    await main.getByRole('checkbox', { name: 'Circles' }).check();
    await next.click();
    await expect(main.getByRole('heading', { name: 'What do you want from the next year?' })).toBeVisible();
    await main.getByRole('checkbox', { name: 'A new job' }).check();
    await next.click();
    await expect(main.getByRole('heading', { name: 'A few more details' })).toBeVisible();
    await main.getByRole('textbox', { name: 'Your next career goal' }).fill('data science');
    await main.getByRole('radio', { name: '2 to 5 hours' }).check();
    await main.locator('input[type=file]').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
    await expect(main.getByLabel('What your resume says')).toContainText('Data Analyst at Northwind Traders', { timeout: 20_000 });
    await next.click();
    await expect(main.getByRole('heading', { name: 'Your CareerGPS report' })).toBeVisible();
    await next.click();
    await expect(main.getByLabel('Result')).toContainText('Data Analytics Sprint', { timeout: 20_000 });
    const report = await main.getByRole('link', { name: 'Open your report' }).getAttribute('href');
    await next.click();

    // The sign-up completes the trial account CareerGPS made, so the report stays this member's.
    await expect(main.getByRole('heading', { name: 'Keep your report' })).toBeVisible();
    await main.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/verify-otp/);
    const [, code] = await waitForMail(baseURL!, email, /verification code is (\d{6})/);
    await page.getByLabel('OTP Input 1').click();
    await page.keyboard.type(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();

    await page.goto(report!);
    await expect(main.getByRole('heading', { name: 'CareerGPS report' })).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await PDFDocument.load(readFileSync(await (await download).path()));
    expect(pdf.getTitle()).toBe('CareerGPS report');
  });

  test('a visitor who started CareerGPS in another browser signs back in with an e-mailed code and finds the report theirs', async ({
    page,
    baseURL,
  }) => {
    const email = `resume-${Date.now()}@example.com`;
    const post = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${baseURL}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return response.json();
    };
    // The first browser: registered, and the report step run, with the session that browser kept.
    const { access_token } = await post('/register-career-gps/', { first_name: 'Rae', last_name: 'Return', email });
    const agent = await (await fetch(`${baseURL}/api/v1/agents/slug/careergps/`)).json();
    const step = agent.steps.find((entry: { type: string }) => entry.type === 'report_generation');
    const ran = await post(`/agents/process/${agent.id}/${step.order}/`, { user_response: { goal: 'data science' } }, access_token);

    await page.goto('/careergps/careergps');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
    await main.getByLabel('First name').fill('Rae');
    await main.getByLabel('Last name').fill('Return');
    await main.getByLabel('Email').fill(email);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('This email has already been used for CareerGPS.', { exact: false })).toBeVisible();
    await main.getByRole('button', { name: 'E-mail me a sign-in code' }).click();
    await expect(main.getByText('a sign-in code is on its way', { exact: false })).toBeVisible();
    const [, code] = await waitForMail(baseURL!, email, /sign-in code is (\d{6})/);
    expect(page.url()).not.toContain(code!);
    await main.getByLabel('Sign-in code').fill(code!);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('heading', { name: 'Start from your resume' })).toBeVisible();

    await page.goto(`/careergps-report/${ran.data.report_slug}`);
    await expect(main.getByRole('heading', { name: 'CareerGPS report' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  test('staff read the agent log from the CareerGPS portal and download it as CSV', async ({ browser, baseURL }) => {
    // A run of staff's own, so the log has an entry whichever tests ran before.
    const { access } = await tokensFor(baseURL!, ACCOUNTS.staff);
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const agent = (await (await fetch(`${baseURL}/api/v1/agents/slug/careergps/`, { headers })).json()) as {
      id: number;
      steps: { order: number; type: string }[];
    };
    const step = agent.steps.find((item) => item.type === 'report_generation')!;
    const ran = await fetch(`${baseURL}/api/v1/agents/process/${agent.id}/${step.order}/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_response: { goal: 'a log entry' } }),
    });
    expect(ran.status).toBe(200);

    const page = await memberPage(browser, baseURL!, ACCOUNTS.staff);
    await page.goto('/careergps');
    await page.getByRole('link', { name: 'Agent log' }).click();
    await expect(page).toHaveURL(/\/agent-log$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Agent runs' }).getByRole('listitem').first()).toContainText('goal: a log entry');
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe('When,Agent,Step,Step type,Run by,For,Answers,Output,Log');
  });
});
