import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFERENCE_MESSAGES, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { demoGroupIds } from '../../test-support/demo-group-ids.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, MEMBER, membershipCalls } from './membership-test-calls.ts';

const text = MESSAGES.groupMembership;

describe('group membership life cycle', () => {
  let t: TestApp;
  let groupIds = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    groupIds = await demoGroupIds(t);
  });
  afterAll(() => t.close());

  const group = (slug: string) => groupIds.get(slug)!;
  const { call, standing } = membershipCalls(() => t);

  describe('full groups and events', () => {
    it('still takes a request when the group is full, on the wait list', async () => {
      const { body } = await call(PATHS.groupJoin(group('community-health-data-circle')), MEMBER, {});
      expect(body).toEqual({
        message: `${text.applied('circle')}. ${text.waitListed('circle')}`,
        membership_status: 'pending',
        wait_listed: true,
        payment_status: null,
      });
      expect((await standing('community-health-data-circle', MEMBER)).wait_listed).toBe(true);
    });

    it('registers for an event as an attendee by default, with the event wording', async () => {
      const { body } = await call(PATHS.groupJoin(group('resume-clinic-first-internship')), MEMBER, {});
      expect(body).toMatchObject({ message: text.registrationSubmitted, membership_status: 'pending' });
      expect((await standing('resume-clinic-first-internship', MEMBER)).role).toBe('attendee');
      expect((await call(PATHS.groupJoin(group('ai-tools-for-educators')), MEMBER, { role: 'member' })).body.field_errors).toEqual({
        role: [text.roleNotForGroup('event')],
      });
    });

    it("asks a conference's registration form, presenter fields for presenters only", async () => {
      const summit = group('future-of-work-summit-2026');
      const empty = await call(PATHS.groupJoin(summit), 'emily.carter@example.org', {});
      expect(empty.body.field_errors).toEqual({
        'extra_info.participant_type': [CONFERENCE_MESSAGES.participantType],
        'extra_info.program_type': [CONFERENCE_MESSAGES.programType],
      });
      const presenter = await call(PATHS.groupJoin(summit), 'emily.carter@example.org', {
        role: 'presenter',
        extra_info: { participant_type: 'presenter', program_type: 'Online Conference', abstract: 'word '.repeat(251) },
      });
      expect(presenter.body.field_errors).toEqual({
        'extra_info.submission_type': [CONFERENCE_MESSAGES.submissionType],
        'extra_info.title': [CONFERENCE_MESSAGES.title],
        'extra_info.abstract': [CONFERENCE_MESSAGES.abstractWords],
        'extra_info.publication': [CONFERENCE_MESSAGES.publication],
      });
      const noAbstract = await call(PATHS.groupJoin(summit), 'emily.carter@example.org', {
        role: 'presenter',
        extra_info: {
          participant_type: 'presenter',
          program_type: 'Online Conference',
          submission_type: 'Workshop',
          title: 'T',
          publication: 'Not interested',
        },
      });
      expect(noAbstract.body.field_errors).toEqual({ 'extra_info.abstract_file': [CONFERENCE_MESSAGES.abstractFile] });
      const attendee = await call(PATHS.groupJoin(summit), 'emily.carter@example.org', {
        extra_info: { participant_type: 'attendee', program_type: 'Online Conference', title: 'dropped', dietary: 'Vegetarian' },
      });
      expect(attendee.body.message).toBe(text.registrationSubmitted);
      const listed = (
        await t.inject({ url: api(`${PATHS.groupMembers(summit)}?status=pending`), headers: await t.authHeader(ADMIN) })
      ).json();
      const emily = listed.data.find((member: { name: string }) => member.name === 'Emily Carter');
      expect(emily.extra_info).toEqual({ participant_type: 'attendee', program_type: 'Online Conference', dietary: 'Vegetarian' });
    });
  });
});
