import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { Identity, NotificationList, TokenPair } from '@trellis/contracts';
import { authEndpoints, identityEndpoints, notificationEndpoints, type AnswerOf } from '@trellis/contracts/endpoints';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AnswerMismatchError } from './answerChecks.ts';
import { call, urlOf } from './call.ts';
import { setApiOrigin } from './client.ts';
import type { ApiError } from './errors.ts';
import { fieldErrors } from './errors.ts';

const PASSWORD = 'Trellis!2026';

/** A server that answers every call with the same JSON, whatever the contract says. */
async function serverAnswering(answer: unknown) {
  const server: Server = createServer((_request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('calls derived from the declared endpoints', () => {
  describe('against the real API', () => {
    beforeEach(() => connectApiServer(inject('apiUrl')));
    afterEach(() => signOut());

    it('fills in the path and the query, and answers what the contract says', async () => {
      await signInAs('member@trellis.test', PASSWORD);
      const identity = await call(identityEndpoints.identity);
      expect(identity.profile.email).toBe('member@trellis.test');
      const page = await call(notificationEndpoints.list, { query: { page: 1, page_size: 2 } });
      expect(page.pagination.page_size).toBe(2);
      const failure = await call(notificationEndpoints.read, { params: { id: 2_000_000, type: 'invitation' } }).catch((e: unknown) => e);
      expect((failure as ApiError).status).toBe(404);
    });

    it('sends the body and keeps the server’s field errors', async () => {
      const failure = await call(authEndpoints.token, { body: { email: 'not-an-email', password: '' } }).catch((e: unknown) => e);
      expect(fieldErrors(failure)).toEqual({ email: 'Invalid email address', password: 'Please enter a password' });
    });
  });

  describe('an answer that breaks its contract', () => {
    afterEach(() => setApiOrigin(undefined));

    it('fails the call with the endpoint and the field that differ', async () => {
      const server = await serverAnswering({ unread_notifications_count: 'three' });
      try {
        const failure = await call(notificationEndpoints.readAll).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(AnswerMismatchError);
        expect((failure as Error).message).toBe(
          'The answer of POST /notification/read-all/ does not match its contract: unread_notifications_count: Invalid input: expected number, received string',
        );
      } finally {
        await server.close();
      }
    });

    it('passes an answer that keeps it', async () => {
      const server = await serverAnswering({ access: 'a', refresh: 'r' });
      try {
        await expect(call(authEndpoints.tokenRefresh, { body: { refresh: 'r' } })).resolves.toEqual({ access: 'a', refresh: 'r' });
      } finally {
        await server.close();
      }
    });
  });

  it('types each call by its contract', () => {
    expectTypeOf<AnswerOf<typeof identityEndpoints.identity>>().toEqualTypeOf<Identity>();
    expectTypeOf<AnswerOf<typeof notificationEndpoints.list>>().toEqualTypeOf<NotificationList>();
    expectTypeOf(call<typeof authEndpoints.token>).returns.resolves.toEqualTypeOf<TokenPair>();
    expect(urlOf(notificationEndpoints.read, { params: { id: 7, type: 'a b' } })).toBe('/notification/7/a%20b/');
    expect(urlOf(notificationEndpoints.list, { query: { page: 2, page_size: undefined } })).toBe('/notification/?page=2');

    // Each of these is a call the contract refuses, so it fails type-checking.
    const refused = () => {
      // @ts-expect-error the path parameters are required
      void call(notificationEndpoints.read);
      // @ts-expect-error an id is a number
      void call(notificationEndpoints.read, { params: { id: 'seven', type: 'invitation' } });
      // @ts-expect-error the sign-in body has no user name
      void call(authEndpoints.token, { body: { username: 'member', password: 'x' } });
      // @ts-expect-error the identity takes no body
      void call(identityEndpoints.identity, { body: {} });
      // @ts-expect-error the notification list has no such query
      void call(notificationEndpoints.list, { query: { sort: 'oldest' } });
    };
    expect(refused).toBeTypeOf('function');
  });
});
