import { expect, test } from '@playwright/test';
import { ACCOUNTS, tokensFor } from '../support/accounts.ts';
import { chatBothWays, memberPage } from '../support/chat.ts';

const sessions = new Map<string, Promise<{ access: string }>>();

/** Calls the API as another member, the way their own browser would; one sign-in per account, as sign-ins are rate limited. */
async function callAs(baseURL: string, email: string, method: string, path: string) {
  if (!sessions.has(email)) sessions.set(email, tokensFor(baseURL, email));
  const { access } = await sessions.get(email)!;
  const response = await fetch(`${baseURL}/api/v1${path}`, { method, headers: { authorization: `Bearer ${access}` } });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json() as Promise<{ data?: { id: number; name_slug: string }[] }>;
}

test.describe('realtime chat and notifications', () => {
  test('two members chat and each sees the other message live', async ({ browser, baseURL }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    const priya = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    await chatBothWays(maya, priya);
  });

  test("Message on someone's profile opens the conversation with them, and Follow toggles", async ({ browser, baseURL }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await maya.goto('/profile/daniel-okafor');
    // Other specs edit this demo member's profile, so the name is read off the page rather than assumed.
    const heading = maya.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    const name = (await heading.textContent())!.trim();

    const follow = maya.getByRole('button', { name: /Follow(ed)?$/ });
    const wasFollowing = (await follow.getAttribute('aria-pressed')) === 'true';
    await follow.click();
    await expect(maya.getByRole('button', { name: wasFollowing ? /Follow$/ : /Followed$/ })).toHaveAttribute(
      'aria-pressed',
      String(!wasFollowing),
    );
    await maya.getByRole('button', { name: /Follow(ed)?$/ }).click();
    await expect(maya.getByRole('button', { name: wasFollowing ? /Followed$/ : /Follow$/ })).toHaveAttribute(
      'aria-pressed',
      String(wasFollowing),
    );

    await maya.getByRole('button', { name: /Message$/ }).click();
    const dock = maya.getByRole('dialog', { name: 'Chat' });
    await expect(dock.getByRole('link', { name: `${name}, open profile` })).toHaveAttribute('href', '/profile/daniel-okafor');
    const note = `Could we talk about the data science circle? (${Date.now()})`;
    await dock.getByRole('textbox', { name: 'Message' }).fill(note);
    await dock.getByRole('textbox', { name: 'Message' }).press('Enter');
    const log = dock.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText(note);
    await expect(log.getByText('· Sent')).toBeVisible();
  });

  test('a notification for a member appears live and a click opens what it points at', async ({ browser, baseURL }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    const bell = maya.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);

    // Staff's Alex Morgan follows Maya from another browser, once her page's socket has had a moment to open.
    const found = await callAs(baseURL!, ACCOUNTS.staff, 'GET', '/search/?type=user&search=maya-thompson');
    const mayaId = found.data!.find((person) => person.name_slug === 'maya-thompson')!.id;
    await callAs(baseURL!, ACCOUNTS.staff, 'POST', `/unfollow/user/${mayaId}/`);
    await maya.waitForTimeout(2000);
    await callAs(baseURL!, ACCOUNTS.staff, 'POST', `/follow/user/${mayaId}/`);
    await expect(maya.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();

    await maya.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    await maya.getByRole('button', { name: 'Alex Morgan started following you' }).first().click();
    await expect(maya).toHaveURL(/\/profile\/alex-morgan$/);
    await expect(maya.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();

    await maya.goto('/notification');
    await maya.getByRole('button', { name: 'Lumen Robotics invited you to join their organization' }).click();
    await expect(maya).toHaveURL(/\/invitation\/lumen-robotics-welcome$/);
  });
});
