import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';

/** A one-page PDF with a line of text, its cross-reference offsets counted, as a member would attach. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Picks an option of one of the form's selects (a tag of a multiple one, the value of a single one) and waits until it
 * shows as chosen; a click that landed while the list was still opening (nothing chosen) is made again.
 */
async function choose(page: Page, form: Locator, label: string, option: string) {
  const chosen = form.locator(`.ant-select-selection-item[title="${option}"], .ant-select-content[title="${option}"]`);
  await expect(async () => {
    if (!(await chosen.count())) {
      await form.getByRole('combobox', { name: label }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(option).click({ timeout: 2000 });
    }
    await expect(chosen).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('resources', () => {
  test('a member contributes a resource with a PDF, an admin approves it, another member reads it; premium files stay locked', async ({
    browser,
    baseURL,
  }) => {
    const title = `Cover letter guide ${Date.now()}`;

    // Maya contributes to her organization, and watches the file upload.
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await maya.goto('/org/trellis-career-network/resources');
    await maya.getByRole('button', { name: 'Contribute a Resource' }).click();
    const form = maya.getByRole('dialog', { name: 'Contribute a Resource' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Three paragraphs that get read, with an example.');
    await choose(maya, form, 'Topics', 'Career Planning');
    await choose(maya, form, 'Topic area', 'Career Readiness');
    await choose(maya, form, 'Career stages', 'Looking for my first job');
    // The first file input of the form is Files (the thumbnail's comes after it).
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'cover-letter-guide.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf('How to write a cover letter'),
      });
    await expect(form.getByRole('progressbar', { name: 'Attach files progress' })).toBeVisible();
    await expect(form.getByRole('list', { name: 'Attach files: attached' })).toContainText('cover-letter-guide.pdf');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(maya.getByText('Pending review')).toBeVisible();
    const address = new URL(maya.url()).pathname;
    expect(address).toMatch(/^\/resource\/cover-letter-guide-\d+$/);

    // Priya, a certified admin of the organization, approves it.
    const priya = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    await priya.goto(address);
    await expect(priya.getByText('This resource is waiting for review.')).toBeVisible();
    await priya.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(priya.getByText('Resource approved successfully')).toBeVisible();
    await expect(priya.getByText('Pending review')).toBeHidden();

    // Daniel, another member, opens it and reads the PDF in the page.
    const daniel = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    await daniel.goto(address);
    await daniel.getByRole('list', { name: 'Attachments' }).getByRole('button', { name: 'Read', exact: true }).click();
    await expect(daniel.getByRole('img', { name: 'cover-letter-guide.pdf, page 1 of 1' })).toBeVisible();
    await expect(daniel.getByText('Loading the document…')).toBeHidden();
    const drawn = await daniel
      .getByRole('img', { name: 'cover-letter-guide.pdf, page 1 of 1' })
      .evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.toDataURL().length > 2000);
    expect(drawn).toBe(true);

    // Maya's plan does not include premium resources: the premium demo resource keeps its file locked.
    await maya.goto('/resource/prompt-patterns-that-work-for-career-research');
    await expect(maya.getByText('Premium resource: 1 file is locked')).toBeVisible();
    await expect(maya.getByRole('list', { name: 'Attachments' })).toBeHidden();
  });
});
