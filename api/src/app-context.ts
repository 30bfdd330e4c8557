import type { AccessTokens } from './auth/access-tokens.ts';
import type { RefreshTokens } from './auth/refresh-tokens.ts';
import type { Sessions } from './auth/sessions.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/connection.ts';
import type { FileGrants } from './features/uploads/file-grants.ts';
import type { IdentityAnswerCache } from './features/identity/identity-read.ts';
import type { FileStore } from './features/uploads/file-store.ts';
import type { Notify } from './features/notifications/notify.ts';
import type { Payments } from './features/payments/payments.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What feature plugins receive from buildApp. */
export type AppContext = {
  db: Database;
  config: ServerConfig;
  access: AccessTokens;
  refresh: RefreshTokens;
  /** Sign-ins and sign-outs: every way a session starts or ends goes through here. */
  sessions: Sessions;
  realtime: Realtime;
  /** SMTP when configured, otherwise the stored outbox. */
  mailer: Mailer;
  /** Mail to many people, sent by a loop in this process after the request answered. */
  mailQueue: MailQueue;
  /** Stores a notification for a user and pushes it live. */
  notify: Notify;
  /** The payment provider, and the handler of its events. */
  payments: Payments;
  /** Uploaded files: the uploads folder, or a bucket when one is configured. */
  files: FileStore;
  /** Signed grants on the addresses of files checked on every download (premium resources' files). */
  fileGrants: FileGrants;
  /** GET /identity/ answers kept in memory until the database notifies a change to what they were built from. */
  identityCache: IdentityAnswerCache;
};
