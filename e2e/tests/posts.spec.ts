import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';

const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** A one-pixel PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test.describe('posts', () => {
  test('a member shares a private post in their group and reads it there; a member of another group cannot', async ({
    browser,
    baseURL,
  }) => {
    const text = `Shift swap for the health fair <script>alert('posted')</script> (${Date.now()})`;
    const daniel = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    // An alert would mean the script in the post ran.
    const alerts: string[] = [];
    daniel.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await daniel.goto('/org/northbridge-health-alliance/posts');
    const tab = daniel.getByRole('region', { name: 'Posts' });
    await expect(tab.getByText(/volunteer roster for the December health fair/)).toBeVisible();
    await tab.getByRole('button', { name: 'Share Something' }).click();
    const form = daniel.getByRole('dialog', { name: 'Share Something' });
    await form.getByRole('textbox', { name: 'Block 1 text' }).fill(text);
    await expect(form.getByRole('radio', { name: /^Private/ })).toBeChecked();
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(daniel.getByText(CONTENT_MESSAGES.postCreated)).toBeVisible();

    // The script shows as the words typed, in the tab and on the post's own page.
    const card = tab.getByRole('listitem').filter({ hasText: text });
    await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByText('Private')).toBeVisible();
    await card.getByRole('link', { name: /, open the post: / }).click();
    await expect(daniel).toHaveURL(/\/post\/shift-swap-for-the-health-fair-[\w-]+$/);
    const postPath = new URL(daniel.url()).pathname;
    await expect(daniel.getByText(text, { exact: true })).toBeVisible();
    await expect(daniel.getByRole('button', { name: 'Share Post' })).toHaveCount(0);
    expect(alerts).toEqual([]);

    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await maya.goto(postPath);
    await expect(maya.getByText(CONTENT_MESSAGES.notFound)).toBeVisible();
    await maya.goto('/posts');
    await expect(maya.getByRole('heading', { name: "What's happening" })).toBeVisible();
    await expect(maya.getByText(/Three things I learned from my first informational interview/)).toBeVisible();
    await expect(maya.getByText(text)).toHaveCount(0);
  });

  test('a member shares a post with bold words and two files, sees the upload progress, and the files download', async ({
    browser,
    baseURL,
  }) => {
    const stamp = Date.now();
    const daniel = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    await daniel.goto('/org/northbridge-health-alliance/posts');
    const tab = daniel.getByRole('region', { name: 'Posts' });
    await tab.getByRole('button', { name: 'Share Something' }).click();
    const form = daniel.getByRole('dialog', { name: 'Share Something' });
    const text = form.getByRole('textbox', { name: 'Block 1 text' });
    await text.fill(`Fair agenda ${stamp}: bring your badge`);
    // "bring" in bold: select it, then Bold.
    await text.evaluate((box: HTMLTextAreaElement) => {
      const start = box.value.indexOf('bring');
      box.setSelectionRange(start, start + 'bring'.length);
    });
    await form.getByRole('button', { name: 'Bold in block 1' }).click();
    await expect(text).toHaveValue(`Fair agenda ${stamp}: **bring** your badge`);
    await form.locator('input[type=file]').setInputFiles([
      { name: 'fair-agenda.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF, 'latin1') },
      { name: 'fair-map.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') },
    ]);
    await expect(form.getByRole('progressbar', { name: 'Attach files progress' })).toBeVisible();
    await expect(form.getByRole('list', { name: 'Attach files: attached' }).getByRole('listitem')).toHaveText([
      'fair-agenda.pdf',
      'fair-map.png',
    ]);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(daniel.getByText(CONTENT_MESSAGES.postCreated)).toBeVisible();

    const card = tab.getByRole('listitem').filter({ hasText: `Fair agenda ${stamp}` });
    await expect(card.locator('strong', { hasText: 'bring' })).toBeVisible();
    const attachments = card.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('link', { name: /^Download / })).toHaveCount(2);
    // The post is private: the link the card shows carries a grant for Daniel, and clicking it downloads the file.
    const link = attachments.getByRole('link', { name: 'Download fair-agenda.pdf' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\?grant=/);
    const [download] = await Promise.all([daniel.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('fair-agenda.pdf');
    expect((await readFile((await download.path())!)).toString('latin1')).toBe(PDF);
    const file = await daniel.request.get(new URL(href!, baseURL).toString());
    expect(file.status()).toBe(200);
    // Without the grant the address opens for nobody.
    const bare = await daniel.request.get(new URL(href!.split('?')[0]!, baseURL).toString());
    expect(bare.status()).toBe(401);
  });

  test("a paid circle's paying member shares a post with two files, sees the upload progress, and finds it on the circle's Posts tab", async ({
    browser,
    baseURL,
  }) => {
    const words = `Capstone kickoff notes ${Date.now()}`;
    // Emily Carter has paid for this circle; no other spec signs in as her.
    const emily = await memberPage(browser, baseURL!, 'emily.carter@example.org');
    await emily.goto('/circle/ai-foundations-for-career-changers');
    await emily.getByRole('tab', { name: 'Posts' }).click();
    await expect(emily).toHaveURL(/\/circle\/ai-foundations-for-career-changers\/posts$/);
    const tab = emily.getByRole('region', { name: 'Posts' });
    await tab.getByRole('button', { name: 'Share Something' }).click();
    const form = emily.getByRole('dialog', { name: 'Share Something' });
    await expect(form.getByRole('combobox', { name: 'Group' })).toBeVisible();
    await expect(form.getByText('AI Foundations for Career Changers')).toBeVisible();
    await form.getByRole('textbox', { name: 'Block 1 text' }).fill(words);
    await form.locator('input[type=file]').setInputFiles([
      { name: 'capstone-brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF, 'latin1') },
      { name: 'team-board.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') },
    ]);
    await expect(form.getByRole('progressbar', { name: 'Attach files progress' })).toBeVisible();
    await expect(form.getByRole('list', { name: 'Attach files: attached' }).getByRole('listitem')).toHaveText([
      'capstone-brief.pdf',
      'team-board.png',
    ]);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(emily.getByText(CONTENT_MESSAGES.postCreated)).toBeVisible();

    const card = tab.getByRole('listitem').filter({ hasText: words });
    await expect(card.getByText('Private')).toBeVisible();
    const attachments = card.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('link', { name: /^Download / })).toHaveCount(2);

    // Read again from the address, the post is still the tab's newest.
    await emily.reload();
    await expect(emily.getByRole('region', { name: 'Posts' }).getByRole('listitem').first()).toContainText(words);
  });
});
