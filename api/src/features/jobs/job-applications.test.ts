import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantList, JOB_MESSAGES, PATHS, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ADMIN, DRAFT, EXPIRED, MEMBER, OTHER_ADMIN, PUBLISHED, STAFF, jobCalls } from './jobs-test-calls.ts';

describe('job board', () => {
  let t: TestApp;
  const open: WebSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  const { get, send, jobBySlug, userId } = jobCalls(() => t);

  describe('applications', () => {
    it('applies to a published job, shows the applied state, then withdraws', async () => {
      const { id } = await jobBySlug('robotics-software-intern');
      expect((await send('POST', PATHS.jobApply(id), null)).status).toBe(401);
      expect((await send('POST', PATHS.jobApply(id), MEMBER)).body).toEqual({ message: JOB_MESSAGES.applied, status: 'pending' });
      expect((await jobBySlug('robotics-software-intern', MEMBER)).status).toBe('pending');
      const twice = await send('POST', PATHS.jobApply(id), MEMBER);
      expect(twice.status).toBe(409);
      expect(twice.body.non_field_errors).toEqual([JOB_MESSAGES.alreadyApplied]);
      expect((await send('POST', PATHS.jobUnapply(id), MEMBER)).body).toEqual({ message: JOB_MESSAGES.unapplied, status: null });
      expect((await jobBySlug('robotics-software-intern', MEMBER)).status).toBeNull();
      expect((await send('POST', PATHS.jobUnapply(id), MEMBER)).body.non_field_errors).toEqual([JOB_MESSAGES.noPendingApplication]);
    });

    it('refuses drafts, expired jobs and missing ones', async () => {
      expect((await send('POST', PATHS.jobApply((await jobBySlug(DRAFT)).id), MEMBER)).status).toBe(404);
      const expired = await send('POST', PATHS.jobApply((await jobBySlug(EXPIRED)).id), MEMBER);
      expect(expired.status).toBe(409);
      expect(expired.body.non_field_errors).toEqual([JOB_MESSAGES.closed]);
      expect((await send('POST', PATHS.jobApply(2_000_000), MEMBER)).status).toBe(404);
    });

    it('lists applicants 12 a page by status to the administrators only', async () => {
      const { id } = await jobBySlug('program-coordinator-career-circles');
      const all = ApplicantList.parse((await get(PATHS.jobApplications(id), ADMIN)).body);
      expect(all.pagination).toMatchObject({ count: 3, page_size: 12 });
      expect(all.data.map((applicant) => [applicant.name, applicant.status])).toEqual([
        ['Lucas Moreau', 'accepted'],
        ['Emily Carter', 'pending'],
        ['Hannah Schmidt', 'rejected'],
      ]);
      const rejected = ApplicantList.parse((await get(`${PATHS.jobApplications(id)}?status=rejected`, ADMIN)).body);
      expect(rejected.data).toEqual([expect.objectContaining({ name: 'Hannah Schmidt', reason: 'We need someone in Chicago.' })]);
      expect(ApplicantList.parse((await get(`${PATHS.jobApplications(id)}?status=all`, STAFF)).body).pagination.count).toBe(3);
      expect((await get(PATHS.jobApplications(id))).status).toBe(401);
      expect((await get(PATHS.jobApplications(id), MEMBER)).status).toBe(403);
      expect((await get(PATHS.jobApplications(id), OTHER_ADMIN)).status).toBe(403);
      expect((await get(`${PATHS.jobApplications(id)}?status=maybe`, ADMIN)).status).toBe(400);
      expect((await get(PATHS.jobApplications(2_000_000), ADMIN)).status).toBe(404);
    });

    it('accepts an applicant, who is told live, and rejects with a reason', async () => {
      const { id } = await jobBySlug(PUBLISHED);
      await send('POST', PATHS.jobApply(id), MEMBER);
      const { access } = await t.signIn(MEMBER);
      const socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
      open.push(socket);
      const attached = new Promise((resolve) => socket.once('message', resolve));
      socket.send(JSON.stringify({ type: 'ping' }));
      await attached;
      const received = new Promise<ServerSocketEvent>((resolve) =>
        socket.once('message', (data: Buffer) => resolve(ServerSocketEvent.parse(JSON.parse(data.toString('utf8'))))),
      );

      const memberId = await userId(MEMBER);
      const accepted = await send('POST', PATHS.jobApplicantStatus(id), ADMIN, { user_id: memberId, status: 'accepted' });
      expect(accepted.body).toEqual({ message: 'Successfully accepted', status: 'accepted' });
      expect(await received).toMatchObject({
        type: 'notification',
        notification: {
          type: 'job',
          notification_type: 'job_application_accepted',
          message: 'Your application to Data Analyst Intern was accepted',
          data: { name_slug: PUBLISHED },
        },
      });
      expect((await jobBySlug(PUBLISHED, MEMBER)).status).toBe('accepted');
      // A decided application stays: only a pending one can be withdrawn.
      expect((await send('POST', PATHS.jobUnapply(id), MEMBER)).status).toBe(409);

      const rejected = await send('POST', PATHS.jobApplicantStatus(id), ADMIN, { user_id: memberId, status: 'rejected', reason: 'Filled' });
      expect(rejected.body.status).toBe('rejected');
      expect((await jobBySlug(PUBLISHED, MEMBER)).status).toBe('rejected');
    });

    it('lets only the administrators decide, and only on people who applied', async () => {
      const { id } = await jobBySlug(PUBLISHED);
      const aisha = await userId('aisha.bello@example.org');
      expect((await send('POST', PATHS.jobApplicantStatus(id), null, { user_id: aisha, status: 'accepted' })).status).toBe(401);
      expect((await send('POST', PATHS.jobApplicantStatus(id), MEMBER, { user_id: aisha, status: 'accepted' })).status).toBe(403);
      expect((await send('POST', PATHS.jobApplicantStatus(id), OTHER_ADMIN, { user_id: aisha, status: 'accepted' })).status).toBe(403);
      const stranger = await send('POST', PATHS.jobApplicantStatus(id), ADMIN, { user_id: await userId(STAFF), status: 'accepted' });
      expect(stranger.status).toBe(400);
      expect(stranger.body.field_errors.user_id).toEqual([JOB_MESSAGES.noApplication]);
      for (const body of [{ user_id: aisha, status: 'pending' }, { user_id: 'me', status: 'accepted' }, {}]) {
        expect((await send('POST', PATHS.jobApplicantStatus(id), ADMIN, body)).status).toBe(400);
      }
      expect((await send('POST', PATHS.jobApplicantStatus(id), STAFF, { user_id: aisha, status: 'accepted' })).status).toBe(200);
    });
  });
});
