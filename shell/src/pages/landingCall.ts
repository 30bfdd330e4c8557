/** Screens that exist to bring in someone who is not a member yet. */
const JOINING_PATHS = ['/signup', '/login', '/register'];
const JOINING_WORDS = /\b(join|sign ?up|sign ?in|register|become a)\b/i;

/**
 * Whether the landing page's call to action asks the reader to join or sign in: its link opens a joining screen, or
 * its words say so. A member is already past that call, so their home leaves it out.
 */
export function invitesToJoin(cta: { cta_text: string; cta_url: string }): boolean {
  const path = (URL.parse(cta.cta_url, 'http://site.invalid')?.pathname ?? '').replace(/\/+$/, '');
  return JOINING_PATHS.includes(path) || JOINING_WORDS.test(cta.cta_text);
}
