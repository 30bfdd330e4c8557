import { createTransport } from 'nodemailer';
import type { Database } from '../db/connection.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { MailSettings } from './mail-settings.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender: the brand of the site the mail is about. */
  fromName: string;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  /** True when mail stays in the stored outbox, which the dev mailbox then shows. */
  readonly storesOutbox: boolean;
  close(): void;
};

/** Through the SMTP server of `smtpUrl`, or into the outbox table when there is none. */
export function createMailer(db: Database, settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    const transport = createTransport(settings.smtpUrl);
    return {
      storesOutbox: false,
      async send(mail) {
        await transport.sendMail({
          from: { name: mail.fromName, address: settings.fromAddress },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    storesOutbox: true,
    async send(mail) {
      await db.insert(outboxMessages).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => {},
  };
}
