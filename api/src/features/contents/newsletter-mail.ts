import { escapeHtml } from '../../mail/mailbox-page.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PostRow } from './content-writes.ts';

type Newsletter = { post: PostRow; groupName: string; link: string; brand: string };

/**
 * Mails a newsletter to each recipient through the mailer (SMTP, or the stored outbox): its cleaned HTML, its words as
 * the plain-text part, and the link to read it on the site.
 */
export async function mailNewsletter(mailer: Mailer, recipients: string[], { post, groupName, link, brand }: Newsletter) {
  const subject = `${groupName}: ${post.title}`;
  const text = [post.rawText, `Read it on ${brand}:\n${link}`, brand].join('\n\n');
  const html = [
    `<p><strong>${escapeHtml(groupName)}</strong></p>`,
    post.html,
    `<p>Read it on ${escapeHtml(brand)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  for (const to of recipients) await mailer.send({ to, subject, text, html, fromName: brand });
}
