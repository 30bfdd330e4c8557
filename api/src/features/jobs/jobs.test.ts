import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, PATHS, PostableGroups } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import { groups } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  ADMIN,
  DEFAULT_ORG,
  DRAFT,
  EXPIRED,
  MEMBER,
  NORTHBRIDGE,
  OTHER_ADMIN,
  PUBLISHED,
  STAFF,
  demoIds,
  jobCalls,
} from './jobs-test-calls.ts';

describe('job board', () => {
  let t: TestApp;
  let groupIds = new Map<string, number>();
  let skillIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    ({ groupIds, skillIds } = await demoIds(t));
  });
  afterAll(() => t.close());

  const { get, send, board, jobBySlug } = jobCalls(() => t);
  const newJob = (overrides: object = {}) => ({
    title: 'Volunteer Mentor Coordinator',
    description: 'Match mentors with circle members.',
    job_type: 'part_time',
    job_location: 'remote',
    group: groupIds.get(DEFAULT_ORG),
    job_status: 'approved',
    skills: [skillIds.get('Project Management')],
    ...overrides,
  });

  describe('the board', () => {
    it('lists published jobs to visitors, 9 a page, newest first, with the counts in pagination', async () => {
      const page = await board('page=1');
      expect(page.data.every((job) => job.job_status === 'approved')).toBe(true);
      expect(page.data.map((job) => job.slug)).toContain(PUBLISHED);
      expect(page.data.map((job) => job.slug)).toContain(EXPIRED);
      expect(page.data.map((job) => job.slug)).not.toContain(DRAFT);
      expect(page.data).toHaveLength(9);
      expect(page.pagination).toMatchObject({ page: 1, page_size: 9, count: 10 });
      expect((await board('page=2')).data.map((job) => job.slug)).toEqual(['prompt-engineering-workshop-lead']);
      const created = page.data.map((job) => job.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      expect(page.data.every((job) => job.is_administrator === false && job.status === null && job.total_applicants === null)).toBe(true);
    });

    it('searches titles from two characters and refuses one character', async () => {
      expect((await board('search=analyst')).data.map((job) => job.slug)).toEqual([PUBLISHED]);
      const short = await get(`${PATHS.jobs}?search=a`);
      expect(short.status).toBe(400);
      expect(short.body.field_errors.search).toBeTruthy();
    });

    it("filters by type, mode, country, skill, group and open, where 'all' is no filter", async () => {
      expect((await board('job_type=internship')).data.every((job) => job.job_type === 'internship')).toBe(true);
      expect((await board('job_location=hybrid&job_type=all')).data.map((job) => job.slug).sort()).toEqual([
        'clinical-data-specialist',
        'program-coordinator-career-circles',
      ]);
      expect((await board('country=Canada')).data.map((job) => job.slug)).toEqual(['robotics-software-intern']);
      expect((await board(`skill=${skillIds.get('SQL')}`)).data.map((job) => job.slug).sort()).toEqual([
        'clinical-data-specialist',
        PUBLISHED,
      ]);
      expect((await board(`group_id=${groupIds.get(NORTHBRIDGE)}`)).data.map((job) => job.slug).sort()).toEqual([
        'clinical-data-specialist',
        EXPIRED,
      ]);
      expect((await board('open=true')).data.map((job) => job.slug)).not.toContain(EXPIRED);
      expect((await board('job_status=all&country=all')).pagination.count).toBe((await board('')).pagination.count);
    });

    it('shows drafts only to the administrators of their organization, with view_all or job_status', async () => {
      const forAdmin = await board('view_all=true&page_size=50', ADMIN);
      const slugs = forAdmin.data.map((job) => job.slug);
      expect(slugs).toContain(DRAFT);
      // The other organization's rejected job is not this administrator's.
      expect(slugs).not.toContain('hospital-volunteer-coordinator');
      expect(forAdmin.data.find((job) => job.slug === DRAFT)).toMatchObject({ is_administrator: true, job_status: 'pending' });
      expect((await board('job_status=pending', ADMIN)).data.map((job) => job.slug).sort()).toEqual([DRAFT, 'grant-writer-contract']);
      expect((await board('job_status=pending', MEMBER)).data).toEqual([]);
      expect((await board('view_all=true&page_size=50', MEMBER)).data.map((job) => job.slug)).not.toContain(DRAFT);
      expect((await board('job_status=pending')).data).toEqual([]);
      expect((await board('job_status=rejected', OTHER_ADMIN)).data.map((job) => job.slug)).toEqual(['hospital-volunteer-coordinator']);
      const forStaff = (await board('view_all=true&page_size=50', STAFF)).data.map((job) => job.slug);
      expect(forStaff).toEqual(expect.arrayContaining([DRAFT, 'hospital-volunteer-coordinator']));
    });

    it('refuses bad filters with field errors, never a 500', async () => {
      for (const query of [
        'job_type=boss',
        'job_location=moon',
        'page=0',
        'page_size=101',
        'group_id=abc',
        'group_id=99999999999',
        'view_all=maybe',
        `search=${'x'.repeat(201)}`,
      ]) {
        const { status, body } = await get(`${PATHS.jobs}?${query}`);
        expect(status, query).toBe(400);
        expect(body.field_errors, query).toBeTruthy();
      }
    });

    it('answers 401 for a token whose session ended, as every signed-in read does', async () => {
      const { access, refresh } = await t.signIn(MEMBER);
      expect((await t.post(PATHS.logout, { refresh_token: refresh })).statusCode).toBe(204);
      const response = await t.inject({ url: api(PATHS.jobs), headers: { authorization: `Bearer ${access}` } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('one job', () => {
    it('reads a published job by slug for anyone, with its skills by name and group', async () => {
      const job = await jobBySlug(PUBLISHED, null);
      expect(job).toMatchObject({
        title: 'Data Analyst Intern',
        job_location: 'remote',
        address: null,
        is_administrator: false,
        status: null,
      });
      expect(job.skills_detailed.map((skill) => skill.name)).toEqual(['SQL', 'Data Visualization']);
      expect(job.group.name_slug).toBe(DEFAULT_ORG);
    });

    it('hides a draft from everyone but its administrators and staff', async () => {
      expect((await get(PATHS.jobBySlug(DRAFT))).status).toBe(404);
      expect((await get(PATHS.jobBySlug(DRAFT), MEMBER)).status).toBe(404);
      expect((await get(PATHS.jobBySlug(DRAFT), OTHER_ADMIN)).status).toBe(404);
      expect((await jobBySlug(DRAFT, ADMIN)).is_administrator).toBe(true);
      expect((await jobBySlug(DRAFT, STAFF)).is_administrator).toBe(true);
    });

    it('says a missing job does not exist', async () => {
      const { status, body } = await get(PATHS.jobBySlug('no-such-job'));
      expect(status).toBe(404);
      expect(body.detail).toBe(JOB_MESSAGES.notFound);
    });
  });

  describe('creating and editing', () => {
    it('lists the certified organizations the caller administers, for the form', async () => {
      const ofAdmin = PostableGroups.parse((await get(PATHS.jobPostableGroups, ADMIN)).body).data.map((group) => group.name_slug);
      expect(ofAdmin).toEqual([DEFAULT_ORG]);
      const ofOther = PostableGroups.parse((await get(PATHS.jobPostableGroups, OTHER_ADMIN)).body).data.map((group) => group.name_slug);
      expect(ofOther).toEqual([NORTHBRIDGE]);
      expect(PostableGroups.parse((await get(PATHS.jobPostableGroups, MEMBER)).body).data).toEqual([]);
      expect((await get(PATHS.jobPostableGroups)).status).toBe(401);
    });

    it('publishes a job for an organization the caller administers', async () => {
      const { status, body } = await send('POST', PATHS.jobs, ADMIN, newJob({ address: 'dropped for remote work' }));
      expect(status).toBe(201);
      expect(body.message).toBe(JOB_MESSAGES.published);
      expect(body.job).toMatchObject({
        slug: 'volunteer-mentor-coordinator',
        job_status: 'approved',
        address: null,
        is_administrator: true,
      });
      const again = await send('POST', PATHS.jobs, ADMIN, newJob({ job_status: 'pending' }));
      expect(again.body).toMatchObject({
        message: JOB_MESSAGES.savedAsDraft,
        job: { slug: 'volunteer-mentor-coordinator-2', job_status: 'pending' },
      });
    });

    it('keeps to every rule of the form, field by field', async () => {
      const cases: [object, string, string][] = [
        [{ title: '' }, 'title', JOB_MESSAGES.required],
        [{ description: '   ' }, 'description', JOB_MESSAGES.required],
        [{ description: 'x'.repeat(LIMITS.longText + 1) }, 'description', JOB_MESSAGES.maxChars],
        [{ requirements: 'x'.repeat(LIMITS.longText + 1) }, 'requirements', JOB_MESSAGES.maxChars],
        [{ skills: [...skillIds.values()].slice(0, 8) }, 'skills', JOB_MESSAGES.maxSkills],
        [{ job_location: 'on_site' }, 'address', JOB_MESSAGES.required],
        [{ job_location: 'hybrid', address: '  ' }, 'address', JOB_MESSAGES.required],
        [{ group: undefined }, 'group', JOB_MESSAGES.required],
        [
          { application_open_date: '2027-02-01', application_close_date: '2027-01-01' },
          'application_close_date',
          JOB_MESSAGES.closeBeforeOpen,
        ],
        [{ skills: [2_000_000] }, 'skills', 'Choose skills from the list.'],
      ];
      for (const [change, field, message] of cases) {
        const { status, body } = await send('POST', PATHS.jobs, ADMIN, newJob(change));
        expect(status, field).toBe(400);
        expect(body.field_errors[field], JSON.stringify(change).slice(0, 80)).toContain(message);
      }
      for (const bad of [
        { job_type: 'boss' },
        { title: 'x'.repeat(201) },
        { countries: ['x'.repeat(101)] },
        { application_close_date: 'soon' },
      ]) {
        expect((await send('POST', PATHS.jobs, ADMIN, newJob(bad))).status).toBe(400);
      }
    });

    it('lets only administrators of a certified organization post, for their own organization', async () => {
      expect((await send('POST', PATHS.jobs, null, newJob())).status).toBe(401);
      const member = await send('POST', PATHS.jobs, MEMBER, newJob());
      expect(member.status).toBe(403);
      expect(member.body.detail).toBe(JOB_MESSAGES.groupNotAdministered);
      expect((await send('POST', PATHS.jobs, OTHER_ADMIN, newJob())).status).toBe(403);
      const hybrid = await send(
        'POST',
        PATHS.jobs,
        OTHER_ADMIN,
        newJob({ group: groupIds.get(NORTHBRIDGE), job_location: 'hybrid', address: 'Boston' }),
      );
      expect(hybrid.status).toBe(201);
      // Harbor City Community Foundation is not certified: even staff may not post for it.
      const uncertified = await send('POST', PATHS.jobs, STAFF, newJob({ group: groupIds.get('harbor-city-community-foundation') }));
      expect(uncertified.status).toBe(400);
      expect(uncertified.body.field_errors.group).toEqual([JOB_MESSAGES.groupNotCertified]);
      expect((await send('POST', PATHS.jobs, ADMIN, newJob({ group: 2_000_000 }))).status).toBe(403);
    });

    it('converts to draft, publishes again, and checks the rules on the changed job', async () => {
      const { id } = await jobBySlug('program-coordinator-career-circles');
      const draft = await send('PATCH', PATHS.job(id), ADMIN, { job_status: 'pending' });
      expect(draft.body).toMatchObject({
        message: JOB_MESSAGES.savedAsDraft,
        job: { job_status: 'pending', address: 'Chicago, Illinois' },
      });
      expect((await get(PATHS.jobBySlug('program-coordinator-career-circles'))).status).toBe(404);
      const published = await send('PATCH', PATHS.job(id), ADMIN, { job_status: 'approved' });
      expect(published.body.message).toBe(JOB_MESSAGES.published);

      const remote = await send('PATCH', PATHS.job(id), ADMIN, { job_location: 'remote' });
      expect(remote.body.job).toMatchObject({ job_location: 'remote', address: null });
      const onSite = await send('PATCH', PATHS.job(id), ADMIN, { job_location: 'on_site' });
      expect(onSite.status).toBe(400);
      expect(onSite.body.field_errors.address).toEqual([JOB_MESSAGES.required]);
      const back = await send('PATCH', PATHS.job(id), ADMIN, {
        job_location: 'hybrid',
        address: 'Chicago, Illinois',
        title: 'Program Coordinator, Career Circles',
      });
      expect(back.body.message).toBe(JOB_MESSAGES.updated);
      expect((await send('PATCH', PATHS.job(id), ADMIN, { description: '' })).body.field_errors.description).toEqual([
        JOB_MESSAGES.required,
      ]);
    });

    it("refuses changes from anyone but the job's administrators", async () => {
      const { id } = await jobBySlug(PUBLISHED);
      expect((await send('PATCH', PATHS.job(id), null, { title: 'Mine' })).status).toBe(401);
      for (const email of [MEMBER, OTHER_ADMIN]) {
        const { status, body } = await send('PATCH', PATHS.job(id), email, { title: 'Mine' });
        expect(status).toBe(403);
        expect(body.detail).toBe(JOB_MESSAGES.notAdministrator);
        expect((await send('DELETE', PATHS.job(id), email)).status).toBe(403);
      }
      // A draft is not even there for them.
      const { id: draftId } = await jobBySlug(DRAFT);
      expect((await send('PATCH', PATHS.job(draftId), OTHER_ADMIN, { title: 'Mine' })).status).toBe(404);
      expect((await send('PATCH', PATHS.job(2_000_000), ADMIN, { title: 'Mine' })).status).toBe(404);
      expect((await send('PATCH', '/jobs/abc/', ADMIN, { title: 'Mine' })).status).toBe(400);
      const staff = await send('PATCH', PATHS.job(id), STAFF, { is_featured: true });
      expect(staff.body.job.is_featured).toBe(true);
    });

    it('deletes a job with its applications', async () => {
      const { body } = await send('POST', PATHS.jobs, ADMIN, newJob({ title: 'Short-lived job' }));
      expect((await send('POST', PATHS.jobApply(body.job.id), MEMBER)).status).toBe(200);
      const deleted = await send('DELETE', PATHS.job(body.job.id), ADMIN);
      expect(deleted).toEqual({ status: 200, body: { message: JOB_MESSAGES.deleted } });
      expect((await get(PATHS.jobBySlug('short-lived-job'), ADMIN)).status).toBe(404);
      expect((await send('DELETE', PATHS.job(body.job.id), ADMIN)).status).toBe(404);
    });
  });

  it('a group deleted takes its jobs along', async () => {
    const db = t.database.connection.db;
    const [group] = await db
      .insert(groups)
      .values({ name: 'Temporary Org', nameSlug: 'temporary-org', groupType: 'organization', isCertified: true })
      .returning();
    const { body } = await send('POST', PATHS.jobs, STAFF, newJob({ title: 'Temporary job', group: group!.id }));
    expect(body.job.group.name_slug).toBe('temporary-org');
    await db.delete(groups).where(eq(groups.id, group!.id));
    expect((await get(PATHS.jobBySlug('temporary-job'), STAFF)).status).toBe(404);
  });
});
