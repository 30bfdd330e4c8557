/*
 * The test cards the built-in checkout takes, as Stripe's test cards of the same numbers behave, and how it checks
 * the card a buyer typed.
 */

/** The usual test card numbers: these succeed. */
const ACCEPTED_CARDS = new Set(['4242424242424242', '5555555555554444']);
/** As Stripe's test card of that number: it pays at checkout, but later charges of the saved card fail. */
export const LATER_FAILING_CARD = '4000000000000341';
/**
 * As Stripe's test card of that number: every payment waits for the cardholder to confirm it. A subscription paid
 * with it starts incomplete, its payment pending, until the card is confirmed.
 */
export const CONFIRMATION_CARD = '4000002760003184';
/** These are declined, each with the provider's reason. */
const DECLINED_CARDS = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
]);

export type Card = { number: string; expiry: string; cvc: string };

/** A refusal in the provider's words, or null when the card may be charged. */
export function checkCard(card: Card, now = new Date()): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!/^\d{12,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!expiry) return "Your card's expiration date is incomplete.";
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  const declined = DECLINED_CARDS.get(number);
  if (declined) return declined;
  if (!ACCEPTED_CARDS.has(number) && number !== LATER_FAILING_CARD && number !== CONFIRMATION_CARD)
    return 'Use a test card, such as 4242 4242 4242 4242.';
  return null;
}
