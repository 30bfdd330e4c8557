export type MailSettings = {
  /** smtp:// or smtps:// URL with credentials; null keeps mail in the stored outbox. */
  smtpUrl: string | null;
  /** Sender address; the display name is the brand of the site the mail is about. */
  fromAddress: string;
};

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  return { smtpUrl: env.TRELLIS_SMTP_URL || null, fromAddress: env.TRELLIS_MAIL_FROM || 'no-reply@localhost' };
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = { smtpUrl: null, fromAddress: 'no-reply@localhost' };
