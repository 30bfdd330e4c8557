import { expect, type Browser, type Page } from '@playwright/test';
import { signInPage } from './accounts.ts';

/** A member's own browser, signed in, on the home page of the platform at `baseURL`. */
export async function memberPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInPage(page, baseURL, email);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return page;
}

/** Maya (the demo member) writes to Priya (the demo admin) from the chat dock; Priya answers; each sees the other live. */
export async function chatBothWays(maya: Page, priya: Page) {
  const hello = `Hello Priya, are you at the summit? (${Date.now()})`;
  const answer = `Yes, see you at the keynote! (${Date.now()})`;
  await maya.getByRole('button', { name: 'Open chat' }).click();
  const mayaDock = maya.getByRole('dialog', { name: 'Chat' });
  await mayaDock.getByRole('button', { name: 'New message' }).click();
  await mayaDock.getByRole('searchbox', { name: 'Search people' }).fill('Priya');
  await mayaDock.getByRole('button', { name: 'Message Priya Natarajan' }).click();
  await mayaDock.getByRole('textbox', { name: 'Message' }).fill(hello);
  await mayaDock.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(mayaDock.getByRole('log', { name: 'Messages' })).toContainText(hello);

  // Priya's dock is closed: the top bar counts the message she has not read, and so does the conversation.
  await priya.getByRole('button', { name: /^Open chat, \d+ unread messages?$/ }).click();
  const priyaDock = priya.getByRole('dialog', { name: 'Chat' });
  await priyaDock.getByRole('button', { name: /^Chat with Maya Thompson, \d+ unread messages?$/ }).click();
  await expect(priyaDock.getByRole('log', { name: 'Messages' })).toContainText(hello);
  // Reading it clears the count, and Maya sees that her message was seen.
  await expect(priya.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(mayaDock.getByRole('log', { name: 'Messages' }).getByText('· Seen')).toBeVisible();
  await priyaDock.getByRole('textbox', { name: 'Message' }).fill(answer);
  await priyaDock.getByRole('textbox', { name: 'Message' }).press('Enter');

  await expect(mayaDock.getByRole('log', { name: 'Messages' })).toContainText(answer);
}
