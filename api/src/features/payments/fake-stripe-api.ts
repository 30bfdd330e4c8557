import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: its method, path and form fields as Stripe's client encodes them. */
export type ReceivedRequest = { method: string; path: string; form: Record<string, string> };

type StoredSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] };
  trial_end: number | null;
  cancel_at: number | null;
  canceled_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  discounts: { id: string; coupon: { name: string | null; percent_off: number } }[];
  schedule: string | null;
  latest_invoice: string | null;
};

/** The subscription's latest invoice: open while its payment waits for card confirmation. */
type StoredInvoice = {
  id: string;
  object: 'invoice';
  status: 'open' | 'paid';
  hosted_invoice_url: string;
  confirmation_secret: { client_secret: string; type: 'payment_intent' };
};

/** A subscription schedule: its phases as last sent, in the client's form encoding. */
type StoredSchedule = {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  status: 'active' | 'released';
  current_phase: { start_date: number; end_date: number };
  form: Record<string, string>;
};

type StoredSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  /** Stripe's default: a day after the session was opened. */
  expires_at: number;
  form: Record<string, string>;
};

/**
 * A small stand-in for Stripe's API, for tests of the Stripe provider through the official client: checkout
 * sessions, coupons, subscriptions and portal sessions, kept in memory, and the events Stripe would send for them.
 */
export async function startFakeStripeApi() {
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, StoredSession>();
  const subscriptions = new Map<string, StoredSubscription>();
  const coupons = new Map<string, { name: string | null; percent_off: number }>();
  const schedules = new Map<string, StoredSchedule>();
  const invoices = new Map<string, StoredInvoice>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);
  let clock = 0;

  /** Events are stamped in the order they are made, each after the last, as Stripe's are. */
  function event(type: string, object: object) {
    clock = Math.max(clock + 1, now());
    return { id: nextId('evt'), object: 'event', type, created: clock, livemode: false, data: { object } };
  }

  function answer(response: ServerResponse, status: number, body: object) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  }
  const missing = (response: ServerResponse) =>
    answer(response, 404, { error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' } });

  function handle(request: IncomingMessage, body: Record<string, string>, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    // A GET carries its parameters (such as expand) in the query, as Stripe's client sends them.
    const form = { ...Object.fromEntries(url.searchParams), ...body };
    requests.push({ method: request.method ?? 'GET', path, form });
    const subscriptionId = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)?.[1];
    if (request.method === 'POST' && path === '/v1/coupons') {
      const id = nextId('coupon');
      const coupon = { name: form.name ?? null, percent_off: Number(form.percent_off) };
      coupons.set(id, coupon);
      return answer(response, 200, { id, object: 'coupon', duration: form.duration, ...coupon });
    }
    if (request.method === 'POST' && path === '/v1/prices') {
      const id = nextId('price');
      return answer(response, 200, {
        id,
        object: 'price',
        type: 'one_time',
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        product: nextId('prod'),
      });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const session: StoredSession = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: now() + 24 * 60 * 60,
        form,
      };
      sessions.set(id, session);
      return answer(response, 200, {
        id,
        object: 'checkout.session',
        mode: session.mode,
        url: session.url,
        status: 'open',
        expires_at: session.expires_at,
      });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) return missing(response);
      return answer(response, 200, {
        id: nextId('bps'),
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${form.customer}`,
      });
    }
    const scheduleMatch = /^\/v1\/subscription_schedules(?:\/(\w+))?(\/release)?$/.exec(path);
    if (scheduleMatch) return handleSchedule(request.method ?? 'GET', scheduleMatch[1], Boolean(scheduleMatch[2]), form, response);
    if (subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) return missing(response);
      if (request.method === 'POST') {
        if (form['items[0][price]']) subscription.items.data[0]!.price = { id: form['items[0][price]'] };
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
          subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0]!.current_period_end : null;
        }
      }
      if (request.method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = now();
      }
      const expanded = Object.values(form).includes('latest_invoice.confirmation_secret');
      const invoice = subscription.latest_invoice ? invoices.get(subscription.latest_invoice) : undefined;
      return answer(response, 200, expanded && invoice ? { ...subscription, latest_invoice: invoice } : subscription);
    }
    return answer(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    });
  }

  function handleSchedule(
    method: string,
    id: string | undefined,
    release: boolean,
    form: Record<string, string>,
    response: ServerResponse,
  ) {
    if (method === 'POST' && !id) {
      const subscription = subscriptions.get(form.from_subscription ?? '');
      if (!subscription) return missing(response);
      const end = subscription.items.data[0]!.current_period_end;
      const schedule: StoredSchedule = {
        id: nextId('sub_sched'),
        object: 'subscription_schedule',
        subscription: subscription.id,
        status: 'active',
        current_phase: { start_date: end - 30 * 86400, end_date: end },
        form: {},
      };
      schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      return answer(response, 200, schedule);
    }
    const schedule = schedules.get(id ?? '');
    if (!schedule) return missing(response);
    if (method === 'POST' && release) {
      schedule.status = 'released';
      subscriptions.get(schedule.subscription)!.schedule = null;
    } else if (method === 'POST') {
      schedule.form = form;
    }
    return answer(response, 200, schedule);
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => handle(request, Object.fromEntries(new URLSearchParams(body)), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /**
     * The buyer pays a checkout session: its subscription starts, and the events Stripe sends for it are answered in
     * the order Stripe makes them.
     */
    completeCheckout(sessionId: string, { confirmation = false } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake checkout session ${sessionId}`);
      const customer = session.form.customer ?? nextId('cus');
      if (session.mode === 'payment') {
        return [
          event('checkout.session.completed', {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            customer,
            payment_status: 'paid',
          }),
        ];
      }
      const trialDays = Number(session.form['subscription_data[trial_period_days]'] ?? 0);
      const start = now();
      const couponId = session.form['discounts[0][coupon]'];
      const coupon = couponId ? coupons.get(couponId) : undefined;
      const subscription: StoredSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        items: {
          object: 'list',
          data: [{ id: nextId('si'), price: { id: session.form['line_items[0][price]']! }, current_period_end: start + 30 * 86400 }],
        },
        trial_end: trialDays > 0 ? start + trialDays * 86400 : null,
        cancel_at: null,
        canceled_at: null,
        cancel_at_period_end: false,
        metadata: { user_id: session.form['subscription_data[metadata][user_id]'] ?? '' },
        discounts: coupon ? [{ id: nextId('di'), coupon }] : [],
        schedule: null,
        latest_invoice: nextId('in'),
      };
      subscriptions.set(subscription.id, subscription);
      if (confirmation) {
        // The card asks its holder to confirm the first payment: the subscription starts incomplete and the checkout
        // waits, its invoice open with the secret to confirm it by.
        subscription.status = 'incomplete';
        invoices.set(subscription.latest_invoice!, {
          id: subscription.latest_invoice!,
          object: 'invoice',
          status: 'open',
          hosted_invoice_url: `https://invoice.stripe.test/i/${subscription.latest_invoice}`,
          confirmation_secret: { client_secret: `pi_fake_${subscription.id}_secret_fake`, type: 'payment_intent' },
        });
        return [event('customer.subscription.created', structuredClone(subscription))];
      }
      return [
        event('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: session.mode,
          customer,
          subscription: subscription.id,
        }),
        event('customer.subscription.created', structuredClone(subscription)),
      ];
    },
    /**
     * The cardholder confirms the first payment of an incomplete subscription: its invoice is paid, the checkout
     * completes and the subscription runs; answers the events Stripe sends for it, in its order.
     */
    confirmPayment(subscriptionId: string, sessionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      invoices.get(subscription.latest_invoice!)!.status = 'paid';
      subscription.status = 'active';
      return [
        event('checkout.session.completed', {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          customer: subscription.customer,
          subscription: subscription.id,
          payment_status: 'paid',
        }),
        event('customer.subscription.updated', structuredClone(subscription)),
      ];
    },
    /**
     * A checkout session left unpaid closes: the event Stripe sends when it expires, stamped at the end of its
     * lifetime, or at `at` for one closed before then. The time is the event's own, so later events keep their order.
     */
    expireCheckout(sessionId: string, at?: number) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake checkout session ${sessionId}`);
      const object = {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: 'expired',
        payment_status: 'unpaid',
        expires_at: session.expires_at,
      };
      return {
        id: nextId('evt'),
        object: 'event',
        type: 'checkout.session.expired',
        created: at ?? session.expires_at,
        livemode: false,
        data: { object },
      };
    },
    /**
     * The subscription's period ends: the next phase of an active schedule starts (its price, the schedule still
     * attached for that phase), or the same price renews; answers the event Stripe sends for it.
     */
    endPeriod(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = subscription.items.data[0]!;
      const schedule = subscription.schedule ? schedules.get(subscription.schedule) : undefined;
      const nextPrice = schedule?.status === 'active' ? schedule.form['phases[1][items][0][price]'] : undefined;
      if (nextPrice) item.price = { id: nextPrice };
      item.current_period_end += 30 * 86400;
      subscription.status = 'active';
      return event('customer.subscription.updated', structuredClone(subscription));
    },
    schedules,
    /** The event Stripe sends after a subscription changed, as it now stands. */
    subscriptionEvent(type: 'customer.subscription.updated' | 'customer.subscription.deleted', subscriptionId: string) {
      return event(type, structuredClone(subscriptions.get(subscriptionId)!));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
