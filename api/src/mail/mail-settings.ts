import type { Env } from '../env-schema.ts';

export type MailSettings = {
  /** smtp:// or smtps:// URL with credentials; null keeps mail in the stored outbox. */
  smtpUrl: string | null;
  /** Sender address; the display name is the brand of the site the mail is about. */
  fromAddress: string;
  /**
   * Serve the stored outbox to requests made on this machine. Off unless asked for: anyone who can read the
   * outbox can follow any member's recovery link.
   */
  devMailbox: boolean;
};

/** Mail settings from the checked environment; EnvSchema refuses a production server with no way to deliver mail. */
export function mailSettingsFromEnv(env: Pick<Env, 'TRELLIS_SMTP_URL' | 'TRELLIS_MAIL_FROM' | 'TRELLIS_DEV_MAILBOX'>): MailSettings {
  return {
    smtpUrl: env.TRELLIS_SMTP_URL ?? null,
    fromAddress: env.TRELLIS_MAIL_FROM ?? DEFAULT_MAIL_SETTINGS.fromAddress,
    devMailbox: env.TRELLIS_DEV_MAILBOX,
  };
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = { smtpUrl: null, fromAddress: 'no-reply@localhost', devMailbox: false };
