import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AI_MESSAGES,
  AuditLog,
  USE_CASE_LIMITS,
  USE_CASE_MESSAGES,
  UploadedVideo,
  UseCaseDetail,
  UseCaseSaved,
  type UseCaseCreateBody,
} from '@trellis/contracts';
import { aiEndpoints, moderationEndpoints, pathOf } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { aiTools, memberships, topics, uploadedFiles, useCaseReviews, users } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';

/** The start of an MP4 file: its `ftyp` box, which is what the file-type check reads. */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(64)]);
/** The smallest valid PNG: a 1x1 transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Headers = Record<string, string>;

describe('use case submission and editing', () => {
  let t: TestApp;
  const db = () => t.database.connection.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new member who is an accepted member of a new organization, which a use case may name as its group. */
  async function memberOfOrganization() {
    const member = await t.newMember();
    const organization = await createOrganization(db());
    await addMembership(db(), { userId: member.id, groupId: organization.id });
    return { ...member, groupId: organization.id };
  }

  async function uploaded(userId: number, mimeType: string) {
    const [row] = await db()
      .insert(uploadedFiles)
      .values({ userId, path: `file-${userId}-${mimeType.replace('/', '-')}.bin`, originalName: 'file', mimeType, sizeBytes: 1000 })
      .returning({ id: uploadedFiles.id });
    return row!.id;
  }

  const base = (group: number): UseCaseCreateBody => ({
    title: 'Triage support tickets with a language model',
    description: 'Incoming tickets are read by a model that drafts a category and a priority for the support team to confirm.',
    reason: 'Customers wait less.',
    group,
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Process automation',
  });
  const submit = (body: object, headers?: Headers) => t.post(pathOf(aiEndpoints.createUseCase), body, headers);
  const patch = (id: number, body: object, headers: Headers) =>
    t.inject({ method: 'PATCH', url: api(pathOf(aiEndpoints.updateUseCase, { id })), payload: body, headers });
  const uploadVideo = (name: string, data: Buffer, headers: Headers) => {
    const body = multipartBody({}, [{ field: 'video', name, data }]);
    return t.inject({
      method: 'POST',
      url: api(pathOf(aiEndpoints.uploadVideo)),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('lets a member submit a use case with a video, a thumbnail and a document, seen by them and not by others until approved', async () => {
    const member = await memberOfOrganization();
    const video = await uploadVideo('demo.mp4', MP4, member.headers);
    expect(video.statusCode).toBe(200);
    const stored = UploadedVideo.parse(video.json());
    expect(stored.video_link).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}\.mp4$/);
    const played = await t.inject({ url: stored.video_link });
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.headers['content-disposition']).toBe('inline');

    const [tool] = await db().select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.status, 'approved')).limit(1);
    const response = await submit(
      {
        ...base(member.groupId),
        categories: ['Customer Service'],
        job_functions: [1, 2],
        ai_tools: [tool!.id],
        video: stored.id,
        thumbnail_image: await uploaded(member.id, 'image/png'),
        document: await uploaded(member.id, 'application/pdf'),
      },
      member.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const saved = UseCaseSaved.parse(response.json());
    expect(saved.message).toBe(USE_CASE_MESSAGES.submitted);
    expect(saved.use_case).toMatchObject({
      status: 'pending',
      can_edit: true,
      video_link: stored.video_link,
      group: { id: member.groupId },
    });
    expect(saved.use_case.job_functions.map((item) => item.id)).toEqual([1, 2]);
    expect(saved.use_case.ai_tools.map((item) => item.id)).toEqual([tool!.id]);
    expect(saved.use_case.thumbnail_image).toMatch(/^\/api\/v1\/media\/file-/);

    const page = (headers?: Headers) => t.inject({ url: api(pathOf(aiEndpoints.useCaseBySlug, { slug: saved.use_case.slug })), headers });
    expect((await page(member.headers)).statusCode).toBe(200);
    expect((await page((await t.newMember()).headers)).statusCode).toBe(404);
    // Its author is no moderator: the curation agent's grade is not theirs to read.
    await vi.waitFor(async () =>
      expect(await db().select().from(useCaseReviews).where(eq(useCaseReviews.useCaseId, saved.use_case.id))).toHaveLength(1),
    );
    expect(UseCaseDetail.parse((await page(member.headers)).json()).agent_review).toBeNull();
    expect((await page()).statusCode).toBe(404);
  });

  it('refuses missing fields, over 500 words and too many choices in the form’s words', async () => {
    const member = await memberOfOrganization();
    const long = Array.from({ length: 501 }, () => 'word').join(' ');
    const cases: [object, string, string][] = [
      [{ ...base(member.groupId), title: '  ' }, 'title', USE_CASE_MESSAGES.required],
      [{ ...base(member.groupId), business_value: '' }, 'business_value', USE_CASE_MESSAGES.required],
      [{ ...base(member.groupId), description: long }, 'description', USE_CASE_MESSAGES.maxWords],
      [{ ...base(member.groupId), reason: long }, 'reason', USE_CASE_MESSAGES.maxWords],
      [{ ...base(member.groupId), categories: ['A', 'B', 'C', 'D'] }, 'categories', USE_CASE_MESSAGES.maxCategories],
      [{ ...base(member.groupId), categories: ['Astrology'] }, 'categories', USE_CASE_MESSAGES.unknownOption],
      [{ ...base(member.groupId), job_functions: [1, 2, 3, 4] }, 'job_functions', USE_CASE_MESSAGES.maxJobFunctions],
      [{ ...base(member.groupId), job_functions: [9999] }, 'job_functions', USE_CASE_MESSAGES.unknownOption],
      [{ ...base(member.groupId), topics: [1, 2, 3, 4, 5, 6, 7, 8] }, 'topics', USE_CASE_MESSAGES.maxTopics],
      [
        { ...base(member.groupId), professional_fields: [1, 2, 3, 4, 5, 6, 7, 8] },
        'professional_fields',
        USE_CASE_MESSAGES.maxProfessionalFields,
      ],
      [{ ...base(member.groupId), ai_tools: [2_000_000_000] }, 'ai_tools', USE_CASE_MESSAGES.unknownAiTool],
      [{ ...base((await createOrganization(db())).id) }, 'group', USE_CASE_MESSAGES.groupNotAllowed],
      [
        { ...base(member.groupId), thumbnail_image: await uploaded(member.id, 'application/pdf') },
        'thumbnail_image',
        USE_CASE_MESSAGES.thumbnailNotImage,
      ],
      [{ ...base(member.groupId), document: await uploaded(member.id, 'image/png') }, 'document', USE_CASE_MESSAGES.documentNotPdf],
      [{ ...base(member.groupId), video: await uploaded(member.id, 'image/png') }, 'video', USE_CASE_MESSAGES.videoNotMp4],
      [{ ...base(member.groupId), video: await uploaded((await t.newMember()).id, 'video/mp4') }, 'video', USE_CASE_MESSAGES.videoNotMp4],
    ];
    for (const [body, field, message] of cases) {
      const refused = await submit(body, member.headers);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().field_errors[field], field).toContain(message);
    }
    expect((await submit(base(member.groupId))).statusCode).toBe(401);
  });

  it('keeps topics, career stages and professional fields for staff, up to 7 topics', async () => {
    const member = await memberOfOrganization();
    for (const field of ['topics', 'career_stages', 'professional_fields']) {
      const refused = await submit({ ...base(member.groupId), [field]: [1] }, member.headers);
      expect(refused.statusCode, field).toBe(403);
      expect(refused.json().field_errors[field]).toEqual([USE_CASE_MESSAGES.staffOnly]);
    }
    const [staff] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'staff@trellis.test'));
    await addMembership(db(), { userId: staff!.id, groupId: member.groupId });
    const staffHeaders = await t.authHeader('staff@trellis.test');
    const topicIds = (await db().select({ id: topics.id }).from(topics).where(eq(topics.topicType, 'general')).limit(8)).map(
      (row) => row.id,
    );
    expect(topicIds).toHaveLength(8);
    const tooMany = await submit({ ...base(member.groupId), topics: topicIds }, staffHeaders);
    expect(tooMany.json().field_errors.topics).toEqual([USE_CASE_MESSAGES.maxTopics]);
    const saved = await submit(
      { ...base(member.groupId), topics: topicIds.slice(0, 7), professional_fields: [1], career_stages: [2] },
      staffHeaders,
    );
    expect(saved.statusCode).toBe(201);
    const useCase = UseCaseSaved.parse(saved.json()).use_case;
    expect(useCase.status).toBe('approved');
    expect(useCase.topics_detailed.map((topic) => topic.id)).toEqual(topicIds.slice(0, 7));
    expect(useCase.professional_fields.map((item) => item.id)).toEqual([1]);
  });

  it('lets the author and staff edit a use case, and nobody else', async () => {
    const member = await memberOfOrganization();
    const created = UseCaseSaved.parse((await submit(base(member.groupId), member.headers)).json()).use_case;

    const edited = await patch(created.id, { title: 'Triage tickets, edited', categories: ['Customer Service'] }, member.headers);
    expect(edited.statusCode, edited.body).toBe(200);
    const answer = UseCaseSaved.parse(edited.json());
    expect(answer.message).toBe(USE_CASE_MESSAGES.updated);
    expect(answer.use_case).toMatchObject({ title: 'Triage tickets, edited', slug: created.slug, description: created.description });

    const other = await t.newMember();
    const refused = await patch(created.id, { title: 'Taken over' }, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(USE_CASE_MESSAGES.notAllowedToEdit);
    expect((await patch(created.id, { title: 'Anonymous' }, {})).statusCode).toBe(401);
    expect((await patch(created.id, { topics: [1] }, member.headers)).statusCode).toBe(403);
    expect((await patch(created.id, { description: Array(501).fill('w').join(' ') }, member.headers)).statusCode).toBe(400);
    expect((await patch(created.id, { title: 'Staff edit' }, await t.authHeader('staff@trellis.test'))).statusCode).toBe(200);
    const missing = await patch(2_000_000_000, { title: 'x' }, member.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AI_MESSAGES.pageNotFound);
  });

  it('takes MP4 videos only, by their bytes, and only from members', async () => {
    const member = await t.newMember();
    const renamed = await uploadVideo('clip.mp4', PNG, member.headers);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().field_errors.video).toEqual([MESSAGES.uploads.unsupported('an MP4 video')]);
    const text = await uploadVideo('clip.mp4', Buffer.from('not a video at all'), member.headers);
    expect(text.statusCode).toBe(400);
    const empty = await uploadVideo('clip.mp4', Buffer.alloc(0), member.headers);
    expect(empty.json().field_errors.video).toEqual([MESSAGES.common.required]);
    expect((await uploadVideo('clip.mp4', MP4, {})).statusCode).toBe(401);
    const heavy = await uploadVideo('long.mp4', Buffer.concat([MP4, Buffer.alloc(USE_CASE_LIMITS.videoBytes)]), member.headers);
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().field_errors.video).toEqual([USE_CASE_MESSAGES.videoTooBig]);
  });

  it('has the curation agent grade a submitted use case after answering, and grade it again once edited', async () => {
    const member = await memberOfOrganization();
    await db()
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.userId, member.id), eq(memberships.groupId, member.groupId)));
    const created = UseCaseSaved.parse(
      (await submit({ ...base(member.groupId), title: 'BUY NOW CHEAP AI', description: 'Too short to say much.' }, member.headers)).json(),
    ).use_case;
    const grade = async () => (await db().select().from(useCaseReviews).where(eq(useCaseReviews.useCaseId, created.id)))[0];
    await vi.waitFor(async () => expect((await grade())?.quality).toBe('reject'), { timeout: 8000 });

    const log = AuditLog.parse(
      (
        await t.inject({
          url: api(`${pathOf(moderationEndpoints.auditLog)}?organization_id=${member.groupId}&actor_kind=agent`),
          headers: member.headers,
        })
      ).json(),
    );
    expect(log.data.map((entry) => [entry.actor.name, entry.details.outcome])).toEqual([['Use case curation', 'Reject']]);

    // The use case's page shows the grade to its moderators only.
    const pageFor = async (headers: Headers) =>
      UseCaseDetail.parse((await t.inject({ url: api(pathOf(aiEndpoints.useCaseBySlug, { slug: created.slug })), headers })).json());
    expect((await pageFor(member.headers)).agent_review?.quality).toBe('reject');
    expect((await pageFor(await t.authHeader('staff@trellis.test'))).agent_review?.reasons).toContain('The title is written in capitals.');

    await patch(
      created.id,
      {
        title: 'Triage support tickets',
        description: base(member.groupId).description + ' It learns from the corrections the team makes.',
      },
      member.headers,
    );
    await vi.waitFor(async () => expect((await grade())?.quality).not.toBe('reject'), { timeout: 8000 });
  });
});
