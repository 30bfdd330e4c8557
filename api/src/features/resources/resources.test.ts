import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContributableGroups,
  RESOURCE_MESSAGES,
  RESOURCE_SECURITY_LEVELS,
  RESOURCE_TOPIC_AREAS,
  Resource,
  ResourceAnswer,
} from '@trellis/contracts';
import { pathOf, resourceEndpoints } from '@trellis/contracts/endpoints';
import { notifications } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { PDF, PNG } from '../../test-support/sample-files.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { groupResourcesPage } from './resource-reads.ts';
import { AREA, resourceCalls, startResourcesTestApp, type Person, type ResourcesTestApp } from './resources-test-app.ts';

const OUTSIDE_STAGE = 10;

describe('resources', () => {
  let app: ResourcesTestApp;
  let t: TestApp;
  let org: number, circle: number, topicIds: number[];
  let author: Person, reviewer: Person, uncertifiedAdmin: Person, freeMember: Person;
  let otherAdmin: { authorization: string }, staff: { authorization: string };

  beforeAll(async () => {
    app = await startResourcesTestApp();
    ({ t, org, circle, author, reviewer, uncertifiedAdmin, freeMember, otherAdmin, staff, topicIds } = app);
  });
  afterAll(() => t.close());

  const { upload, valid, contribute, created, review, edit, read, list } = resourceCalls(() => app);

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
