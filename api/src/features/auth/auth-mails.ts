import { escapeHtml } from '../../mail/mailbox-page.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

export type MailParagraph = { text: string; link?: string };

/** Plain text and a simple HTML rendering of the same paragraphs, signed with the site's brand. */
export function compose(to: string, brand: string, subject: string, paragraphs: MailParagraph[]): OutgoingMail {
  const text = [...paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)), `${brand}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) =>
      p.link ? `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>` : `<p>${escapeHtml(p.text)}</p>`,
    ),
    `<p>${escapeHtml(brand)}</p>`,
  ].join('\n');
  return { to, subject, text, html, fromName: brand };
}

export const registrationMail = (to: string, brand: string, code: string, link: string) =>
  compose(to, brand, `Your ${brand} verification code: ${code}`, [
    { text: `Welcome to ${brand}. Your verification code is ${code}. It expires in 10 minutes.` },
    { text: 'You can also confirm your e-mail address by opening this link:', link },
    { text: 'If you did not sign up, ignore this e-mail.' },
  ]);

export const codeMail = (to: string, brand: string, code: string) =>
  compose(to, brand, `Your ${brand} verification code: ${code}`, [
    { text: `Your verification code is ${code}. It expires in 10 minutes.` },
    { text: 'If you did not ask for it, ignore this e-mail.' },
  ]);

export const passwordResetMail = (to: string, brand: string, link: string) =>
  compose(to, brand, `Reset your ${brand} password`, [
    { text: 'Someone asked to reset the password of your account. To choose a new one, open this link within an hour:', link },
    { text: 'If it was not you, ignore this e-mail; your password stays as it is.' },
  ]);
