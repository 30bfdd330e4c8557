import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_CLASSROOM_MESSAGES,
  PATHS,
  PROGRAM_FORM_MESSAGES,
  ProgramSaved,
  SdgList,
  TopicList,
  type ProgramCreateBody,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { groups, memberships, useCases, users } from '../../db/schema/index.ts';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, LEADER, MEMBER, STAFF, editingCalls } from './editing-test-calls.ts';

const text = PROGRAM_FORM_MESSAGES;

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('creating and editing circles and events', () => {
  let t: TestApp;
  let ids = new Map<string, number>();
  let topicIds: number[] = [];
  let useCaseIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoGroupIds(t);
    topicIds = TopicList.parse((await t.inject({ url: api(`${PATHS.topics}?topic_type=general`) })).json()).data.map((topic) => topic.id);
    useCaseIds = (await t.database.connection.db.select({ id: useCases.id }).from(useCases)).map((row) => row.id);
  });
  afterAll(() => t.close());

  const id = (slug: string) => ids.get(slug)!;
  const { headers, create, patch, options } = editingCalls(() => t);

  const circle = (overrides: Partial<ProgramCreateBody> = {}): ProgramCreateBody => ({
    name: 'Clinical Data Storytelling',
    group_type: 'circle',
    parent_group: id('northbridge-health-alliance'),
    description: 'Six weeks of turning clinical data into stories decision makers act on.',
    objective: 'Present one analysis to a real audience.',
    member_requirements: 'Basic spreadsheet skills.',
    country: null,
    maximum_size: 25,
    topics: topicIds.slice(0, 2),
    relevant_sdgs: [3, 4],
    use_cases: useCaseIds.slice(0, 1),
    career_stages: [2, 3],
    duration: '6 weeks, 2 hours a week',
    is_paid: true,
    price: 120,
    discount: 10,
    paid_features: ['Weekly live sessions', 'Portfolio review'],
    start_date: inDays(30),
    end_date: inDays(72),
    application_open_date: inDays(-1),
    application_close_date: inDays(20),
    publicity: 'open',
    event_type: null,
    extra_info: {
      questions: [
        { label: 'Why this circle?', type: 'textarea', required: true },
        { label: 'Your level', type: 'radio', required: true, options: ['New', 'Some', 'Fluent'] },
        { label: 'Tools you use', type: 'selection', required: false, options: ['Excel', 'R', 'Python'] },
        { label: 'Your job title', type: 'text', required: false },
        { label: 'A sample of your work', type: 'file', required: false, options: ['ignored'] },
      ],
    },
    ...overrides,
  });

  describe('who may create where', () => {
    it('asks for a signed-in user', async () => {
      expect((await create(null, circle())).status).toBe(401);
      expect((await t.inject({ url: api(`${PATHS.groupParentOptions}?group_type=circle`) })).statusCode).toBe(401);
    });

    it('offers the organizations a certified leader administers, and says why a member may create nowhere', async () => {
      expect((await options(LEADER, 'circle')).data.map((parent) => parent.name_slug)).toEqual(['northbridge-health-alliance']);
      expect((await options(LEADER, 'event')).data.map((parent) => parent.name_slug)).toEqual(['northbridge-health-alliance']);
      expect((await options(ADMIN, 'circle')).data.map((parent) => parent.name_slug)).toEqual(['trellis-career-network']);
      expect(await options(MEMBER, 'circle')).toEqual({ data: [], reason: text.circleNeedsCertification });
      expect(await options(MEMBER, 'event')).toEqual({ data: [], reason: text.eventNeedsCertification });
      const staff = (await options(STAFF, 'circle')).data.map((parent) => parent.name_slug);
      expect(staff).toEqual(expect.arrayContaining(['northbridge-health-alliance', 'trellis-career-network', 'westlake-state-university']));
    });

    it('refuses a member without certification, a parent the creator does not administer, and a circle as parent', async () => {
      expect(await create(MEMBER, circle())).toEqual({ status: 403, body: { detail: text.circleNeedsCertification } });
      const notAdmin = await create(LEADER, circle({ parent_group: id('trellis-career-network') }));
      expect(notAdmin).toEqual({ status: 400, body: { field_errors: { parent_group: [text.parentNotAllowed] } } });
      const anotherAdmin = await create(ADMIN, circle());
      expect(anotherAdmin.body.field_errors.parent_group).toEqual([text.parentNotAllowed]);
      const underCircle = await create(STAFF, circle({ parent_group: id('ai-foundations-for-career-changers') }));
      expect(underCircle.body.field_errors.parent_group).toEqual([text.parentNotAllowed]);
    });

    it('requires a certified group profile for events', async () => {
      const db = t.database.connection.db;
      const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER));
      await db
        .insert(memberships)
        .values({ userId: member!.id, groupId: id('greengrid-energy-cooperative'), role: 'admin', status: 'accepted' });
      expect((await options(MEMBER, 'event')).reason).toBe(text.eventNeedsCertification);
      await db.delete(memberships).where(eq(memberships.groupId, id('greengrid-energy-cooperative')));
    });
  });

  describe('the rules of the form', () => {
    const errorsOf = async (body: object) => {
      const answer = await create(LEADER, body);
      expect(answer.status).toBe(400);
      return answer.body.field_errors as Record<string, string[]>;
    };

    it('names every required field', async () => {
      expect(Object.keys(await errorsOf({}))).toEqual(['group_type']);
      const errors = await errorsOf({ group_type: 'circle' });
      for (const field of ['name', 'description', 'topics', 'relevant_sdgs', 'duration', 'is_paid'])
        expect(errors[field], field).toBeDefined();
      const blank = await errorsOf(
        circle({
          name: '  ',
          description: '',
          parent_group: null,
          topics: [],
          relevant_sdgs: [],
          duration: '',
          career_stages: [],
          start_date: null,
          end_date: null,
          application_open_date: null,
          application_close_date: null,
          publicity: null,
        }),
      );
      for (const field of ['name', 'description']) expect(blank[field], field).toEqual([text.required]);
      const blankRules = await errorsOf(
        circle({ parent_group: null, topics: [], relevant_sdgs: [], duration: '', career_stages: [], start_date: null, publicity: null }),
      );
      for (const field of ['parent_group', 'topics', 'relevant_sdgs', 'duration', 'career_stages', 'start_date', 'publicity'])
        expect(blankRules[field], field).toEqual([text.required]);
    });

    it('holds texts, sizes, topics, SDGs, paid features, discount and use cases to their limits', async () => {
      const long = 'x'.repeat(4001);
      const errors = await errorsOf(
        circle({
          description: long,
          objective: long,
          member_requirements: long,
          maximum_size: -1,
          topics: [1, 2, 3, 4, 5, 6, 7, 8],
          relevant_sdgs: [1, 2, 3, 4],
          paid_features: ['a', 'b', 'c', 'd'],
          discount: 101,
          use_cases: [1, 2, 3, 4],
        }),
      );
      expect(errors).toMatchObject({
        description: [text.tooLong],
        objective: [text.tooLong],
        member_requirements: [text.tooLong],
        maximum_size: [text.positiveOnly],
        topics: [text.maxTopics],
        relevant_sdgs: [text.maxThree],
        paid_features: [text.maxThree],
        discount: [text.discount],
        use_cases: [text.maxThree],
      });
    });

    it('wants a price above zero when paid, an event type for events, and dates in order', async () => {
      expect((await errorsOf(circle({ price: 0 }))).price).toEqual([text.aboveZero]);
      expect((await errorsOf(circle({ price: null }))).price).toEqual([text.required]);
      expect((await errorsOf(circle({ group_type: 'event', relevant_sdgs: [] }))).event_type).toEqual([text.required]);
      const dates = await errorsOf(circle({ end_date: inDays(1), application_close_date: inDays(-2) }));
      expect(dates.end_date).toEqual([text.endBeforeStart]);
      expect(dates.application_close_date).toEqual([text.closeBeforeOpen]);
      expect((await errorsOf(circle({ start_date: 'next week' }))).start_date).toEqual([text.invalidDate]);
    });

    it('checks the join questions of the builder', async () => {
      const errors = await errorsOf(
        circle({
          extra_info: {
            questions: [{ label: '', type: 'text', required: true }, { label: 'Pick one', required: true } as never],
          },
        }),
      );
      expect(errors['extra_info.questions.0.label']).toEqual([text.questionRequired]);
      expect(errors['extra_info.questions.1.type']).toEqual([text.typeRequired]);
      const options = await errorsOf(
        circle({
          extra_info: {
            questions: [
              { label: 'Pick any', type: 'selection', required: false, options: [] },
              { label: 'Pick one', type: 'radio', required: false, options: ['A', 'A'] },
            ],
          },
        }),
      );
      expect(options['extra_info.questions.0.options']).toEqual([text.optionsRequired]);
      expect(options['extra_info.questions.1.options']).toEqual([text.duplicateOption]);
    });

    it('refuses topics and use cases that do not exist', async () => {
      const errors = await errorsOf(circle({ topics: [2_000_000], use_cases: [2_000_000] }));
      expect(errors).toEqual({ topics: [text.unknownTopic], use_cases: [text.unknownUseCase] });
    });
  });

  describe('creating', () => {
    it('creates a paid circle led by its creator, with named questions', async () => {
      const { status, body } = await create(LEADER, circle());
      expect(status).toBe(201);
      const saved = ProgramSaved.parse(body);
      expect(saved.message).toBe(text.created('circle'));
      expect(saved.group).toMatchObject({
        name: 'Clinical Data Storytelling',
        name_slug: 'clinical-data-storytelling',
        group_type: 'circle',
        parent_group: { name_slug: 'northbridge-health-alliance' },
        price: 120,
        discount: 10,
        relevant_sdgs: [3, 4],
        duration: '6 weeks, 2 hours a week',
        membership_status: 'accepted',
        role: 'leader',
        is_admin: true,
        total_members: 1,
        lifecycle: 'application_open',
      });
      const questions = saved.group.extra_info.questions;
      expect(questions.map((question) => question.type)).toEqual(['textarea', 'radio', 'selection', 'text', 'file']);
      expect(new Set(questions.map((question) => question.id)).size).toBe(5);
      expect(questions[4]!.options).toEqual([]);

      const again = ProgramSaved.parse((await create(LEADER, circle())).body);
      expect(again.group.name_slug).toMatch(/^clinical-data-storytelling-[0-9a-f]{6}$/);
    });

    it('creates a free event for a certified administrator, dropping paid terms', async () => {
      const { status, body } = await create(
        ADMIN,
        circle({
          name: 'Mentor Matching Workshop',
          group_type: 'event',
          parent_group: id('trellis-career-network'),
          event_type: 'workshop',
          relevant_sdgs: [],
          is_paid: false,
          extra_info: {},
        }),
      );
      expect(status).toBe(201);
      expect(ProgramSaved.parse(body).group).toMatchObject({
        group_type: 'event',
        event_type: 'workshop',
        price: null,
        paid_features: [],
        discount: 0,
        role: 'admin',
      });
    });

    it('lets staff create under any organization', async () => {
      expect((await create(STAFF, circle({ name: 'Staff Pilot Circle', parent_group: id('greengrid-energy-cooperative') }))).status).toBe(
        201,
      );
    });
  });

  describe('editing', () => {
    let circleId = 0;
    beforeAll(async () => {
      circleId = ProgramSaved.parse((await create(LEADER, circle({ name: 'Editable Circle' }))).body).group.id;
    });

    it('lets only the group administrators and staff edit', async () => {
      expect((await patch(null, circleId, { name: 'X' })).status).toBe(401);
      expect(await patch(MEMBER, circleId, { name: 'X' })).toEqual({
        status: 403,
        body: { detail: MESSAGES.groupMembership.noPermission },
      });
      expect((await patch(ADMIN, circleId, { name: 'X' })).status).toBe(403);
      expect((await patch(LEADER, 999_999, { name: 'X' })).status).toBe(404);
      const staff = await patch(STAFF, circleId, { objective: 'Ship one data story.' });
      expect(staff.status).toBe(200);
      expect(staff.body.group.objective).toBe('Ship one data story.');
    });

    it('updates fields and checks the result as a whole', async () => {
      const renamed = await patch(LEADER, circleId, { name: 'Edited Circle', maximum_size: 40 });
      expect(renamed.body.message).toBe(text.updated);
      expect(renamed.body.group).toMatchObject({ name: 'Edited Circle', name_slug: 'editable-circle', maximum_size: 40 });
      expect((await patch(LEADER, circleId, { price: 0 })).body.field_errors).toEqual({ price: [text.aboveZero] });
      expect((await patch(LEADER, circleId, { end_date: inDays(-5) })).body.field_errors.end_date).toEqual([text.endBeforeStart]);
      expect((await patch(LEADER, circleId, { relevant_sdgs: [] })).body.field_errors).toEqual({ relevant_sdgs: [text.required] });
      const free = await patch(LEADER, circleId, { is_paid: false });
      expect(free.body.group).toMatchObject({ price: null, paid_features: [] });
    });

    it("sets and clears a circle's Google Classroom course id, shown to its administrators only", async () => {
      const set = await patch(LEADER, circleId, { google_classroom_id: ' 734918265013 ' });
      expect(set.body.group.google_classroom_id).toBe('734918265013');
      const detail = async (email: string) =>
        (await t.inject({ url: api(PATHS.group(circleId)), headers: await headers(email) })).json().google_classroom_id;
      expect(await detail(LEADER)).toBe('734918265013');
      expect(await detail(MEMBER)).toBeNull();
      for (const bad of ['x'.repeat(101), 'course id', '<script>']) {
        expect((await patch(LEADER, circleId, { google_classroom_id: bad })).body.field_errors).toEqual({
          google_classroom_id: [GOOGLE_CLASSROOM_MESSAGES.invalidCourseId],
        });
      }
      expect((await patch(MEMBER, circleId, { google_classroom_id: '1' })).status).toBe(403);
      expect((await patch(LEADER, circleId, { google_classroom_id: '' })).body.group.google_classroom_id).toBeNull();
    });

    it('saves only the questions from the builder, keeping the ids of those kept', async () => {
      const before = (await patch(LEADER, circleId, {})).body.group.extra_info.questions as { id: string; label: string }[];
      const kept = before[0]!;
      const { body } = await patch(LEADER, circleId, {
        extra_info: {
          questions: [
            { ...kept, label: 'Why now?' },
            { label: 'Portfolio link', type: 'text', required: true },
          ],
        },
      });
      expect(body.message).toBe(text.questionsAdded);
      expect(body.group.extra_info.questions).toMatchObject([
        { id: kept.id, label: 'Why now?' },
        { label: 'Portfolio link', type: 'text', required: true },
      ]);
      expect(body.group.description).toContain('clinical data');
    });
  });

  describe('SDGs', () => {
    it('lists the seventeen goals and a group’s chosen ones', async () => {
      const all = SdgList.parse((await t.inject({ url: api(PATHS.sdgs) })).json()).data;
      expect(all).toHaveLength(17);
      expect(all[3]).toEqual({ id: 4, name: 'Quality Education' });
      const [row] = await t.database.connection.db
        .select({ id: groups.id })
        .from(groups)
        .where(eq(groups.nameSlug, 'clinical-data-storytelling'));
      expect(SdgList.parse((await t.inject({ url: api(PATHS.groupSdgs(row!.id)) })).json()).data.map((sdg) => sdg.id)).toEqual([3, 4]);
      expect((await t.inject({ url: api(PATHS.groupSdgs(999_999)) })).statusCode).toBe(404);
    });
  });
});
