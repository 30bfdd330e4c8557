import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PREFIX, PATHS, SocketTicket, TokenPair, type MailboxMessage } from '@trellis/contracts';
import { buildApp } from '../app.ts';
import { defaultServerConfig, type ServerConfig } from '../config.ts';
import { DEFAULT_MAIL_SETTINGS } from '../mail/mail-settings.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import type { DatabaseConnection } from '../db/connection.ts';
import { IDENTITY_CHANGES_CHANNEL } from '../features/identity/identity-cache.ts';
import { createMember, type NewMember } from './factory.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Suites follow e-mailed codes and links through the outbox, which a server serves only when asked to. */
export const READABLE_OUTBOX = { ...DEFAULT_MAIL_SETTINGS, devMailbox: true };

/** Limits high enough that a suite signing in dozens of times from one address is never throttled. */
export const RELAXED_LOGIN_LIMITS: ServerConfig['loginRateLimit'] = { perIp: 100_000, perEmail: 100_000, windowMs: 60_000 };

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** Signs a demo account in through POST /token/. */
  signIn(email: string): Promise<TokenPair>;
  /** A ticket that opens one events socket for the session of this access token. */
  socketTicket(access: string): Promise<string>;
  /** Authorization header of a demo account; one session per account and file, since signing in costs a password hash. */
  authHeader(email: string): Promise<{ authorization: string }>;
  /**
   * A new account set up like a demo account (member@trellis.test unless `like` names another), signed in: for a test
   * that changes the member, so that no other test reads what it changed.
   */
  newMember(options?: { like?: string }): Promise<NewMember & { headers: { authorization: string } }>;
  /**
   * `app.inject` that remembers a 500 and its body, so that `close` fails the suite on a crash no assertion looked at.
   * A read of GET /identity/ first waits until the app has heard every identity change committed so far: a change
   * made outside the reader's own requests (a billing run, a provider's event, another user) reaches the kept answers
   * through a database notification, a few milliseconds later, and a test reads what a user would read after them.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A JSON POST to an API path, through `inject`. */
  post(path: string, payload: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** What the development mailbox holds for an address, latest first, through `inject`. */
  mailTo(to: string): Promise<MailboxMessage[]>;
  /** Closes the app, then rejects with their bodies if any answer to `inject` was a 500. */
  close(): Promise<void>;
};

export const api = (path: string) => `${API_PREFIX}${path}`;

const crashReport = (response: LightMyRequestResponse) =>
  `${response.raw.req.method} ${response.raw.req.url} answered 500: ${response.body.slice(0, 2000)}`;

/**
 * `app.inject` for an app a test builds itself: a 500 throws at once with its body, since a crash is never an answer
 * a test is after, unless the test is about the 500 itself and says so with `crashExpected`.
 */
export async function injectInto(
  app: FastifyInstance,
  options: InjectOptions,
  { crashExpected = false }: { crashExpected?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  if (response.statusCode === 500 && !crashExpected) throw new Error(crashReport(response));
  return response;
}

/**
 * The app's connection, with every payload the app hears on the identity channel recorded before the app acts on it.
 * A marker notified now is heard after every change already committed, since notifications arrive in commit order on
 * the connection the app listens on; once the marker is recorded, the app has dropped every answer those changes touched.
 */
export function withIdentityChangesHeard(connection: DatabaseConnection) {
  const heard = new Set<string>();
  let markers = 0;
  const listen: DatabaseConnection['listen'] = (channel, onPayload, onListening) =>
    connection.listen(
      channel,
      (payload) => {
        if (channel === IDENTITY_CHANGES_CHANNEL) heard.add(payload);
        onPayload(payload);
      },
      onListening,
    );
  /** Resolves once the marker is heard; a marker names no user (a negative id), so it drops no kept answer. */
  async function changesHeard() {
    const marker = String(-++markers);
    await connection.db.execute(sql`select pg_notify(${IDENTITY_CHANGES_CHANNEL}, ${marker})`);
    for (let waited = 0; !heard.delete(marker); waited += 5) {
      if (waited > 5000) throw new Error('The app did not hear an identity change within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return { connection: { ...connection, listen }, changesHeard };
}

const isIdentityRead = (options: InjectOptions) =>
  (options.method ?? 'GET') === 'GET' && String(options.url).split('?')[0] === api(PATHS.identity);

/** One app on one seeded database, shared by the tests of a file. */
export async function createTestApp(config: Partial<ServerConfig> = {}, database?: TestDatabase): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const identityChanges = withIdentityChangesHeard(db.connection);
  const app = await buildApp({
    db: identityChanges.connection,
    config: defaultServerConfig({ loginRateLimit: RELAXED_LOGIN_LIMITS, mail: READABLE_OUTBOX, uploadsDir: db.uploadsDir, ...config }),
  });
  await app.ready();

  async function signIn(email: string) {
    const response = await app.inject({ method: 'POST', url: api(PATHS.token), payload: { email, password: DEMO_PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`Could not sign in ${email}: ${response.statusCode} ${response.body}`);
    return TokenPair.parse(response.json());
  }

  async function socketTicket(access: string) {
    const response = await app.inject({ method: 'POST', url: api(PATHS.socketTicket), headers: { authorization: `Bearer ${access}` } });
    if (response.statusCode !== 200) throw new Error(`No socket ticket: ${response.statusCode} ${response.body}`);
    return SocketTicket.parse(response.json()).ticket;
  }

  const sessions = new Map<string, Promise<TokenPair>>();
  async function authHeader(email: string) {
    if (!sessions.has(email)) sessions.set(email, signIn(email));
    return { authorization: `Bearer ${(await sessions.get(email)!).access}` };
  }

  const crashes: string[] = [];
  async function inject(options: InjectOptions) {
    if (isIdentityRead(options)) await identityChanges.changesHeard();
    const response = await app.inject(options);
    if (response.statusCode === 500) crashes.push(crashReport(response));
    return response;
  }
  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: api(path), payload, headers });
  const mailTo = async (to: string): Promise<MailboxMessage[]> =>
    (await inject({ url: api(`${PATHS.devMailbox}?to=${encodeURIComponent(to)}`) })).json().data;

  return {
    app,
    database: db,
    signIn,
    socketTicket,
    authHeader,
    async newMember(options) {
      const member = await createMember(db.connection.db, options);
      return { ...member, headers: await authHeader(member.email) };
    },
    inject,
    post,
    mailTo,
    async close() {
      await app.close();
      if (!database) await db.close();
      if (crashes.length) throw new Error(crashes.join('\n'));
    },
  };
}
