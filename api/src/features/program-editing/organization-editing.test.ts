import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_FORM_MESSAGES, PATHS, PROGRAM_FORM_MESSAGES, ProgramSaved, TopicList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { GIF, PNG, WEBP } from '../../test-support/sample-files.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, LEADER, MEMBER, STAFF, editingCalls } from './editing-test-calls.ts';

const text = PROGRAM_FORM_MESSAGES;

describe("editing an organization's fields and a group's pictures", () => {
  let t: TestApp;
  let ids = new Map<string, number>();
  let topicIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoGroupIds(t);
    topicIds = TopicList.parse((await t.inject({ url: api(`${PATHS.topics}?topic_type=general`) })).json()).data.map((topic) => topic.id);
  });
  afterAll(() => t.close());

  const id = (slug: string) => ids.get(slug)!;
  const { patch, upload } = editingCalls(() => t);

  describe('editing an organization', () => {
    const organization = () => id('trellis-career-network');

    it('lets only its administrators and staff edit it', async () => {
      expect((await patch(null, organization(), { name: 'X' })).status).toBe(401);
      expect(await patch(MEMBER, organization(), { name: 'X' })).toEqual({
        status: 403,
        body: { detail: MESSAGES.groupMembership.noPermission },
      });
      expect((await patch(LEADER, organization(), { name: 'X' })).status).toBe(403);
      const staff = await patch(STAFF, organization(), { objective: 'Careers for everyone.' });
      expect(staff.status).toBe(200);
      expect(staff.body.group.objective).toBe('Careers for everyone.');
    });

    it('saves its fields and keeps its address', async () => {
      const saved = await patch(ADMIN, organization(), {
        name: 'Trellis Career Network Renamed',
        description: 'Careers, circles and events.',
        country: 'Kenya',
        topics: topicIds.slice(0, 3),
        maximum_size: 5000,
        publicity: 'closed',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(text.updated);
      expect(ProgramSaved.parse(saved.body).group).toMatchObject({
        name: 'Trellis Career Network Renamed',
        name_slug: 'trellis-career-network',
        country: 'Kenya',
        topics: topicIds.slice(0, 3),
        maximum_size: 5000,
        publicity: 'closed',
      });
      await patch(ADMIN, organization(), { publicity: 'open' });
    });

    it('names every field it refuses', async () => {
      const refused = async (body: object) => (await patch(ADMIN, organization(), body)).body.field_errors;
      expect(await refused({ name: ' ' })).toEqual({ name: [text.required] });
      expect(await refused({ description: 'x'.repeat(4001) })).toEqual({ description: [text.tooLong] });
      expect(await refused({ objective: 'x'.repeat(4001), member_requirements: 'x'.repeat(4001) })).toEqual({
        objective: [text.tooLong],
        member_requirements: [text.tooLong],
      });
      expect(await refused({ country: null })).toEqual({ country: [text.required] });
      expect(await refused({ topics: [] })).toEqual({ topics: [text.required] });
      expect(await refused({ topics: topicIds.slice(0, 8) })).toEqual({ topics: [text.maxTopics] });
      expect(await refused({ topics: [999_999] })).toEqual({ topics: [text.unknownTopic] });
      expect(await refused({ maximum_size: -1 })).toEqual({ maximum_size: [text.positiveOnly] });
      expect(Object.keys(await refused({ publicity: 'secret' }))).toEqual(['publicity']);
      expect(await refused({ price: 20, relevant_sdgs: [1] })).toEqual({
        price: [ORGANIZATION_FORM_MESSAGES.notAnOrganizationField],
        relevant_sdgs: [ORGANIZATION_FORM_MESSAGES.notAnOrganizationField],
      });
      const unchanged = await t.inject({ url: api(PATHS.group(organization())) });
      expect(unchanged.json()).toMatchObject({ country: 'Kenya', maximum_size: 5000 });
    });
  });

  describe('cover image and logo', () => {
    it('takes a JPEG or PNG cover and a JPEG, PNG or WebP logo from the administrators only', async () => {
      const circleId = id('ai-foundations-for-career-changers');
      const cover = await upload(LEADER, PATHS.groupCoverImage(circleId), 'cover_image', PNG);
      expect(cover.status).toBe(200);
      expect(cover.body.message).toBe(text.coverUpdated);
      expect((await t.inject({ url: cover.body.cover_image })).statusCode).toBe(200);
      const detail = await t.inject({ url: api(PATHS.group(circleId)) });
      expect(detail.json().cover_image).toBe(cover.body.cover_image);

      const gif = await upload(LEADER, PATHS.groupCoverImage(circleId), 'cover_image', GIF);
      expect(gif).toEqual({ status: 400, body: { field_errors: { cover_image: [MESSAGES.uploads.unsupported('JPEG or PNG')] } } });
      const webpCover = await upload(LEADER, PATHS.groupCoverImage(circleId), 'cover_image', WEBP);
      expect(webpCover.status).toBe(400);
      const logo = await upload(ADMIN, PATHS.groupLogo(id('trellis-career-network')), 'logo', WEBP);
      expect(logo.status).toBe(200);
      expect(logo.body.logo).toMatch(/\.webp$/);

      expect((await upload(MEMBER, PATHS.groupCoverImage(circleId), 'cover_image', PNG)).status).toBe(403);
      expect((await upload(ADMIN, PATHS.groupCoverImage(circleId), 'cover_image', PNG)).status).toBe(403);
      expect((await upload(LEADER, PATHS.groupCoverImage(circleId), 'logo', PNG)).status).toBe(400);
    });
  });
});
