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

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  const settings = {
    smtpUrl: env.TRELLIS_SMTP_URL || null,
    fromAddress: env.TRELLIS_MAIL_FROM || 'no-reply@localhost',
    devMailbox: env.TRELLIS_DEV_MAILBOX === '1',
  };
  // A production server with no way to deliver mail would keep every recovery link in a table and tell nobody.
  if (env.NODE_ENV === 'production' && !settings.smtpUrl && !settings.devMailbox) {
    throw new Error(
      'TRELLIS_SMTP_URL is not set: a production server (NODE_ENV=production) must send mail through SMTP. ' +
        'Set TRELLIS_SMTP_URL, or TRELLIS_DEV_MAILBOX=1 to keep mail in an outbox readable from this machine only.',
    );
  }
  return settings;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = { smtpUrl: null, fromAddress: 'no-reply@localhost', devMailbox: false };
