import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, GOOGLE_CLASSROOM_MESSAGES, PATHS } from '@trellis/contracts';
import { googleClassroomEndpoints, moderationEndpoints } from '@trellis/contracts/endpoints';
import { groups, invitations, memberships, resources } from '../../db/schema/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../../db/seed/demo-groups.ts';
import { addMembership, createMember } from '../../test-support/factory.ts';
import { fakeService, type FakeAnswer } from '../../test-support/fake-service.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { classroomApi } from './classroom-api.ts';
import type { ClassroomSettings } from './classroom-settings.ts';

const text = GOOGLE_CLASSROOM_MESSAGES;
const MATERIALS = googleClassroomEndpoints.materials.path;
const syncUsersPath = (id: number) => googleClassroomEndpoints.syncUsers.path.replace(':id', String(id));
const accessPath = (id: number) => googleClassroomEndpoints.access.path.replace(':id', String(id));

const TOKEN = 'ya29.classroom-test';
const person = (email: string | null, fullName: string) => ({
  profile: { id: fullName, name: { fullName }, ...(email ? { emailAddress: email } : {}) },
});
const authorized = (headers: Record<string, unknown>, answer: FakeAnswer): FakeAnswer =>
  headers.authorization === `Bearer ${TOKEN}` ? answer : { status: 401, json: { error: { code: 401 } } };

describe('Google Classroom sync', () => {
  let t: TestApp;
  let classroom: Awaited<ReturnType<typeof fakeService>>;
  let settings: ClassroomSettings;
  let organizationId: number;
  /** Addresses the fake course lists; set per test before a sync. */
  let students: ReturnType<typeof person>[] = [];
  let teachers: ReturnType<typeof person>[] = [];

  beforeAll(async () => {
    classroom = await fakeService({
      '/token': ({ body }) =>
        new URLSearchParams(body).get('refresh_token') === 'good-refresh' && new URLSearchParams(body).get('client_secret') === 'cs'
          ? { json: { access_token: TOKEN, expires_in: 3600, token_type: 'Bearer' } }
          : { status: 400, json: { error: 'invalid_grant' } },
      '/v1/courses/C1/courseWorkMaterials': ({ url, headers }) =>
        authorized(
          headers,
          url.searchParams.get('pageToken') === 'second'
            ? {
                json: {
                  courseWorkMaterial: [
                    {
                      id: 'm3',
                      title: 'Week 2 reading',
                      state: 'PUBLISHED',
                      materials: [{ link: { url: 'https://example.org/week-2', title: 'Article' } }],
                    },
                  ],
                },
              }
            : {
                json: {
                  courseWorkMaterial: [
                    {
                      id: 'm1',
                      title: 'Course syllabus',
                      description: 'What we cover.',
                      alternateLink: 'https://classroom.google.com/c/C1/m/m1',
                      state: 'PUBLISHED',
                      materials: [
                        {
                          driveFile: {
                            driveFile: { id: 'd1', title: 'Syllabus.pdf', alternateLink: 'https://drive.google.com/file/d/d1' },
                          },
                        },
                        { youtubeVideo: { id: 'y1', title: 'Welcome', alternateLink: 'https://www.youtube.com/watch?v=y1' } },
                      ],
                    },
                    { id: 'm2', title: 'Unfinished draft', state: 'DRAFT' },
                  ],
                  nextPageToken: 'second',
                },
              },
        ),
      '/v1/courses/C1/students': ({ headers }) => authorized(headers, { json: { students } }),
      '/v1/courses/C1/teachers': ({ headers }) => authorized(headers, { json: { teachers } }),
      '/v1/courses/BROKEN/courseWorkMaterials': () => ({ status: 500, json: { error: { message: 'backend error' } } }),
      '/v1/courses/BROKEN/students': () => ({ json: { students: 'not a list' } }),
      '/v1/courses/SLOW/courseWorkMaterials': () => new Promise<FakeAnswer>(() => {}),
      '/v1/courses/BIG/students': ({ url }) => {
        const page = Number(url.searchParams.get('pageToken') ?? 0);
        return {
          json: {
            students: Array.from({ length: 3 }, (_, index) => person(`big${page * 3 + index}@example.org`, `Big ${page * 3 + index}`)),
            nextPageToken: String(page + 1),
          },
        };
      },
      '/v1/courses/ENDLESS/students': () => ({ json: { students: [], nextPageToken: 'again' } }),
    });
    settings = {
      apiUrl: classroom.base,
      tokenUrl: `${classroom.base}/token`,
      clientId: 'classroom-client',
      clientSecret: 'cs',
      refreshToken: 'good-refresh',
      timeoutMs: 1500,
    };
    t = await createTestApp({ googleClassroom: settings });
    const [organization] = await t.database.connection.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.nameSlug, DEFAULT_ORGANIZATION_SLUG));
    organizationId = organization!.id;
  });
  afterAll(async () => {
    await t.close();
    await classroom.close();
  });

  const db = () => t.database.connection.db;
  let circles = 0;
  /** A new circle of the default organization naming `course`, led by a new certified leader. */
  async function newCircle({
    course = 'C1' as string | null,
    parent = null as number | null,
    groupType = 'circle' as 'circle' | 'event',
  } = {}) {
    circles += 1;
    const slug = `classroom-circle-${circles}-${Date.now()}`;
    const [circle] = await db()
      .insert(groups)
      .values({
        name: `Classroom circle ${circles}`,
        nameSlug: slug,
        groupType,
        parentGroupId: parent ?? organizationId,
        rootGroupId: organizationId,
        googleClassroomId: course,
      })
      .returning({ id: groups.id });
    const leader = await t.newMember({ like: 'leader@trellis.test' });
    await addMembership(db(), { userId: leader.id, groupId: circle!.id, role: 'leader' });
    return { id: circle!.id, slug, leader };
  }
  const syncMaterials = async (headers: Record<string, string>, group: number) => {
    const response = await t.post(MATERIALS, { group }, headers);
    return { status: response.statusCode, body: response.json() };
  };
  const syncUsers = async (headers: Record<string, string>, group: number, role: string) => {
    const response = await t.post(syncUsersPath(group), { role }, headers);
    return { status: response.statusCode, body: response.json() };
  };
  const membershipOf = async (userId: number, groupId: number) =>
    (
      await db()
        .select({ role: memberships.role, status: memberships.status })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.groupId, groupId)))
    )[0] ?? null;

  describe('materials', () => {
    it("loads the course's published materials as the circle's private resources, once", async () => {
      const circle = await newCircle();
      const first = await syncMaterials(circle.leader.headers, circle.id);
      expect(first).toEqual({
        status: 200,
        body: { message: text.materialsSynced(2), added: 2, already_synced: 0, truncated: false },
      });
      const saved = await db().select().from(resources).where(eq(resources.groupId, circle.id)).orderBy(resources.id);
      expect(saved.map((resource) => resource.title)).toEqual(['Course syllabus', 'Week 2 reading']);
      expect(saved[0]).toMatchObject({
        source: 'https://classroom.google.com/c/C1/m/m1',
        securityLevel: 20,
        createdById: circle.leader.id,
        content:
          'What we cover.\nAttachments:\nSyllabus.pdf: https://drive.google.com/file/d/d1\nWelcome: https://www.youtube.com/watch?v=y1',
      });
      expect(saved[1]!.source).toBe('https://example.org/week-2');

      const second = await syncMaterials(circle.leader.headers, circle.id);
      expect(second.body).toMatchObject({ added: 0, already_synced: 2 });
      // A resource its administrators deleted is not brought back by the next sync.
      await db().delete(resources).where(eq(resources.id, saved[0]!.id));
      expect((await syncMaterials(circle.leader.headers, circle.id)).body).toMatchObject({ added: 0 });
      expect(await db().select().from(resources).where(eq(resources.groupId, circle.id))).toHaveLength(1);
      // The access token is fetched once and reused.
      expect(classroom.seen.filter((request) => request.url.pathname === '/token')).toHaveLength(1);
    });

    it('answers 502 with its failure message when Classroom fails or does not answer in time, and adds nothing', async () => {
      for (const course of ['BROKEN', 'SLOW', 'MISSING']) {
        const circle = await newCircle({ course });
        expect(await syncMaterials(circle.leader.headers, circle.id)).toEqual({ status: 502, body: { detail: text.resourcesFailed } });
        expect(await db().select().from(resources).where(eq(resources.groupId, circle.id))).toEqual([]);
      }
    });
  });

  describe('people', () => {
    it('adds students as members and teachers as administrators by e-mail, invites the rest, and adds nothing twice', async () => {
      const circle = await newCircle();
      const student = await createMember(db());
      const teacher = await createMember(db());
      const pendingApplicant = await createMember(db());
      await addMembership(db(), { userId: pendingApplicant.id, groupId: circle.id, status: 'pending' });
      const stranger = `newcomer-${Date.now()}@example.org`;
      students = [
        person(student.email.toUpperCase(), 'Student One'),
        person(pendingApplicant.email, 'Applicant'),
        person(stranger, 'New Person'),
        person(circle.leader.email, 'The Leader'),
        person(null, 'Hidden Address'),
      ];
      teachers = [person(teacher.email, 'Teacher')];

      const first = await syncUsers(circle.leader.headers, circle.id, 'students');
      expect(first).toEqual({
        status: 200,
        body: {
          message: text.usersSynced('students', 2, 1),
          role: 'students',
          added: 2,
          invited: 1,
          unchanged: 1,
          without_email: 1,
          truncated: false,
        },
      });
      expect(await membershipOf(student.id, circle.id)).toEqual({ role: 'member', status: 'accepted' });
      expect(await membershipOf(pendingApplicant.id, circle.id)).toEqual({ role: 'member', status: 'accepted' });
      // The leader, a student in Classroom, keeps running the circle.
      expect(await membershipOf(circle.leader.id, circle.id)).toEqual({ role: 'leader', status: 'accepted' });
      const [invitation] = await db().select().from(invitations).where(eq(invitations.email, stranger));
      expect(invitation).toMatchObject({ groupId: circle.id, status: 'pending', inviterId: circle.leader.id });

      const teachersSynced = await syncUsers(circle.leader.headers, circle.id, 'teachers');
      expect(teachersSynced.body).toMatchObject({ added: 1, invited: 0 });
      expect(await membershipOf(teacher.id, circle.id)).toEqual({ role: 'admin', status: 'accepted' });

      // A second sync adds, promotes and invites nobody.
      expect((await syncUsers(circle.leader.headers, circle.id, 'students')).body).toMatchObject({ added: 0, invited: 0, unchanged: 4 });
      expect((await syncUsers(circle.leader.headers, circle.id, 'teachers')).body).toMatchObject({ added: 0, unchanged: 1 });
      expect(await db().select().from(invitations).where(eq(invitations.email, stranger))).toHaveLength(1);
    });

    it('promotes a member who teaches the course to administrator', async () => {
      const circle = await newCircle();
      const member = await createMember(db());
      await addMembership(db(), { userId: member.id, groupId: circle.id, role: 'member' });
      teachers = [person(member.email, 'Promoted Teacher')];
      expect((await syncUsers(circle.leader.headers, circle.id, 'teachers')).body).toMatchObject({ added: 1 });
      expect(await membershipOf(member.id, circle.id)).toEqual({ role: 'admin', status: 'accepted' });
    });

    it("answers 'Failed to sync {role} in google classroom' with 502 when Classroom fails", async () => {
      const circle = await newCircle({ course: 'BROKEN' });
      expect(await syncUsers(circle.leader.headers, circle.id, 'students')).toEqual({
        status: 502,
        body: { detail: text.roleFailed('students') },
      });
      expect(await syncUsers(circle.leader.headers, circle.id, 'teachers')).toEqual({
        status: 502,
        body: { detail: text.roleFailed('teachers') },
      });
    });

    it('refuses a role it does not know, and a path id that is no number', async () => {
      const circle = await newCircle();
      const unknown = await syncUsers(circle.leader.headers, circle.id, 'parents');
      expect(unknown.status).toBe(400);
      expect(unknown.body.field_errors.role).toBeDefined();
      expect((await t.post('/google-classroom/sync-users/abc/', { role: 'students' }, circle.leader.headers)).statusCode).toBe(400);
    });
  });

  describe('who may sync, and which circles', () => {
    it('asks for a signed-in certified administrator of the circle', async () => {
      const circle = await newCircle();
      expect((await syncMaterials({}, circle.id)).status).toBe(401);
      expect((await syncUsers({}, circle.id, 'students')).status).toBe(401);
      const refused = { status: 403, body: { detail: text.notCertifiedAdmin } };
      const member = await createMember(db());
      await addMembership(db(), { userId: member.id, groupId: circle.id });
      const memberHeaders = await t.authHeader(member.email);
      expect(await syncMaterials(memberHeaders, circle.id)).toEqual(refused);
      expect(await syncUsers(memberHeaders, circle.id, 'students')).toEqual(refused);
      // Another circle's leader, certified, is no administrator of this one.
      const other = await newCircle();
      expect(await syncMaterials(other.leader.headers, circle.id)).toEqual(refused);
      // An administrator without a certification.
      const uncertified = await createMember(db());
      await addMembership(db(), { userId: uncertified.id, groupId: circle.id, role: 'admin' });
      expect(await syncUsers(await t.authHeader(uncertified.email), circle.id, 'teachers')).toEqual(refused);
      // Staff count as administrators but hold no certification.
      expect(await syncMaterials(await t.authHeader('staff@trellis.test'), circle.id)).toEqual(refused);
      expect((await syncMaterials(circle.leader.headers, 999_999)).status).toBe(404);
    });

    it("refuses a circle without a course, an event, and a circle outside the site's organization", async () => {
      const noCourse = await newCircle({ course: null });
      expect(await syncMaterials(noCourse.leader.headers, noCourse.id)).toEqual({
        status: 400,
        body: { non_field_errors: [text.noCourse] },
      });
      const notTopLevel = { status: 400, body: { non_field_errors: [text.notTopLevelCircle] } };
      const event = await newCircle({ groupType: 'event' });
      expect(await syncUsers(event.leader.headers, event.id, 'students')).toEqual(notTopLevel);
      const [university] = await db().select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, 'westlake-state-university'));
      const elsewhere = await newCircle({ parent: university!.id });
      expect(await syncMaterials(elsewhere.leader.headers, elsewhere.id)).toEqual(notTopLevel);
    });

    it("follows the site organization's Classroom access, which only staff switch", async () => {
      const circle = await newCircle();
      const staff = await t.authHeader('staff@trellis.test');
      const put = (headers: Record<string, string>, id: number, on: boolean) =>
        t.inject({ method: 'PUT', url: api(accessPath(id)), payload: { classroom_access: on }, headers });
      expect((await put(circle.leader.headers, organizationId, false)).statusCode).toBe(403);
      expect((await put({}, organizationId, false)).statusCode).toBe(401);
      expect((await put(staff, circle.id, true)).json()).toEqual({ non_field_errors: [text.accessNotOrganization] });
      expect((await put(staff, 999_999, true)).statusCode).toBe(404);

      const off = await put(staff, organizationId, false);
      expect(off.json()).toEqual({ message: text.accessChanged(false), id: organizationId, classroom_access: false });
      try {
        expect(await syncMaterials(circle.leader.headers, circle.id)).toEqual({ status: 403, body: { detail: text.noAccess } });
        const config = (await t.inject({ url: api(PATHS.appConfigGroup) })).json();
        expect(config.site.default_organization.classroom_access).toBe(false);
      } finally {
        expect((await put(staff, organizationId, true)).json().classroom_access).toBe(true);
      }
      expect((await syncMaterials(circle.leader.headers, circle.id)).status).toBe(200);

      // Each switch is in the organization's audit log, named after staff and the organization; refusals are not.
      const log = AuditLog.parse(
        (
          await t.inject({
            url: api(`${moderationEndpoints.auditLog.path}?organization_id=${organizationId}&action=classroom_access_switched`),
            headers: staff,
          })
        ).json(),
      );
      expect(log.data.map((entry) => [entry.actor_kind, entry.actor.name, entry.subject, entry.details])).toEqual([
        ['admin', 'Alex Morgan', { id: organizationId, name: 'Trellis Career Network' }, { outcome: 'On' }],
        ['admin', 'Alex Morgan', { id: organizationId, name: 'Trellis Career Network' }, { outcome: 'Off' }],
      ]);
    });

    it('tells clients through the app config whether Classroom is configured, and answers 503 in words when it is not', async () => {
      const hasClassroom = async (server: TestApp) => (await server.inject({ url: api(PATHS.appConfigGroup) })).json().has_google_classroom;
      expect(await hasClassroom(t)).toBe(true);
      const bare = await createTestApp({}, t.database);
      try {
        expect(await hasClassroom(bare)).toBe(false);
        const circle = await newCircle();
        const response = await bare.post(MATERIALS, { group: circle.id }, await bare.authHeader(circle.leader.email));
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 503, body: { detail: text.notConfigured } });
      } finally {
        await bare.close();
      }
    });
  });

  describe('the adapter', () => {
    it('reads pages up to the limit and says when a course has more', async () => {
      const page = await classroomApi(settings).people('BIG', 'students', 5);
      expect(page.items.map((item) => item.email)).toEqual([
        'big0@example.org',
        'big1@example.org',
        'big2@example.org',
        'big3@example.org',
        'big4@example.org',
      ]);
      expect(page.truncated).toBe(true);
    });

    it('stops after a bounded number of pages when Classroom keeps answering empty ones', async () => {
      expect(await classroomApi(settings).people('ENDLESS', 'students', 10)).toEqual({ items: [], truncated: true });
    });

    it('fails in words on a refused refresh token and on an unexpected answer', async () => {
      await expect(classroomApi({ ...settings, refreshToken: 'revoked' }).materials('C1', 10)).rejects.toThrow('answered 400');
      await expect(classroomApi(settings).people('BROKEN', 'students', 10)).rejects.toThrow('unexpected shape');
    });
  });
});
