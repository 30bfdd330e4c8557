import { escapeHtml } from '../../mail/mailbox-page.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';
import type { PostRow } from './content-writes.ts';

type Newsletter = { post: PostRow; groupName: string; link: string; brand: string };

/**
 * A newsletter's mail to each recipient: its cleaned HTML, its words as the plain-text part, and the link to read it
 * on the site. Each is keyed by the post and the address, so it is queued once whatever happens.
 */
export function newsletterMails(recipients: string[], { post, groupName, link, brand }: Newsletter): QueuedMail[] {
  const subject = `${groupName}: ${post.title}`;
  const text = [post.rawText, `Read it on ${brand}:\n${link}`, brand].join('\n\n');
  const html = [
    `<p><strong>${escapeHtml(groupName)}</strong></p>`,
    post.html,
    `<p>Read it on ${escapeHtml(brand)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  return recipients.map((to) => ({ key: `newsletter:${post.id}:${to}`, to, subject, text, html, fromName: brand }));
}
