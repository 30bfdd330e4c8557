/**
 * Leaves the app for a page of the payment provider (a checkout, a card confirmation, the billing portal): a full
 * page load, since the provider's page is not part of the app and comes back to it by its own link.
 */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
