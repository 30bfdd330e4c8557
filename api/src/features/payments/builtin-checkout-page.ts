import { MESSAGES } from '@trellis/contracts/messages';
import { escapeHtml } from '../../mail/mailbox-page.ts';
import type { BuiltinCheckoutSession, BuiltinPaymentIntent, BuiltinPortalSubscription } from './builtin-objects.ts';

/** Cents as dollars to two decimals, the way a receipt prints them. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The amount charged per period: the unit amount less the coupon's percent, to the cent. */
export function chargedCents(line: BuiltinCheckoutSession['line']): number {
  return Math.round((line.unit_amount * (100 - (line.coupon?.percent_off ?? 0))) / 100);
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2329; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 10px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
@media (max-width: 480px) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
.note { background: #fff7e6; border: 1px solid #ffd591; border-radius: 6px; padding: .5rem .75rem; font-size: .9rem; }
.error { background: #fff1f0; border: 1px solid #ffa39e; color: #a8071a; border-radius: 6px; padding: .5rem .75rem; }
.amount { font-size: 1.75rem; font-weight: 600; }
label { display: block; margin-top: .75rem; font-weight: 500; }
input { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem .6rem; border: 1px solid #c9cdd4; border-radius: 6px; }
input:focus, button:focus { outline: 3px solid #91caff; outline-offset: 1px; }
.row { display: flex; gap: .75rem; } .row > div { flex: 1; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #c9cdd4; background: #fff; cursor: pointer; }
button.pay { background: #1668dc; border-color: #1668dc; color: #fff; flex: 1; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The page of an open checkout: what is bought and for how much, a card form, Pay and Cancel. */
export function renderCheckoutPage(
  session: BuiltinCheckoutSession,
  refusal: string | null = null,
  entered = { number: '', expiry: '' },
): string {
  const { line } = session;
  const per = line.interval ? ` <small>/ ${line.interval}</small>` : '';
  const trial = line.trial_days > 0 && line.interval ? `<p>${line.trial_days}-day free trial, then billed every ${line.interval}.</p>` : '';
  const title = session.mode === 'subscription' ? `${line.plan_name} membership` : line.plan_name;
  const coupon = line.coupon
    ? `<p>${escapeHtml(line.coupon.name)}: ${line.coupon.percent_off}% off <s>${dollars(line.unit_amount)}</s></p>`
    : '';
  const error = refusal
    ? `<div class="error" role="alert"><strong>${escapeHtml(MESSAGES.membership.couldNotVerifyCard)}</strong><br>${escapeHtml(refusal)}</div>`
    : '';
  return layout(
    `Pay for ${title}`,
    `<h1>${escapeHtml(title)}</h1>
<p class="amount">${dollars(chargedCents(line))}${per}</p>
${coupon}${trial}
<p class="note">Test mode: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a declined card, 4000 0027 6000 3184 to confirm the payment with your bank.</p>
${error}
<form method="post" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required value="${escapeHtml(entered.number)}"${refusal ? ' aria-invalid="true"' : ''}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required value="${escapeHtml(entered.expiry)}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${dollars(chargedCents(line))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** A checkout already paid, cancelled or past its lifetime: nothing more to do here but go back. */
export function renderClosedCheckoutPage(session: BuiltinCheckoutSession): string {
  const paid = session.status === 'complete';
  const target = paid ? session.success_url : session.cancel_url;
  const ranOut = !paid && session.expires_at !== undefined && (session.closed_at ?? 0) >= session.expires_at;
  return layout(
    paid ? 'Checkout complete' : 'Checkout closed',
    `<h1>${paid ? 'This checkout is paid.' : ranOut ? 'This checkout has expired.' : 'This checkout was cancelled.'}</h1>
<p><a href="${escapeHtml(target)}">Back to the site</a></p>`,
  );
}

/**
 * The card confirmation step, as a bank shows it: the payment waiting, Confirm payment and Fail confirmation (the
 * two outcomes a test card can have). A failed confirmation says so in the provider's words and can be tried again.
 */
export function renderConfirmationPage(intent: BuiltinPaymentIntent, failed = false): string {
  const error = failed
    ? `<div class="error" role="alert"><strong>${escapeHtml(MESSAGES.membership.couldNotVerifyCard)}</strong><br>The payment was not confirmed. Try again or use another card.</div>`
    : '';
  return layout(
    'Confirm your card',
    `<h1>Confirm your card</h1>
<p>Your bank asks you to confirm this payment for ${escapeHtml(intent.description)}.</p>
<p class="amount">${dollars(intent.amount)}</p>
<p class="note">Test mode: no real card is charged. Confirm the payment, or fail the confirmation to see what the member sees.</p>
${error}
<form method="post">
<div class="actions">
<button class="pay" type="submit" name="action" value="confirm">Confirm payment</button>
<button type="submit" name="action" value="fail">Fail confirmation</button>
</div>
</form>`,
  );
}

const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(seconds * 1000));

/**
 * The built-in billing portal: the member's running test subscriptions, each with the test clock that ends its
 * period now (to see a renewal, or a failed one, without waiting for it), and the way back to the site.
 */
export function renderPortalPage(subscriptions: BuiltinPortalSubscription[], returnUrl: string): string {
  const rows = subscriptions.length
    ? subscriptions
        .map(
          (subscription) => `<form method="post">
<p><strong>${dollars(subscription.amount)}</strong> / ${subscription.interval} · ${escapeHtml(subscription.status)}<br>The current period ends on ${day(subscription.current_period_end)}.</p>
<div class="actions"><button type="submit" name="subscription" value="${escapeHtml(subscription.id)}">End this period now</button></div>
</form>`,
        )
        .join('\n')
    : '<p>No running subscription.</p>';
  return layout(
    'Billing',
    `<h1>Billing</h1>
<p class="note">Test mode: the test clock ends a period as if its time had come. The renewal is charged to the saved card, and a card that fails later charges leaves the payment past due.</p>
${rows}
<p><a href="${escapeHtml(returnUrl)}">Back to the site</a></p>`,
  );
}
