import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { requireUser, requireViewer, signedInUser } from '../../auth/request-user.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { startCirclePayment } from './circle-payments.ts';
import { memberDonationsStatement, receivedDonationsStatement } from './donation-history.ts';
import { notAnOrganization, notDonationAdministrator, offerStatement, saveDonationOffer } from './donation-offers.ts';
import { startDonation } from './donations.ts';
import { makeMembershipCard, membershipCardImage } from './membership-cards.ts';
import { requestOrigin, returnUrl } from './return-urls.ts';
import { cancelSubscription, startSubscriptionCheckout, updateSubscription } from './subscription-actions.ts';
import { readSubscriptionRow, subscriptionDetailJson, type SubscriptionRow } from './subscription-detail.ts';

/** Membership billing: the subscription, its checkout and changes, the billing portal, and the provider's events. */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, payments, files }) => {
  const { provider } = payments;
  /** The payment of the member's subscription waiting for card confirmation; the provider is asked only while one does. */
  const pendingOf = (row: SubscriptionRow | null, log: FastifyBaseLogger) => {
    const subscriptionId = row?.subscription.stripeSubscriptionId;
    if (row?.subscription.paymentStatus !== 'pending' || !subscriptionId) return null;
    return provider.pendingPayment(subscriptionId).catch((error: unknown) => {
      // The billing card still shows the pending payment; only the confirmation waits for the provider to answer.
      log.warn({ err: error }, 'reading the pending payment from the provider failed');
      return null;
    });
  };
  const detailOf = async (userId: number, log: FastifyBaseLogger) => {
    const row = await readSubscriptionRow(db, userId);
    return subscriptionDetailJson(row, provider, (await pendingOf(row, log))?.clientSecret ?? null);
  };

  route(app, commerceEndpoints.subscriptionDetail, { onRequest: requireUser }, async (request) =>
    detailOf(signedInUser(request).id, request.log),
  );

  route(app, commerceEndpoints.createSubscription, { onRequest: requireUser }, async (request) => {
    const { body } = request;
    const url = await startSubscriptionCheckout(db, provider, signedInUser(request).id, {
      priceId: body.price_id,
      discountIds: body.discount_ids,
      successUrl: returnUrl(request, 'success_url', body.success_url),
      cancelUrl: returnUrl(request, 'cancel_url', body.cancel_url),
    });
    return { data: new URL(url, `${requestOrigin(request)}/`).toString() };
  });

  route(app, commerceEndpoints.createOneTimePayment, { onRequest: requireUser }, async (request) => {
    const { body } = request;
    const url = await startCirclePayment(db, provider, signedInUser(request).id, {
      groupId: body.group_id,
      successUrl: returnUrl(request, 'success_url', body.success_url),
      cancelUrl: returnUrl(request, 'cancel_url', body.cancel_url),
    });
    return { data: new URL(url, `${requestOrigin(request)}/`).toString() };
  });

  route(app, commerceEndpoints.donate, { onRequest: requireUser }, async (request) => {
    const url = await startDonation(db, provider, signedInUser(request).id, {
      priceId: request.body.price_id,
      successUrl: returnUrl(request, 'success_url', '/payment/success?type=donation'),
      cancelUrl: returnUrl(request, 'cancel_url', '/payment/cancel?type=donation'),
    });
    return { url: new URL(url, `${requestOrigin(request)}/`).toString() };
  });

  route(app, commerceEndpoints.donationOffer, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const [row] = await offerStatement(db).execute({ ...viewerAccess(request), groupId: request.params.id });
    requireViewer(request, row!.viewerId);
    if (!row!.groupType) throw notFound(MESSAGES.groupMembership.groupNotFound);
    if (!row!.administers) throw notDonationAdministrator();
    if (row!.groupType !== 'organization') throw notAnOrganization();
    return { offer: row!.offer };
  });

  route(app, commerceEndpoints.saveDonationOffer, { onRequest: requireUser }, async (request) => ({
    offer: await saveDonationOffer(db, provider, signedInUser(request), request.params.id, request.body),
  }));

  route(app, commerceEndpoints.myDonations, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.donations);
    const [row] = await memberDonationsStatement(db).execute({ ...viewerAccess(request), limit: window.limit, offset: window.offset });
    requireViewer(request, row!.viewerId);
    return pageAnswer(row!.data, row!.count, window);
  });

  route(app, commerceEndpoints.receivedDonations, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.donations);
    const values = { ...viewerAccess(request), groupId: request.params.id, limit: window.limit, offset: window.offset };
    const [row] = await receivedDonationsStatement(db).execute(values);
    requireViewer(request, row!.viewerId);
    if (!row!.groupExists) throw notFound(MESSAGES.groupMembership.groupNotFound);
    if (!row!.administers) throw notDonationAdministrator();
    return pageAnswer(row!.data, row!.count, window);
  });

  route(app, commerceEndpoints.membershipCard, { onRequest: requireUser }, async (request) => {
    const path = await makeMembershipCard(db, signedInUser(request).id, request.headers.host);
    return { data: new URL(path, `${requestOrigin(request)}/`).toString() };
  });

  route(app, commerceEndpoints.membershipCardImage, {}, async (request, reply) => {
    const svg = await membershipCardImage(db, files, request.params.code);
    if (!svg) throw notFound();
    // An image only: its photo is inlined, so it loads nothing, and it never runs as a page of this origin.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(svg);
  });

  route(app, commerceEndpoints.updateSubscription, { onRequest: requireUser }, async (request) => {
    const userId = signedInUser(request).id;
    await updateSubscription(db, provider, userId, request.body);
    return detailOf(userId, request.log);
  });

  route(app, commerceEndpoints.cancelSubscription, { onRequest: requireUser }, async (request) => {
    const userId = signedInUser(request).id;
    await cancelSubscription(db, provider, userId, request.body);
    return detailOf(userId, request.log);
  });

  route(app, commerceEndpoints.customerPortal, { onRequest: requireUser }, async (request) => {
    const row = await readSubscriptionRow(db, signedInUser(request).id);
    const customerId = row?.subscription.customerId;
    if (!customerId) throw new HttpError(400, { non_field_errors: [MESSAGES.membership.noSubscription] });
    // A payment waiting for card confirmation is resolved on the provider's confirmation page, not in the portal.
    const pending = await pendingOf(row, request.log);
    if (pending) return { data: new URL(pending.confirmUrl, `${requestOrigin(request)}/`).toString() };
    const back = returnUrl(request, 'return_url', request.body.return_url ?? '/membership');
    return { data: new URL(await provider.createPortalSession(customerId, back), `${requestOrigin(request)}/`).toString() };
  });

  // The signature is computed over the exact bytes sent, so this route reads its body as text, unparsed.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(webhook, commerceEndpoints.webhook, { config: { signedBody: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature.length > 2048) throw new HttpError(400, { detail: MESSAGES.membership.badSignature });
      await payments.deliver(request.body, signature);
      return { received: true };
    });
  });
};
