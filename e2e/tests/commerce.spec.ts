import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signInPage, tokensFor } from '../support/accounts.ts';
import { memberPage } from '../support/chat.ts';
import { completeCareerProfile, signUpMember } from '../support/members.ts';

/** A free demo member no other spec signs in as, so that this spec may change their plan. */
const BUYER = 'hannah.schmidt@example.org';

/** Back on the free tier: a run retried after its upgrade starts where the first began. */
async function endAnyRunningSubscription(baseURL: string) {
  const { access } = await tokensFor(baseURL, BUYER);
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const detail = (await (await fetch(`${baseURL}/api/v1/subscription-detail/`, { headers })).json()) as { status: string | null };
  if (detail.status && detail.status !== 'canceled') {
    await fetch(`${baseURL}/api/v1/payment/cancel-subscription/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cancellation_reason: 'Starting the spec again', cancel_at_period_end: false }),
    });
  }
}

async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_\w+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A member of the test's own, signed in on the page: what it buys and changes touches no demo account. */
async function freshMemberOn(page: Page, baseURL: string, firstName: string, lastName: string) {
  const email = await signUpMember(baseURL, firstName, lastName);
  await completeCareerProfile(baseURL, email);
  await signInPage(page, baseURL, email);
}

/** A demo member accepted into a paid circle whose payment is due, and its leader; no other spec signs in as them. */
const CIRCLE_MEMBER = 'sofia.rossi@example.org';
const CIRCLE_LEADER = 'leader@trellis.test';
const PAID_CIRCLE = 'ai-foundations-for-career-changers';

/** The circle's payment due again: a run retried after paying starts where the first began. */
async function circlePaymentDue(baseURL: string) {
  const member = { authorization: `Bearer ${(await tokensFor(baseURL, CIRCLE_MEMBER)).access}` };
  const circle = (await (await fetch(`${baseURL}/api/v1/groups/slug/${PAID_CIRCLE}/`, { headers: member })).json()) as {
    id: number;
    payment_status: string | null;
  };
  if (circle.payment_status !== 'confirmed') return;
  const { id: user } = (await (await fetch(`${baseURL}/api/v1/identity/`, { headers: member })).json()) as { id: number };
  const leader = `Bearer ${(await tokensFor(baseURL, CIRCLE_LEADER)).access}`;
  await fetch(`${baseURL}/api/v1/payment-confirmation/`, {
    method: 'POST',
    headers: { authorization: leader, 'content-type': 'application/json' },
    body: JSON.stringify({ group: circle.id, user, action: 'reject' }),
  });
}

test.describe('membership payments', () => {
  test('a free member is declined, upgrades yearly with a test card, cancels with a reason and renews', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await endAnyRunningSubscription(baseURL!);
    await signInPage(page, baseURL!, BUYER);

    await page.goto('/membership');
    await expect(page.getByRole('heading', { name: 'Membership Plans: Choose a plan that fits your needs' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();

    // A declined card: the checkout says so, and leaving it keeps the free tier.
    await page.getByRole('button', { name: 'Upgrade to Explorer' }).click();
    await expect(page.getByRole('heading', { name: 'Explorer membership' })).toBeVisible();
    await expect(page.getByText('$90.00 / year')).toBeVisible();
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('Could not verify your card');
    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment\/cancel\?type=subscription$/);
    await expect(page.getByText('Payment Canceled')).toBeVisible();
    await page.getByRole('link', { name: 'Back to membership plans' }).click();
    await expect(page.getByRole('heading', { name: 'Membership Plans: Choose a plan that fits your needs' })).toBeVisible();
    await expect(page.getByText('You are on the Free plan.', { exact: false })).toBeVisible();

    // A good card: the new tier shows at once, with chat, and the upgrade banner is gone.
    await page.getByRole('button', { name: 'Upgrade to Explorer' }).click();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment\/success\?type=subscription$/);
    await expect(page.getByText('Payment Success')).toBeVisible();
    await expect(page.getByText('You are now on the Explorer plan.')).toBeVisible();
    await expect(page.getByText('You are on the Free plan.', { exact: false })).toBeHidden();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.goto('/membership');
    await expect(page.getByRole('heading', { name: 'Active Membership' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Other Membership Plans' })).toBeVisible();
    const billing = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Explorer · Tier 1' }) });
    await expect(billing).toContainText('$90.00 / year');
    await expect(billing).toContainText(/Renews on \w+ \d+, \d{4}/);

    // Cancel asks for a reason, then ends the membership at the end of the period; Renew takes it back.
    await billing.getByRole('button', { name: 'Manage Membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Membership' });
    await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
    await expect(dialog.getByText('Specify the reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Taking a break from courses');
    await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
    await expect(page.getByText(/^Your membership ends on \w+ \d+, \d{4}\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(billing).toContainText(/Cancels on \w+ \d+, \d{4}/);

    await billing.getByRole('button', { name: 'Renew' }).click();
    await expect(page.getByText('Your membership is renewed.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(billing).toContainText(/Renews on \w+ \d+, \d{4}/);
    await expect(billing.getByRole('button', { name: 'Manage Membership' })).toBeVisible();
  });

  test('a member downgrades with the reason it asks for, and the billing card shows the change waiting for the period end', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await freshMemberOn(page, baseURL!, 'Dana', 'Whitfield');
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByText('You are now on the Professional plan.')).toBeVisible();

    await page.goto('/membership');
    const billing = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Professional · Tier 2' }) });
    await expect(billing).toContainText(/Renews on \w+ \d+, \d{4}/);
    await page.getByRole('button', { name: 'Downgrade to Explorer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Explorer' });
    await dialog.getByRole('button', { name: 'Downgrade' }).click();
    await expect(dialog.getByText('Specify the reason')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Fewer circles this year');
    await dialog.getByRole('button', { name: 'Downgrade' }).click();
    await expect(page.getByText(/^Your plan changes to Explorer on \w+ \d+, \d{4}\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(billing).toContainText(/Changes to Explorer \(\$90\.00 \/ year\) on \w+ \d+, \d{4}/);
    await expect(billing).toContainText('You keep Professional until then.');
    await expect(billing.getByRole('button', { name: 'Keep Professional' })).toBeVisible();
  });

  test('a payment pending card confirmation shows on the banner and the billing card, and confirming the card clears it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await freshMemberOn(page, baseURL!, 'Rui', 'Tavares');
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Upgrade to Explorer' }).click();
    // Stripe's test card that asks its holder to confirm every payment: the member leaves before confirming.
    await payWith(page, '4000 0027 6000 3184');
    await expect(page).toHaveURL(/\/checkout\/test\/confirm\/pi_test_\w+$/);
    await expect(page.getByRole('heading', { name: 'Confirm your card' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByText('Your payment is pending.')).toBeVisible();
    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/membership`);
    const billing = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Explorer · Tier 1' }) });
    await expect(billing).toContainText('Your payment is pending.');
    await billing.getByRole('button', { name: 'Resolve Now' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm your card' })).toBeVisible();
    await page.getByRole('button', { name: 'Fail confirmation' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not verify your card');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?type=subscription$/);
    await expect(page.getByText('You are now on the Explorer plan.')).toBeVisible();

    await page.goto('/membership');
    await expect(billing).toContainText(/Renews on \w+ \d+, \d{4}/);
    await expect(billing).not.toContainText('Your payment is pending.');
    await expect(page.getByText('Your payment is pending.')).toBeHidden();
  });

  test('a renewal the saved card cannot pay goes past due, shows the Past Due badge, and paying it with the test card clears it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await freshMemberOn(page, baseURL!, 'Noor', 'Haddad');
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Upgrade to Explorer' }).click();
    // Stripe's test card that pays at checkout and fails every later charge.
    await payWith(page, '4000 0000 0000 0341');
    await expect(page.getByText('You are now on the Explorer plan.')).toBeVisible();

    // The built-in billing's test clock ends the paid period now: the renewal charge fails.
    await page.goto('/membership');
    const billing = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Explorer · Tier 1' }) });
    await billing.getByRole('button', { name: 'Test billing' }).click();
    await page.getByRole('button', { name: 'End this period now' }).click();
    await expect(page).toHaveURL(`${baseURL}/membership`);
    await expect(billing.getByText('Past Due')).toBeVisible();
    await expect(billing).toContainText('Your last payment failed.');

    await billing.getByRole('button', { name: 'Resolve Now' }).click();
    await expect(page.getByRole('heading', { name: /Overdue membership payment/ })).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(`${baseURL}/membership`);
    await expect(billing).toContainText(/Renews on \w+ \d+, \d{4}/);
    await expect(billing.getByText('Past Due')).toBeHidden();
    await expect(billing).not.toContainText('Your last payment failed.');
  });

  test('an accepted member of a paid circle pays its discounted price and the circle shows the payment confirmed', async ({
    page,
    baseURL,
  }) => {
    await circlePaymentDue(baseURL!);
    await signInPage(page, baseURL!, CIRCLE_MEMBER);
    await page.goto(`/circle/${PAID_CIRCLE}`);
    await expect(page.getByText('Payment pending')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // $149 less the circle's 20 percent, priced by the server.
    await expect(page.getByRole('heading', { name: 'AI Foundations for Career Changers' })).toBeVisible();
    await expect(page.getByText('$119.20', { exact: true })).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?type=payment&group=${PAID_CIRCLE}$`));
    await expect(page.getByText('Payment Success')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Circle' }).click();
    await expect(page).toHaveURL(`${baseURL}/circle/${PAID_CIRCLE}`);
    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeHidden();
  });

  test("a visitor signs in from an organization's donation card, donates its amount and sees 'Donation Complete'", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/org/harbor-city-community-foundation');
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Support the Harbor City Mentorship Fund' }) });
    await expect(card).toContainText('$25.00');
    await card.getByRole('link', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Forg%2Fharbor-city-community-foundation%2Fdonate$/);
    await page.getByLabel('Email').fill(BUYER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${baseURL}/org/harbor-city-community-foundation/donate`);

    await card.getByRole('button', { name: 'Donate' }).click();
    await expect(page.getByRole('heading', { name: 'Support the Harbor City Mentorship Fund' })).toBeVisible();
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment\/success\?type=donation$/);
    await expect(page.getByText('Donation Complete')).toBeVisible();
    await expect(page.getByText('Thank you for your donation.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('an administrator changes the donation amount, a member donates it with the test card and finds it in their history', async ({
    browser,
    baseURL,
  }) => {
    const organization = { slug: 'trellis-career-network', name: 'Trellis Career Network' };
    const title = `Sponsor a mentoring hour ${Date.now()}`;
    const cents = 1000 + Math.floor(Math.random() * 9000);
    const amount = `$${(cents / 100).toFixed(2)}`;

    const admin = await memberPage(browser, baseURL!, ACCOUNTS.admin);
    try {
      await admin.goto(`/org/${organization.slug}/admin`);
      const settings = admin.getByRole('region', { name: 'Donation settings' });
      await settings.getByLabel('Title').fill(title);
      await settings.getByLabel('Amount (USD)').fill((cents / 100).toFixed(2));
      await settings.getByRole('checkbox', { name: /Take donations/ }).check();
      await settings.getByRole('button', { name: 'Save donation settings' }).click();
      await expect(admin.getByText('Successfully updated information')).toBeVisible();
      await expect(admin.getByRole('tab', { name: 'Donate' })).toBeVisible();

      const member = await memberPage(browser, baseURL!, BUYER);
      await member.goto(`/org/${organization.slug}`);
      await expect(member.getByRole('heading', { name: title })).toBeVisible();
      await expect(member.getByLabel(`Donation amount ${amount}`)).toBeVisible();
      await member.getByRole('button', { name: 'Donate', exact: true }).click();
      await expect(member.getByText(amount, { exact: true })).toBeVisible();
      await payWith(member, '4242 4242 4242 4242');
      await expect(member.getByText('Donation Complete')).toBeVisible();

      await member.getByRole('link', { name: 'See your donations' }).click();
      await expect(member).toHaveURL(`${baseURL}/payment/donations`);
      const row = member
        .getByRole('row')
        .filter({ has: member.getByRole('link', { name: organization.name }) })
        .filter({ hasText: amount });
      await expect(row).toContainText('Completed');
      await member.context().close();
    } finally {
      // The demo organization takes no donations in the other specs.
      await admin.goto(`/org/${organization.slug}/admin`);
      const settings = admin.getByRole('region', { name: 'Donation settings' });
      await settings.getByRole('checkbox', { name: /Take donations/ }).uncheck();
      await settings.getByRole('button', { name: 'Save donation settings' }).click();
      await expect(admin.getByRole('tab', { name: 'Donate' })).toBeHidden();
      await admin.context().close();
    }
  });
});
