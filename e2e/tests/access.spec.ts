import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';

const NEW_PASSWORD = 'Lantern-Orchard-42';
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signUp(page: Page, email: string) {
  await page.goto('/signup?next=/usecases');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('access: sign-up, codes, passwords and guards', () => {
  test('a new member signs up, verifies the e-mailed code, signs out, and recovers the password', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const email = `e2e-${Date.now()}@example.com`;

    await signUp(page, email);
    await expect(
      page.getByText('Successful registration. We have sent an OTP to your email for verification. Please check your email.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verify-otp\?next=%2Fusecases$/);

    const [, code] = await waitForMail(baseURL!, email, /verification code is (\d{6})/);
    const verify = page.getByRole('button', { name: 'Verify' });
    await page.getByLabel('OTP Input 1').click();
    await page.keyboard.type(code!.slice(0, 5));
    await expect(verify).toBeDisabled();
    await page.keyboard.type(code!.slice(5));
    await verify.click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();
    // A new member has no career information yet: after verification the layout sends them on to the
    // registration wizard instead of next.
    await expect(page).toHaveURL(`${baseURL}/registration`);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, 'not-the-password');
    await expect(page.getByText('There is an error while processing your request')).toBeVisible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(page.getByText('Please check your email for recovery instructions.')).toBeVisible();

    const [link] = await waitForMail(baseURL!, email, /https?:\/\/\S+\/reset-password\/\S+/);
    await page.goto(new URL(link!).pathname);
    const renewed = `${NEW_PASSWORD}-renewed`;
    await page.getByLabel('New password', { exact: true }).fill(renewed);
    await page.getByLabel('Confirm password').fill(renewed);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(`${baseURL}/login`);

    // The spent link says so, with the way to a new one instead of the form.
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { name: 'This password reset link has already been used' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.goto('/login');

    await signIn(page, email, renewed);
    await expect(page).toHaveURL(`${baseURL}/registration`);
  });

  test('a signed-out visitor on a members-only page goes to /login with next', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login\?next=%2Ffavorites$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('public pages stay open to signed-out visitors', async ({ page }) => {
    await page.goto('/usecases');
    await expect(page.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();
    expect(pathOf(page)).toBe('/usecases');
    await page.goto('/terms-and-conditions');
    await expect(page.getByText('take 2 to 3 weeks')).toBeVisible();
  });

  test('an unverified member is sent to the code screen with next', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.unverified);
    await page.goto('/events');
    await expect(page).toHaveURL(/\/verify-otp\?next=%2Fevents$/);
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  test('a member whose default membership is pending sees /pending', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.pending);
    await page.goto('/events');
    await expect(page).toHaveURL(`${baseURL}/pending`);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a member is turned away from the admin view and from /signup', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.member);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByText("The admin dashboard is only for your organization's administrators")).toBeVisible();
    await page.goto('/signup?next=/events');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('the access cards have room on a desktop screen: headings and buttons on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, heading, button] of [
      ['/login', 'Login', 'Login'],
      ['/forgot-password', 'Forgot password', 'Send recovery link'],
    ] as const) {
      await page.goto(path);
      const title = page.getByRole('heading', { name: heading, level: 2 });
      await expect(title).toBeVisible();
      const card = (await page.locator('.tl-card').first().boundingBox())!;
      expect(card.width).toBeGreaterThanOrEqual(400);
      // One line of a level-2 heading is well under 60 pixels tall; a word broken over two lines is not.
      expect((await title.boundingBox())!.height).toBeLessThan(60);
      expect((await page.getByRole('button', { name: button }).boundingBox())!.height).toBeLessThan(50);
    }
  });

  test("tokens in an address sign nobody in, so a link cannot swap in someone else's session", async ({ page, baseURL }) => {
    const { access, refresh } = await tokensFor(baseURL!, ACCOUNTS.member);
    await page.goto(`/usecases?accessToken=${access}&refreshToken=${refresh}&page=1`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.localStorage.getItem('trellis-session') ?? '')).not.toContain(access);
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  });
});
