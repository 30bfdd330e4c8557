import { expect, test } from '@playwright/test';
import { GROUP_CONTACT_MESSAGES, PROGRAM_FORM_MESSAGES } from '@trellis/contracts';
import { ACCOUNTS } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';
import { waitForMail } from '../support/mailbox.ts';

test.describe('groups', () => {
  test('an organization’s admin edits it from its page, and the page shows what was saved', async ({ browser, baseURL }) => {
    const description = `Community clinics and hospitals training health workers, now with data fellowships (${Date.now()}).`;
    const daniel = await memberPage(browser, baseURL!, ACCOUNTS.leader);
    await daniel.goto('/org/northbridge-health-alliance');
    await daniel.getByRole('button', { name: 'Edit' }).click();
    await expect(daniel).toHaveURL(/\/org\/northbridge-health-alliance\/edit$/);
    await expect(daniel.getByRole('heading', { name: 'Edit Northbridge Health Alliance' })).toBeVisible();
    await expect(daniel.getByRole('button', { name: /(Upload|Change) cover image$/ })).toBeVisible();

    const field = daniel.getByRole('textbox', { name: 'Description' });
    await field.fill('');
    await daniel.getByRole('button', { name: 'Save changes' }).click();
    await expect(daniel.getByText(PROGRAM_FORM_MESSAGES.required)).toBeVisible();
    await field.fill(description);
    await daniel.getByRole('button', { name: 'Save changes' }).click();

    await expect(daniel).toHaveURL(/\/org\/northbridge-health-alliance$/);
    await expect(daniel.getByText(PROGRAM_FORM_MESSAGES.updated)).toBeVisible();
    await expect(daniel.getByText(description)).toBeVisible();
  });

  test('a member writes to a circle’s organizers and the leader gets the e-mail', async ({ browser, baseURL }) => {
    const question = `Is there a recording of the first session? (${Date.now()})`;
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await maya.goto('/circle/ai-foundations-for-career-changers');
    await maya.getByRole('button', { name: 'Contact' }).click();
    const form = maya.getByRole('dialog', { name: 'Contact the organizers of AI Foundations for Career Changers' });
    await form.getByRole('textbox', { name: 'Subject' }).fill('Missed the first session');
    await form.getByRole('textbox', { name: 'Message' }).fill(question);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(maya.getByText(GROUP_CONTACT_MESSAGES.sent)).toBeVisible();
    await expect(form).toBeHidden();

    const literally = (text: string) => text.replace(/[.()?]/g, '\\$&');
    // The mail names the sender's address, for the organizers to reply to.
    await waitForMail(
      baseURL!,
      ACCOUNTS.leader,
      new RegExp(`${literally(ACCOUNTS.member)}\\) wrote to the organizers[\\s\\S]*${literally(question)}`),
    );
  });

  test('a member subscribes to a private calendar feed of their circles and events, then turns it off', async ({ browser, baseURL }) => {
    const maya = await memberPage(browser, baseURL!, ACCOUNTS.member);
    await maya.goto('/events');
    await maya.getByRole('button', { name: 'Calendar feed' }).click();
    const dialog = maya.getByRole('dialog', { name: 'Your calendar feed' });
    await dialog.getByRole('button', { name: 'Create my feed address' }).click();
    const address = await dialog.getByRole('textbox', { name: 'Feed address' }).inputValue();
    expect(address).toMatch(/\/api\/v1\/calendar-feed\/[\w-]{43}\/$/);
    await expect(dialog.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', /^webcal:/);

    // A calendar app fetches the address alone, with no session.
    const feed = `${baseURL}${new URL(address).pathname}`;
    const subscribed = await fetch(feed);
    expect(subscribed.status).toBe(200);
    expect(subscribed.headers.get('content-type')).toContain('text/calendar');
    expect(await subscribed.text()).toContain('SUMMARY:First-Gen Professionals');

    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await maya.getByRole('button', { name: 'Turn off' }).last().click();
    await expect(dialog.getByRole('button', { name: 'Create my feed address' })).toBeVisible();
    expect((await fetch(feed)).status).toBe(404);
  });
});
