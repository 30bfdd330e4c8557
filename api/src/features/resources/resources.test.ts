import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContributableGroups,
  RESOURCE_MESSAGES,
  RESOURCE_SECURITY_LEVELS,
  RESOURCE_TOPIC_AREAS,
  Resource,
  ResourceAnswer,
  ResourceList,
  type ResourceCreateBody,
} from '@trellis/contracts';
import { pathOf, resourceEndpoints } from '@trellis/contracts/endpoints';
import { groups, notifications, topics, userSubscriptions } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { uploadFormFiles } from '../uploads/multipart-body.ts';
import { groupResourcesPage } from './resource-reads.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const AREA = RESOURCE_TOPIC_AREAS[0];
const OUTSIDE_STAGE = 10;

type Person = { id: number; headers: { authorization: string } };

describe('resources', () => {
  let t: TestApp;
  let org: number;
  let circle: number;
  let author: Person;
  /** Certified, an admin of the organization: reviews its resources. */
  let reviewer: Person;
  /** An admin of the organization without certification: does not review. */
  let uncertifiedAdmin: Person;
  /** A member of the organization whose plan includes premium resources. */
  let premiumMember: Person;
  /** A member of the organization on the free plan. */
  let freeMember: Person;
  /** Certified admin of another organization. */
  let otherAdmin: { authorization: string };
  let staff: { authorization: string };
  let topicIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.connection.db;
    org = (await createOrganization(db)).id;
    const [row] = await db
      .insert(groups)
      .values({
        name: 'Resource circle',
        nameSlug: `resource-circle-${process.pid}`,
        groupType: 'circle',
        parentGroupId: org,
        rootGroupId: org,
      })
      .returning({ id: groups.id });
    circle = row!.id;
    const join = async (person: Person, groupId: number, role: 'member' | 'admin' = 'member') =>
      addMembership(db, { userId: person.id, groupId, role });
    author = await t.newMember();
    await join(author, org);
    await join(author, circle);
    reviewer = await t.newMember({ like: 'admin@trellis.test' });
    await join(reviewer, org, 'admin');
    uncertifiedAdmin = await t.newMember();
    await join(uncertifiedAdmin, org, 'admin');
    premiumMember = await t.newMember({ like: 'admin@trellis.test' });
    await join(premiumMember, org);
    freeMember = await t.newMember();
    await join(freeMember, org);
    otherAdmin = await t.authHeader('admin@trellis.test');
    staff = await t.authHeader('staff@trellis.test');
    topicIds = (await db.select({ id: topics.id }).from(topics).where(eq(topics.topicType, 'general'))).map((topic) => topic.id);
  });
  afterAll(() => t.close());

  const upload = (person: Person, files: { name: string; data: Buffer }[]) => uploadFormFiles(t, person.headers, files);
  const valid = (overrides: Partial<ResourceCreateBody> = {}): ResourceCreateBody => ({
    title: 'Interview preparation kit',
    content: 'Questions, a checklist and a worksheet.',
    group: org,
    topics: [topicIds[0]!],
    topic_area: AREA.id,
    career_stages: [AREA.career_stages[0]],
    ...overrides,
  });
  const send = async (method: 'POST' | 'PATCH', path: string, headers: object, payload: object) => {
    const response = await t.inject({ method, url: api(path), headers: { ...headers }, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const contribute = (person: Person | null, body: object) => send('POST', pathOf(resourceEndpoints.create), person?.headers ?? {}, body);
  const created = async (person: Person, body: object) => {
    const response = await contribute(person, body);
    expect(response.status).toBe(201);
    return ResourceAnswer.parse(response.body).resource;
  };
  const review = (id: number, headers: object, action: string) =>
    send('POST', pathOf(resourceEndpoints.review, { id }), headers, { action });
  const edit = (id: number, headers: object, body: object) => send('PATCH', pathOf(resourceEndpoints.update, { id }), headers, body);
  const read = async (slug: string, headers: object = {}) => {
    const response = await t.inject({ url: api(pathOf(resourceEndpoints.detailBySlug, { slug })), headers: { ...headers } });
    return { status: response.statusCode, body: response.json() };
  };
  const list = async (groupId: number, headers: object = {}, page = 1) => {
    const response = await t.inject({
      url: api(`${pathOf(resourceEndpoints.list)}?group_id=${groupId}&page=${page}`),
      headers: { ...headers },
    });
    expect(response.statusCode).toBe(200);
    return ResourceList.parse(response.json());
  };

  describe('contributing', () => {
    it('asks a signed-in member of the group', async () => {
      expect((await contribute(null, valid())).status).toBe(401);
      const outsider = await t.newMember();
      const refused = await contribute(outsider, valid());
      expect(refused).toEqual({ status: 403, body: { field_errors: { group: [RESOURCE_MESSAGES.groupNotJoined] } } });
    });

    it('requires the title, topics, topic area, career stages and group', async () => {
      const response = await contribute(author, {});
      expect(response.status).toBe(400);
      for (const field of ['title', 'topics', 'topic_area', 'career_stages', 'group']) {
        expect(response.body.field_errors[field], field).toBeDefined();
      }
      const empty = await contribute(author, valid({ title: '  ', topics: [], career_stages: [] }));
      expect(empty.body.field_errors).toMatchObject({
        title: [RESOURCE_MESSAGES.required],
        topics: [RESOURCE_MESSAGES.required],
        career_stages: [RESOURCE_MESSAGES.required],
      });
    });

    it('takes at most 7 files and 7 topics, and only the career stages of the chosen topic area', async () => {
      const tooMany = await contribute(author, valid({ files: [1, 2, 3, 4, 5, 6, 7, 8], topics: topicIds.slice(0, 8) }));
      expect(tooMany.body.field_errors).toMatchObject({ files: [RESOURCE_MESSAGES.maxFiles], topics: [RESOURCE_MESSAGES.maxTopics] });
      expect(topicIds.length).toBeGreaterThanOrEqual(8);
      const outside = await contribute(author, valid({ career_stages: [OUTSIDE_STAGE] }));
      expect(outside).toEqual({ status: 400, body: { field_errors: { career_stages: [RESOURCE_MESSAGES.stageNotInArea] } } });
      const noArea = await contribute(author, valid({ topic_area: 999 }));
      expect(noArea.body.field_errors.topic_area).toEqual(['Choose a topic area from the list.']);
    });

    it('refuses bad input in words, never a crash', async () => {
      for (const body of [
        valid({ group: 'x' as unknown as number }),
        valid({ title: 'x'.repeat(201) }),
        valid({ content: 'x'.repeat(4001) }),
        valid({ source: 'javascript:alert(1)' }),
        valid({ security_level: 5 as 0 }),
        valid({ thumbnail_image: -1 }),
        valid({ files: ['a' as unknown as number] }),
        valid({ topics: [2_147_483_647] }),
        valid({ group: 2_147_483_647 }),
      ]) {
        const response = await contribute(author, body);
        expect([400, 403], JSON.stringify(body).slice(0, 80)).toContain(response.status);
      }
      expect((await contribute(author, valid({ topics: [2_147_483_647] }))).body.field_errors.topics).toEqual([
        'Choose topics from the list.',
      ]);
    });

    it('attaches only files the author uploaded, and an image as the thumbnail', async () => {
      const [othersFile] = await upload(freeMember, [{ name: 'theirs.pdf', data: PDF }]);
      expect((await contribute(author, valid({ files: [othersFile!] }))).body).toEqual({
        field_errors: { files: [RESOURCE_MESSAGES.notYourFile] },
      });
      const [pdf] = await upload(author, [{ name: 'kit.pdf', data: PDF }]);
      expect((await contribute(author, valid({ thumbnail_image: pdf! }))).body).toEqual({
        field_errors: { thumbnail_image: [RESOURCE_MESSAGES.thumbnailNotImage] },
      });
    });

    it('keeps publish_to_khub and is_premium for public resources only', async () => {
      const resource = await created(
        author,
        valid({ title: 'Private notes', security_level: RESOURCE_SECURITY_LEVELS.private, publish_to_khub: true, is_premium: true }),
      );
      expect(resource).toMatchObject({ security_level: 20, publish_to_khub: false, is_premium: false });
    });

    it('lists the groups the member may contribute to', async () => {
      const response = await t.inject({ url: api(pathOf(resourceEndpoints.contributableGroups)), headers: author.headers });
      const ids = ContributableGroups.parse(response.json()).data.map((group) => group.id);
      expect(ids).toEqual(expect.arrayContaining([org, circle]));
      expect((await t.inject({ url: api(pathOf(resourceEndpoints.contributableGroups)) })).statusCode).toBe(401);
    });
  });

  describe('review', () => {
    let pending: Resource;
    beforeAll(async () => {
      const files = await upload(author, [
        { name: 'kit.pdf', data: PDF },
        { name: 'cover.png', data: PNG },
      ]);
      const response = await contribute(
        author,
        valid({ title: 'Reviewed kit', group: circle, files: [files[0]!], thumbnail_image: files[1]! }),
      );
      expect(response.body.message).toBe(RESOURCE_MESSAGES.contributed);
      pending = ResourceAnswer.parse(response.body).resource;
    });

    it('keeps a pending resource to its author and the reviewers of its organization', async () => {
      expect(pending).toMatchObject({ status: 'pending', is_author: true, can_review: false, file_count: 1, files_locked: false });
      expect(pending.files[0]).toMatchObject({ mime_type: 'application/pdf', description: 'kit.pdf' });
      expect(pending.thumbnail_image).toMatch(/^\/api\/v1\/media\/.+\.png$/);
      for (const headers of [{}, freeMember.headers, uncertifiedAdmin.headers, otherAdmin]) {
        expect((await read(pending.title_slug, headers)).status).toBe(404);
      }
      expect((await read(pending.title_slug, reviewer.headers)).body).toMatchObject({ can_review: true, is_author: false });
      expect((await read(pending.title_slug, staff)).body).toMatchObject({ can_review: true });
    });

    it('lets only a certified admin of the same organization (or staff) approve or reject', async () => {
      expect((await review(pending.id, {}, 'approve')).status).toBe(401);
      expect(await review(pending.id, author.headers, 'approve')).toEqual({ status: 403, body: { detail: RESOURCE_MESSAGES.notReviewer } });
      for (const headers of [freeMember.headers, uncertifiedAdmin.headers, otherAdmin]) {
        expect((await review(pending.id, headers, 'approve')).status).toBe(404);
      }
      expect((await review(pending.id, reviewer.headers, 'publish')).status).toBe(400);
      expect((await review(2_147_483_647, reviewer.headers, 'approve')).status).toBe(404);
    });

    it('rejects, then approves, tells the author, and refuses to decide on an approved resource', async () => {
      const rejected = await review(pending.id, reviewer.headers, 'reject');
      expect(rejected.body).toMatchObject({ message: RESOURCE_MESSAGES.rejected, resource: { status: 'rejected', can_review: true } });
      const approved = await review(pending.id, reviewer.headers, 'approve');
      expect(approved.body).toMatchObject({ message: RESOURCE_MESSAGES.approved, resource: { status: 'approved', can_review: false } });
      expect(await review(pending.id, staff, 'reject')).toEqual({ status: 409, body: { detail: RESOURCE_MESSAGES.alreadyApproved } });
      const told = await t.database.connection.db.select().from(notifications).where(eq(notifications.userId, author.id));
      expect(told.map((notice) => notice.notificationType)).toEqual(expect.arrayContaining(['resource_rejected', 'resource_approved']));
      expect(told.find((notice) => notice.notificationType === 'resource_approved')?.data).toMatchObject({
        name_slug: pending.title_slug,
        group_type: 'resource',
      });
    });

    it('shows an approved public resource to anyone, with its files', async () => {
      const seen = Resource.parse((await read(pending.title_slug)).body);
      expect(seen).toMatchObject({ status: 'approved', is_author: false, files_locked: false, file_count: 1 });
      expect(seen.files).toHaveLength(1);
      expect(seen.group_detail).toMatchObject({ id: circle, group_type: 'circle' });
    });

    it("publishes a reviewer's own contribution at once", async () => {
      const response = await contribute(reviewer, valid({ title: 'Reviewer guide' }));
      expect(response.body).toMatchObject({ message: RESOURCE_MESSAGES.published, resource: { status: 'approved' } });
    });
  });

  describe('premium and private resources', () => {
    let premium: Resource;
    let privateOne: Resource;
    beforeAll(async () => {
      const [file] = await upload(author, [{ name: 'premium.pdf', data: PDF }]);
      premium = await created(author, valid({ title: 'Premium playbook', is_premium: true, files: [file!] }));
      privateOne = await created(author, valid({ title: 'Members only', security_level: RESOURCE_SECURITY_LEVELS.private }));
      for (const resource of [premium, privateOne]) expect((await review(resource.id, reviewer.headers, 'approve')).status).toBe(200);
    });

    it('locks premium files unless the plan includes them or the caller wrote it', async () => {
      for (const headers of [{}, freeMember.headers, uncertifiedAdmin.headers]) {
        const seen = Resource.parse((await read(premium.title_slug, headers)).body);
        expect(seen).toMatchObject({ is_premium: true, files_locked: true, files: [], file_count: 1 });
      }
      for (const headers of [author.headers, premiumMember.headers]) {
        const seen = Resource.parse((await read(premium.title_slug, headers)).body);
        expect(seen).toMatchObject({ files_locked: false, file_count: 1 });
        expect(seen.files).toHaveLength(1);
      }
      const listed = (await list(org, freeMember.headers)).data.find((resource) => resource.id === premium.id);
      expect(listed).toMatchObject({ files_locked: true, files: [] });
    });

    it('checks the requester of a premium file on every download, whatever address they hold', async () => {
      const download = (url: string, headers: object = {}) => t.inject({ method: 'GET', url, headers: headers as Record<string, string> });
      const granted = Resource.parse((await read(premium.title_slug, premiumMember.headers)).body).files[0]!.file;
      expect(granted).toMatch(/\?grant=/);
      const bare = granted.split('?')[0]!;
      const opened = await download(granted);
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.equals(PDF)).toBe(true);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect((await download(Resource.parse((await read(premium.title_slug, author.headers)).body).files[0]!.file)).statusCode).toBe(200);

      // Without a grant or a bearer nobody is asking; a grant changed by hand names nobody either.
      expect((await download(bare)).statusCode).toBe(401);
      const [, grant] = granted.split('?grant=');
      const forged = `${bare}?grant=${freeMember.id}${grant!.slice(grant!.indexOf('.'))}`;
      expect((await download(forged)).statusCode).toBe(401);
      const locked = await download(bare, freeMember.headers);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().detail).toBe(RESOURCE_MESSAGES.filesLocked);
      expect((await download(bare, premiumMember.headers)).statusCode).toBe(200);

      // The plan that ends closes the file at once, even through the address handed out before.
      const db = t.database.connection.db;
      const [plan] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, premiumMember.id));
      await db.update(userSubscriptions).set({ appliedMembershipTier: 0 }).where(eq(userSubscriptions.userId, premiumMember.id));
      try {
        expect((await download(granted)).statusCode).toBe(403);
      } finally {
        await db
          .update(userSubscriptions)
          .set({ appliedMembershipTier: plan!.appliedMembershipTier })
          .where(eq(userSubscriptions.userId, premiumMember.id));
      }

      // A file of an ordinary resource opens for anyone holding its address, as before.
      const [plain] = await upload(author, [{ name: 'plain.pdf', data: PDF }]);
      const ordinary = await created(author, valid({ title: 'Ordinary guide', files: [plain!] }));
      expect(ordinary.files[0]!.file).not.toMatch(/grant=/);
      expect((await download(ordinary.files[0]!.file)).statusCode).toBe(200);
    });

    it('shows a private resource inside its group only', async () => {
      expect((await read(privateOne.title_slug)).status).toBe(404);
      expect((await read(privateOne.title_slug, otherAdmin)).status).toBe(404);
      expect((await read(privateOne.title_slug, freeMember.headers)).status).toBe(200);
      expect((await list(org)).data.map((resource) => resource.id)).not.toContain(privateOne.id);
      expect((await list(org, freeMember.headers)).data.map((resource) => resource.id)).toContain(privateOne.id);
    });
  });

  describe('editing', () => {
    let resource: Resource;
    beforeAll(async () => {
      resource = await created(author, valid({ title: 'Editable guide', is_premium: true }));
      await review(resource.id, reviewer.headers, 'approve');
    });

    it('lets the author alone edit', async () => {
      expect((await edit(resource.id, {}, { title: 'Mine now' })).status).toBe(401);
      expect(await edit(resource.id, freeMember.headers, { title: 'Mine now' })).toEqual({
        status: 403,
        body: { detail: RESOURCE_MESSAGES.notAuthor },
      });
      expect(await edit(resource.id, reviewer.headers, { title: 'Mine now' })).toMatchObject({ status: 403 });
      expect((await edit(2_147_483_647, author.headers, { title: 'x' })).status).toBe(404);
    });

    it('checks the rules on the edited resource and sends it back to review', async () => {
      expect((await edit(resource.id, author.headers, { career_stages: [OUTSIDE_STAGE] })).body).toEqual({
        field_errors: { career_stages: [RESOURCE_MESSAGES.stageNotInArea] },
      });
      const otherArea = RESOURCE_TOPIC_AREAS.find((area) => !(area.career_stages as readonly number[]).includes(AREA.career_stages[0]))!;
      expect((await edit(resource.id, author.headers, { topic_area: otherArea.id })).body.field_errors.career_stages).toEqual([
        RESOURCE_MESSAGES.stageNotInArea,
      ]);
      expect((await edit(resource.id, author.headers, { files: [1, 2, 3, 4, 5, 6, 7, 8] })).body.field_errors.files).toEqual([
        RESOURCE_MESSAGES.maxFiles,
      ]);
      const changed = await edit(resource.id, author.headers, { title: 'Edited guide', security_level: RESOURCE_SECURITY_LEVELS.private });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        message: RESOURCE_MESSAGES.contributed,
        resource: { title: 'Edited guide', title_slug: resource.title_slug, status: 'pending', is_premium: false, security_level: 20 },
      });
      expect(changed.body.resource.last_edited_at).not.toBeNull();
    });
  });

  describe("the group's resources", () => {
    let team: number;
    beforeAll(async () => {
      team = (await createOrganization(t.database.connection.db)).id;
      await addMembership(t.database.connection.db, { userId: reviewer.id, groupId: team, role: 'admin' });
      for (let n = 1; n <= 13; n += 1) await created(reviewer, valid({ title: `Team guide ${n}`, group: team }));
    });

    it('shows 12 a page, newest first, with the total', async () => {
      const first = await list(team);
      expect(first.pagination).toEqual({ count: 13, page: 1, page_size: 12 });
      expect(first.data).toHaveLength(12);
      expect(first.data[0]!.title).toBe('Team guide 13');
      expect((await list(team, {}, 2)).data.map((resource) => resource.title)).toEqual(['Team guide 1']);
    });

    it('refuses a missing or bad group in words', async () => {
      for (const query of ['', '?group_id=abc', '?group_id=1&page=0']) {
        const response = await t.inject({ url: api(`${pathOf(resourceEndpoints.list)}${query}`) });
        expect(response.statusCode).toBe(400);
      }
    });

    it('reads a page and its total in one statement, cut from the group index', async () => {
      const { db, statements } = loggingDatabase(t.database.connection.db);
      await groupResourcesPage(db).execute({
        userId: 0,
        sessionId: '00000000-0000-0000-0000-000000000000',
        groupId: team,
        limit: 12,
        offset: 0,
      });
      expect(statements).toHaveLength(1);
      expect(await indexPlan(t.database.connection.db, statements[0]!)).toMatch(/resources_group_(created|status)_idx/);
    });
  });
});
