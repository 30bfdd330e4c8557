import { call } from '@trellis/platform/api-client';
import { devEndpoints } from '@trellis/contracts/endpoints';

/** The newest stored e-mail to `to` (the API's outbox when no SMTP server is configured). */
export async function lastMailTo(to: string) {
  const { data } = await call(devEndpoints.mailbox, { query: { to } });
  const mail = data.filter((message) => message.to === to).sort((a, b) => b.id - a.id)[0];
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}
