import { api } from '@trellis/platform/api-client';
import { Mailbox, PATHS } from '@trellis/contracts';

/** The newest stored e-mail to `to` (the API's outbox when no SMTP server is configured). */
export async function lastMailTo(to: string) {
  const { data } = Mailbox.parse(await api.get(PATHS.devMailbox));
  const mail = data.filter((message) => message.to === to).sort((a, b) => b.id - a.id)[0];
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}
