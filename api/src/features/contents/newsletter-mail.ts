import { escapeHtml } from '../../mail/mailbox-page.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';
import type { PostRow } from './content-writes.ts';

/** A file of the newsletter as the mail lists it: its name and the address it downloads from. */
export type MailedFile = { name: string; url: string };

type Newsletter = { post: PostRow; groupName: string; link: string; brand: string; files: MailedFile[] };

/** The files as links rather than attachments, so a mail to every member stays small whatever the post carries. */
function fileParts(files: MailedFile[]) {
  if (!files.length) return { text: [], html: [] };
  return {
    text: [`Files:\n${files.map((file) => `- ${file.name}: ${file.url}`).join('\n')}`],
    html: [
      `<p>Files:</p>\n<ul>${files.map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></li>`).join('')}</ul>`,
    ],
  };
}

/**
 * A newsletter's mail to each recipient: its cleaned HTML, its words as the plain-text part, links to its files, and
 * the link to read it on the site. Each is keyed by the post and the address, so it is queued once whatever happens.
 */
export function newsletterMails(recipients: string[], { post, groupName, link, brand, files }: Newsletter): QueuedMail[] {
  const subject = `${groupName}: ${post.title}`;
  const attached = fileParts(files);
  const text = [post.rawText, ...attached.text, `Read it on ${brand}:\n${link}`, brand].join('\n\n');
  const html = [
    `<p><strong>${escapeHtml(groupName)}</strong></p>`,
    post.html,
    ...attached.html,
    `<p>Read it on ${escapeHtml(brand)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  return recipients.map((to) => ({ key: `newsletter:${post.id}:${to}`, to, subject, text, html, fromName: brand }));
}
