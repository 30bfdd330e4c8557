import type { MailboxMessage } from '@trellis/contracts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Escapes the text, then turns the http(s) addresses in it into links (the escaping already made them attribute-safe). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The stored outbox as one readable page: newest first, links in the bodies clickable. */
export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages.map(
    (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(message.to)}">${escapeHtml(message.to)}</a> · ${escapeHtml(message.created_at)}</p>
  <pre>${linkify(message.text)}</pre>
</article>`,
  );
  const heading = to ? `Mail to ${escapeHtml(to)} <a href="?">(all)</a>` : 'All mail';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
article { border: 1px solid #ddd; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #666; }
pre { white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<h1>${heading}</h1>
<p>Mail the server would have sent; it keeps it here because no SMTP server is configured.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>
`;
}
