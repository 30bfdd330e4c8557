import { endpoint, endpointGroup } from './endpoint.ts';

export const commerceEndpoints = endpointGroup('commerce', {
  plans: endpoint({
    method: 'GET',
    path: '/subscription-plans/',
    summary: 'Membership plans with their monthly and yearly prices, and the discounts a member may declare',
    schemas: (c) => ({ answer: c.SubscriptionPlanList }),
  }),
  subscriptionDetail: endpoint({
    method: 'GET',
    path: '/subscription-detail/',
    summary: "The member's subscription as billed: status, price, trial, renewal and cancel dates, coupon",
    schemas: (c) => ({ answer: c.SubscriptionDetail }),
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/payment/create-subscription/',
    summary: 'Starts a checkout for a plan price; answers the checkout address',
    schemas: (c) => ({ body: c.CreateSubscriptionBody, answer: c.PaymentRedirect }),
  }),
  createOneTimePayment: endpoint({
    method: 'POST',
    path: '/payment/create-one-time-payment/',
    summary: "Starts a checkout for the member's payment of a paid circle or event, priced by the server; answers its address",
    schemas: (c) => ({ body: c.CreateOneTimePaymentBody, answer: c.PaymentRedirect }),
  }),
  updateSubscription: endpoint({
    method: 'POST',
    path: '/payment/update-subscription/',
    summary: 'Changes the plan or billing period of the running subscription, or renews a cancelled one',
    schemas: (c) => ({ body: c.ChangeSubscriptionBody, answer: c.SubscriptionDetail }),
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/payment/cancel-subscription/',
    summary: 'Cancels the subscription at the end of its period, with a reason',
    schemas: (c) => ({ body: c.ChangeSubscriptionBody, answer: c.SubscriptionDetail }),
  }),
  customerPortal: endpoint({
    method: 'POST',
    path: '/payment/create-customer-portal-session/',
    summary: "Opens the provider's billing portal for the member's cards and invoices; answers its address",
    schemas: (c) => ({ body: c.CustomerPortalBody, answer: c.PaymentRedirect }),
  }),
  donate: endpoint({
    method: 'POST',
    path: '/donate/',
    summary: "Starts a checkout for an organization's donation, named by its price id; answers the checkout address",
    schemas: (c) => ({ body: c.CommerceDonateBody, answer: c.CommerceDonationRedirect }),
  }),
  donationOffer: endpoint({
    method: 'GET',
    path: '/groups/:id/donation/',
    summary: "The organization's donation offer, on or off, for its administrators; null before one was set",
    schemas: (c) => ({ params: c.IdParam, answer: c.DonationOfferAnswer }),
  }),
  saveDonationOffer: endpoint({
    method: 'PUT',
    path: '/groups/:id/donation/',
    summary: "Sets the organization's donation offer (name, description, amount in dollars, on or off); administrators only",
    schemas: (c) => ({ params: c.IdParam, body: c.DonationOfferBody, answer: c.DonationOfferAnswer }),
  }),
  myDonations: endpoint({
    method: 'GET',
    path: '/donations/',
    summary: "The signed-in member's own donations, newest first, 10 a page",
    schemas: (c) => ({ query: c.DonationPageQuery, answer: c.MemberDonationList }),
  }),
  receivedDonations: endpoint({
    method: 'GET',
    path: '/groups/:id/donations/',
    summary: 'The donations made to an organization, newest first, 10 a page; its administrators only',
    schemas: (c) => ({ params: c.IdParam, query: c.DonationPageQuery, answer: c.ReceivedDonationList }),
  }),
  membershipCard: endpoint({
    method: 'POST',
    path: '/membership-card/',
    summary: "Makes the member's membership card, when their plan grants one; answers the address of its image",
    schemas: (c) => ({ answer: c.CommerceMembershipCard }),
  }),
  membershipCardImage: endpoint({
    method: 'GET',
    path: '/membership-card/:code/',
    summary: 'A membership card as an image, by its verification code, while its holder still holds the plan',
    kind: 'download',
    schemas: (c) => ({ params: c.CommerceMembershipCardParams, answer: c.NoContent }),
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/payment/webhook/',
    summary: "The payment provider's events, verified by signature and applied once per event id",
    schemas: (c) => ({ body: c.PaymentWebhookBody, answer: c.PaymentWebhookAnswer }),
  }),
});
