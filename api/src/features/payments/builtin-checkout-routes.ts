import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { BUILTIN_CHECKOUT_PATH, BUILTIN_CONFIRMATION_PATH, BUILTIN_PORTAL_PATH } from './builtin-objects.ts';
import { renderCheckoutPage, renderClosedCheckoutPage, renderConfirmationPage, renderPortalPage } from './builtin-checkout-page.ts';

const SessionParam = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const IntentParam = z.object({ id: z.string().regex(/^pi_test_[0-9a-f]{24}$/) });
const ConfirmationForm = z.object({ action: z.enum(['confirm', 'fail']) });
const PortalParam = z.object({ id: z.string().regex(/^bps_test_[0-9a-f]{24}$/) });
const TestClockForm = z.object({ subscription: z.string().regex(/^sub_test_[0-9a-f]{24}$/) });
const CardForm = z.object({
  action: z.enum(['pay', 'cancel']),
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
});

const RENEWAL_CHECK_MS = 60 * 60 * 1000;

/** The page's own policy: its inline styles, and a form posting to this origin, which then redirects to the site. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The built-in checkout's pages, served only when it takes payments: the buyer enters a test card and pays or
 * cancels, then goes back to the page the checkout names.
 */
export const builtinCheckoutPages: FastifyPluginAsyncZod<AppContext> = async (app, { payments }) => {
  const builtin = payments.builtin;
  if (!builtin) return;

  // The built-in provider bills on its own clock, as a provider does: each hour the periods that ended are renewed,
  // changed to a scheduled price, or ended when cancelled.
  let renewals: NodeJS.Timeout | undefined;
  const renew = () => builtin.renewDue().catch((error: unknown) => app.log.warn({ err: error }, 'renewing built-in subscriptions failed'));
  app.addHook('onReady', async () => {
    await renew();
    renewals = setInterval(() => void renew(), RENEWAL_CHECK_MS);
    renewals.unref();
  });
  app.addHook('onClose', async () => clearInterval(renewals));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const page = (reply: FastifyReply, html: string) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      .send(html);

  app.get(`${BUILTIN_CHECKOUT_PATH}:id`, { schema: { hide: true, params: SessionParam } }, async (request, reply) => {
    const session = await builtin.session(request.params.id);
    if (!session) throw notFound();
    return page(reply, session.status === 'open' ? renderCheckoutPage(session) : renderClosedCheckoutPage(session));
  });

  app.post(`${BUILTIN_CHECKOUT_PATH}:id`, { schema: { hide: true, params: SessionParam, body: CardForm } }, async (request, reply) => {
    const session = await builtin.session(request.params.id);
    if (!session) throw notFound();
    if (session.status !== 'open') return page(reply, renderClosedCheckoutPage(session));
    if (request.body.action === 'cancel') return reply.redirect(await builtin.abandon(session), 303);
    const outcome = await builtin.pay(session, request.body);
    if (outcome.paid) return reply.redirect(outcome.redirect, 303);
    if ('closed' in outcome) return page(reply, renderClosedCheckoutPage(outcome.closed));
    return page(reply.code(402), renderCheckoutPage(session, outcome.message, request.body));
  });

  app.get(`${BUILTIN_CONFIRMATION_PATH}:id`, { schema: { hide: true, params: IntentParam } }, async (request, reply) => {
    const found = await builtin.confirmation(request.params.id);
    if (!found) throw notFound();
    const { intent, session } = found;
    return page(reply, intent.status === 'requires_action' ? renderConfirmationPage(intent) : renderClosedCheckoutPage(session));
  });

  app.post(
    `${BUILTIN_CONFIRMATION_PATH}:id`,
    { schema: { hide: true, params: IntentParam, body: ConfirmationForm } },
    async (request, reply) => {
      const found = await builtin.confirmation(request.params.id);
      if (!found) throw notFound();
      const { intent, session } = found;
      if (intent.status !== 'requires_action') return page(reply, renderClosedCheckoutPage(session));
      // A failed confirmation changes nothing: the payment still waits, as a bank's refused step leaves it.
      if (request.body.action === 'fail') return page(reply.code(402), renderConfirmationPage(intent, true));
      const next = await builtin.confirm(intent);
      if (next) return reply.redirect(next, 303);
      return page(reply, renderClosedCheckoutPage((await builtin.session(session.id)) ?? session));
    },
  );

  app.get(`${BUILTIN_PORTAL_PATH}:id`, { schema: { hide: true, params: PortalParam } }, async (request, reply) => {
    const found = await builtin.portal(request.params.id);
    if (!found) throw notFound();
    return page(reply, renderPortalPage(found.subscriptions, found.portal.return_url));
  });

  app.post(`${BUILTIN_PORTAL_PATH}:id`, { schema: { hide: true, params: PortalParam, body: TestClockForm } }, async (request, reply) => {
    const found = await builtin.portal(request.params.id);
    if (!found) throw notFound();
    if (!(await builtin.endPeriodNow(found.portal, request.body.subscription))) throw notFound();
    return reply.redirect(found.portal.return_url, 303);
  });
};
