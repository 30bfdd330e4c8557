import { z } from 'zod';
import type { GoogleClassroomRole } from '@trellis/contracts';
import type { ClassroomSettings } from './classroom-settings.ts';

/** Classroom refused, answered something unusable, or did not answer within the sync's time. */
export class ClassroomFailed extends Error {}

/** A published course work material, reduced to what a resource shows. */
export type ClassroomMaterial = {
  id: string;
  title: string;
  description: string;
  /** The material's own page in Classroom. */
  link: string | null;
  attachments: { title: string; url: string }[];
};

/** A student or teacher of the course; Classroom shows the address only to an account allowed to see it. */
export type ClassroomPerson = { email: string | null; name: string };

export type Page<T> = { items: T[]; truncated: boolean };

export type ClassroomApi = {
  materials(courseId: string, limit: number): Promise<Page<ClassroomMaterial>>;
  people(courseId: string, role: GoogleClassroomRole, limit: number): Promise<Page<ClassroomPerson>>;
};

/** The page size Classroom is asked for; it may answer fewer. */
const PAGE_SIZE = 100;
/** Pages one list reads at most, so a server answering empty pages with a next token cannot keep a sync going. */
const MAX_PAGES = 20;
/** A new access token is fetched this long before the old one expires. */
const EXPIRY_MARGIN_MS = 60_000;

const TokenAnswer = z.object({ access_token: z.string().min(1).max(4096), expires_in: z.coerce.number().positive().max(86_400) });

const Titled = z.object({ title: z.string().max(2000).optional(), alternateLink: z.string().max(2000).optional() });
const MaterialAttachment = z.object({
  driveFile: z.object({ driveFile: Titled.optional() }).optional(),
  youtubeVideo: Titled.optional(),
  link: z.object({ url: z.string().max(2000), title: z.string().max(2000).optional() }).optional(),
  form: z.object({ formUrl: z.string().max(2000), title: z.string().max(2000).optional() }).optional(),
});
const MaterialsAnswer = z.object({
  courseWorkMaterial: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        title: z.string().max(2000).optional(),
        description: z.string().max(30_000).optional(),
        alternateLink: z.string().max(2000).optional(),
        state: z.string().max(40).optional(),
        materials: z.array(MaterialAttachment).max(100).optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().max(2000).optional(),
});
const Person = z.object({
  profile: z
    .object({
      emailAddress: z.string().max(320).optional(),
      name: z.object({ fullName: z.string().max(300).optional() }).optional(),
    })
    .optional(),
});
const PeopleAnswers = {
  students: z.object({ students: z.array(Person).optional(), nextPageToken: z.string().max(2000).optional() }),
  teachers: z.object({ teachers: z.array(Person).optional(), nextPageToken: z.string().max(2000).optional() }),
};

/** Only web addresses become links; anything else Classroom holds is left out. */
const webAddress = (value: string | undefined) => (value && /^https?:\/\/\S+$/.test(value) ? value : null);

function attachmentOf(entry: z.infer<typeof MaterialAttachment>): { title: string; url: string } | null {
  const drive = entry.driveFile?.driveFile;
  const candidates = [
    drive && { title: drive.title, url: drive.alternateLink },
    entry.youtubeVideo && { title: entry.youtubeVideo.title, url: entry.youtubeVideo.alternateLink },
    entry.link && { title: entry.link.title, url: entry.link.url },
    entry.form && { title: entry.form.title, url: entry.form.formUrl },
  ];
  for (const candidate of candidates) {
    const url = webAddress(candidate?.url);
    if (candidate && url) return { title: candidate.title?.trim() || url, url };
  }
  return null;
}

/**
 * The Classroom REST API (v1) read with an OAuth refresh token: the token is exchanged for an access token, kept until
 * a minute before it expires. Every call of one sync shares one deadline (`timeoutMs`), so a slow or silent Classroom
 * costs a member at most that long.
 */
export function classroomApi(settings: ClassroomSettings): ClassroomApi {
  let cached: { token: string; expiresAt: number } | null = null;

  async function getJson(url: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal });
    } catch (error) {
      throw new ClassroomFailed(signal.aborted ? `no answer within ${settings.timeoutMs} ms` : `unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) throw new ClassroomFailed(`${new URL(url).pathname} answered ${response.status}`);
    return body;
  }

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: settings.refreshToken,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    const answer = TokenAnswer.safeParse(
      await getJson(settings.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, signal),
    );
    if (!answer.success) throw new ClassroomFailed('the token server answered no access token');
    cached = { token: answer.data.access_token, expiresAt: Date.now() + answer.data.expires_in * 1000 - EXPIRY_MARGIN_MS };
    return cached.token;
  }

  /** Reads pages of one list until `limit` items, the last page, MAX_PAGES or the deadline. */
  async function list<T, A>(
    path: string,
    schema: z.ZodType<A>,
    itemsOf: (answer: A) => T[],
    nextOf: (answer: A) => string | undefined,
    limit: number,
    extra: Record<string, string> = {},
  ): Promise<Page<T>> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const token = await accessToken(signal);
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ pageSize: String(Math.min(PAGE_SIZE, limit - items.length + 1)), ...extra });
      if (pageToken) query.set('pageToken', pageToken);
      const raw = await getJson(`${settings.apiUrl}${path}?${query}`, { headers: { authorization: `Bearer ${token}` } }, signal);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new ClassroomFailed(`${path} answered an unexpected shape`);
      items.push(...itemsOf(parsed.data));
      pageToken = nextOf(parsed.data);
      // One item past the limit tells a truncated course from one of exactly `limit` items.
      if (items.length > limit) return { items: items.slice(0, limit), truncated: true };
      if (!pageToken) return { items, truncated: false };
    }
    return { items, truncated: true };
  }

  const course = (courseId: string) => `/v1/courses/${encodeURIComponent(courseId)}`;

  return {
    materials: (courseId, limit) =>
      list(
        `${course(courseId)}/courseWorkMaterials`,
        MaterialsAnswer,
        (answer) =>
          (answer.courseWorkMaterial ?? [])
            .filter((material) => (material.state ?? 'PUBLISHED') === 'PUBLISHED')
            .map((material) => ({
              id: material.id,
              title: material.title?.trim() || 'Classroom material',
              description: material.description?.trim() ?? '',
              link: webAddress(material.alternateLink),
              attachments: (material.materials ?? []).map(attachmentOf).filter((entry) => entry !== null),
            })),
        (answer) => answer.nextPageToken,
        limit,
        { courseWorkMaterialStates: 'PUBLISHED' },
      ),
    people: (courseId, role, limit) =>
      list(
        `${course(courseId)}/${role}`,
        PeopleAnswers[role] as z.ZodType<{
          students?: z.infer<typeof Person>[];
          teachers?: z.infer<typeof Person>[];
          nextPageToken?: string;
        }>,
        (answer) =>
          (answer[role] ?? []).map((person) => ({
            email: person.profile?.emailAddress?.trim().toLowerCase() || null,
            name: person.profile?.name?.fullName?.trim() ?? '',
          })),
        (answer) => answer.nextPageToken,
        limit,
      ),
  };
}
