import type { MailboxMessage } from '@trellis/contracts';

/** Polls the platform's stored outbox (GET /api/v1/dev/mailbox/) for the newest e-mail to `to` whose text matches. */
export async function waitForMail(baseUrl: string, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const { data } = (await response.json()) as { data: MailboxMessage[] };
      for (const mail of [...data].sort((a, b) => b.id - a.id)) {
        const match = mail.text.match(pattern);
        if (match) return match;
      }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
