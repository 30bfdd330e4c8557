import type { ImportedProfile } from '@trellis/contracts';

type Period = { start_date: string | null; end_date: string | null };
type Entry = ImportedProfile['work'][number];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_-]+\/?/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WHEN = String.raw`(?:[A-Za-z]{3,9}\.?\s+)?\d{4}`;
const RANGE = new RegExp(String.raw`\(?\s*(${WHEN})\s*(?:-|–|—|to)\s*(${WHEN}|present|current|now)\s*\)?`, 'i');

const SECTIONS = {
  skills: /^(?:technical\s+|core\s+|key\s+)?skills(?:\s+(?:and|&)\s+\w+)?$/i,
  work: /^(?:work\s+|professional\s+|employment\s+)?(?:experience|employment|work history)$/i,
  education: /^education(?:\s+(?:and|&)\s+training)?$/i,
} satisfies Record<string, RegExp>;
type Section = keyof typeof SECTIONS | 'other';

/** No resume line is longer; a longer one is cut, so that no pattern below ever runs on an unbounded string. */
const MAX_LINE = 300;
/** More lines than any resume has; the rest of a longer text is not read. */
const MAX_LINES = 2000;

/** "Mar 2021" -> "2021-03", "2019" -> "2019-01", "Present" -> null: a resume gives months, as the profile shows them. */
function toDate(text: string): string | null {
  const year = /\d{4}/.exec(text)?.[0];
  if (!year) return null;
  const month = MONTHS.indexOf(text.trim().slice(0, 3).toLowerCase());
  return `${year}-${String(month >= 0 ? month + 1 : 1).padStart(2, '0')}`;
}

function periodOf(line: string): (Period & { rest: string }) | null {
  const match = RANGE.exec(line);
  if (!match) return null;
  return {
    start_date: toDate(match[1]!),
    end_date: toDate(match[2]!),
    rest: (line.slice(0, match.index) + line.slice(match.index + match[0].length)).trim(),
  };
}

/** "Engineer at Acme", "Engineer, Acme", "Engineer | Acme" or "Engineer - Acme" -> title and organization. */
function splitTitle(text: string): { title: string; group: string } {
  const cleaned = text.replace(/[,|–—-]\s*$/, '').trim();
  const parts = cleaned.split(/\s+at\s+|\s*[,|]\s*|\s+[–—-]\s+/i).filter(Boolean);
  return { title: parts[0] ?? cleaned, group: parts.slice(1).join(', ') };
}

function entriesOf(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  for (const [index, line] of lines.entries()) {
    const period = periodOf(line);
    if (!period) continue;
    // A date line on its own belongs to the heading line above it.
    const heading = period.rest || lines[index - 1] || '';
    const { title, group } = splitTitle(heading);
    if (title) entries.push({ title, group, start_date: period.start_date, end_date: period.end_date });
  }
  return entries;
}

function skillsOf(lines: string[]): string[] {
  const names = lines
    .flatMap((line) => line.split(/[,;•·|]|\s{2,}/))
    .map((name) => name.replace(/^[-*\s]+/, '').trim())
    .filter((name) => name.length > 0 && name.length <= 60);
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
}

function nameOf(lines: string[]): { first_name?: string; last_name?: string } {
  const line = lines.find((text) => !EMAIL.test(text) && !LINKEDIN.test(text) && !/\d/.test(text));
  const words = line?.split(/\s+/) ?? [];
  if (words.length < 2 || words.length > 4 || !words.every((word) => /^[\p{L}'.-]+$/u.test(word))) return {};
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1)! };
}

/**
 * Reads what a resume says about its owner: name (the first line that looks like one),
 * e-mail, professional-network link, the Skills list, and dated lines under Experience and Education.
 */
export function parseResume(text: string): ImportedProfile {
  const lines = text
    .split(/\r?\n/, MAX_LINES)
    .map((line) => line.trim().slice(0, MAX_LINE))
    .filter(Boolean);
  const bySection: Record<Section, string[]> = { skills: [], work: [], education: [], other: [] };
  let section: Section = 'other';
  for (const line of lines) {
    const header = line.replace(/:$/, '').trim();
    const found = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).find((key) => SECTIONS[key].test(header));
    if (found) section = found;
    else bySection[section].push(line);
  }
  const intro = bySection.other;
  const firstMatch = (pattern: RegExp) => lines.map((line) => pattern.exec(line)?.[0]).find(Boolean);
  const email = firstMatch(EMAIL);
  const linkedin = firstMatch(LINKEDIN);
  const work = entriesOf(bySection.work);
  return {
    ...nameOf(intro.slice(0, 3)),
    ...(email ? { email } : {}),
    ...(linkedin ? { social_linkedin: linkedin.startsWith('http') ? linkedin : `https://${linkedin}` } : {}),
    ...(work[0] ? { title: work[0].title } : {}),
    skills: skillsOf(bySection.skills),
    work,
    education: entriesOf(bySection.education),
  };
}
