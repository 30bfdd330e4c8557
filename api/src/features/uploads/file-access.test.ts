import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApplicantList,
  ContentAnswer,
  ContentList,
  Identity,
  ImportResponse,
  RESOURCE_SECURITY_LEVELS,
  RESOURCE_TOPIC_AREAS,
  Resource,
  ResourceAnswer,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { identityEndpoints, jobEndpoints, pathOf, profileEndpoints, resourceEndpoints } from '@trellis/contracts/endpoints';
import { jobApplications, jobs, memberships, topics, uploadedFiles } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { resumePdf } from '../resume-import/resume-fixtures.ts';
import { fileAccess } from './file-access.ts';
import { FILE_GRANT_TTL_MS } from './file-grants.ts';
import { multipartBody, uploadFormFiles } from './multipart-body.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

type Member = Awaited<ReturnType<TestApp['newMember']>>;

describe('who opens a stored file', () => {
  let t: TestApp;
  /** The organization whose private posts and resources are at stake. */
  let org: number;
  let author: Member;
  /** Another accepted member of the organization: a reader of its private things. */
  let colleague: Member;
  /** A member of another organization only. */
  let outsider: Member;
  let staff: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.connection.db;
    org = (await createOrganization(db)).id;
    const elsewhere = (await createOrganization(db)).id;
    [author, colleague, outsider] = await Promise.all([t.newMember(), t.newMember(), t.newMember()]);
    await addMembership(db, { userId: author.id, groupId: org });
    await addMembership(db, { userId: colleague.id, groupId: org });
    await addMembership(db, { userId: outsider.id, groupId: elsewhere });
    staff = await t.authHeader('staff@trellis.test');
  });
  afterAll(() => t.close());

  const download = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
  const bare = (url: string) => url.split('?')[0]!;
  /** The address with its grant re-signed by nobody: the grant names another user under the original signature. */
  const forged = (url: string, userId: number) => {
    const grant = new URL(url, 'http://localhost').searchParams.get('grant')!;
    return `${bare(url)}?grant=${userId}${grant.slice(grant.indexOf('.'))}`;
  };

  /** The checks every restricted file passes: its reader opens the handed-out address, nobody else gets in. */
  async function expectRestricted(granted: string, other: Member) {
    expect(granted).toMatch(/\?grant=/);
    const opened = await download(granted);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const visitor = await download(bare(granted));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: expect.any(String) });
    const refused = await download(bare(granted), other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.http.forbidden });
    expect((await download(forged(granted, other.id))).statusCode).toBe(401);
    expect((await download(`${bare(granted)}?grant=not-a-grant`)).statusCode).toBe(401);
    // A grant that ran out names nobody, though its signature holds.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FILE_GRANT_TTL_MS + 60_000 });
    try {
      expect((await download(granted)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  }

  const upload = (who: Member, files: { name: string; data: Buffer }[]) => uploadFormFiles(t, who.headers, files);

  describe('a resume', () => {
    let owner: Member;
    let resume: string;
    /** An admin of the organization whose job the owner applied to. */
    let jobAdmin: Member;
    /** Posted the job without administering the organization. */
    let poster: Member;
    /** An admin of another organization the owner applied to join. */
    let groupAdmin: Member;
    /** An admin of an organization the owner only follows. */
    let followedAdmin: Member;

    beforeAll(async () => {
      const db = t.database.connection.db;
      [owner, jobAdmin, poster, groupAdmin, followedAdmin] = await Promise.all([
        t.newMember(),
        t.newMember(),
        t.newMember(),
        t.newMember(),
        t.newMember(),
      ]);
      const body = multipartBody({}, [{ field: 'file', name: 'cv.pdf', data: await resumePdf() }]);
      const response = await t.inject({
        method: 'POST',
        url: api(pathOf(profileEndpoints.uploadResume)),
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      resume = ImportResponse.parse(response.json()).resume!;

      const company = (await createOrganization(db)).id;
      await addMembership(db, { userId: jobAdmin.id, groupId: company, role: 'admin' });
      const [job] = await db
        .insert(jobs)
        .values({
          slug: `resume-readers-${process.pid}`,
          title: 'Analyst',
          description: 'Reads data.',
          jobType: 'full_time',
          jobLocation: 'remote',
          jobStatus: 'approved',
          groupId: company,
          createdById: poster.id,
        })
        .returning({ id: jobs.id });
      await db.insert(jobApplications).values({ jobId: job!.id, userId: owner.id });
      const club = (await createOrganization(db)).id;
      await addMembership(db, { userId: groupAdmin.id, groupId: club, role: 'admin' });
      await addMembership(db, { userId: owner.id, groupId: club, status: 'pending' });
      const followed = (await createOrganization(db)).id;
      await addMembership(db, { userId: followedAdmin.id, groupId: followed, role: 'admin' });
      await db.insert(memberships).values({ userId: owner.id, groupId: followed, status: 'accepted', membershipType: 'follower' });

      const applicants = await t.inject({ url: api(pathOf(jobEndpoints.applications, { id: job!.id })), headers: jobAdmin.headers });
      expect(applicants.statusCode).toBe(200);
      const applicant = ApplicantList.parse(applicants.json()).data.find((row) => row.id === owner.id);
      expect(applicant?.resume).toMatch(/\?grant=/);
      expect((await download(applicant!.resume!)).statusCode).toBe(200);
    });

    it('opens for its owner through the address their identity hands out, and for nobody else without a right', async () => {
      expect(resume).toMatch(/\?grant=/);
      const identity = Identity.parse((await t.inject({ url: api(pathOf(identityEndpoints.identity)), headers: owner.headers })).json());
      expect(bare(identity.profile.resume!)).toBe(bare(resume));
      await expectRestricted(identity.profile.resume!, outsider);
      expect((await download(bare(resume), owner.headers)).statusCode).toBe(200);
    });

    it("opens for staff, the job's poster and administrators, and the administrators of a group the member applied to", async () => {
      for (const headers of [staff, jobAdmin.headers, poster.headers, groupAdmin.headers]) {
        expect((await download(bare(resume), headers)).statusCode).toBe(200);
      }
      // Neither an accepted member of the owner's groups nor the admin of a group they only follow reads applications.
      for (const other of [colleague, followedAdmin]) expect((await download(bare(resume), other.headers)).statusCode).toBe(403);
    });
  });

  describe('a post', () => {
    const share = async (who: Member, body: object) => {
      const response = await t.inject({
        method: 'POST',
        url: api('/contents/'),
        headers: who.headers,
        payload: { group: org, data: { blocks: [paragraph('Minutes')] }, ...body },
      });
      expect(response.statusCode).toBe(201);
      return ContentAnswer.parse(response.json()).content;
    };

    it("keeps a private post's files to the readers of the post", async () => {
      const files = await upload(author, [{ name: 'minutes.pdf', data: PDF }]);
      const post = await share(author, { files });
      const listed = await t.inject({ url: api(`/contents/?group_id=${org}`), headers: colleague.headers });
      const granted = ContentList.parse(listed.json()).data.find((row) => row.id === post.id)!.files[0]!.file;
      await expectRestricted(granted, outsider);
      expect((await download(bare(granted), staff)).statusCode).toBe(200);
    });

    it("leaves a public post's files open to anybody, even when a private post shows them too", async () => {
      const files = await upload(author, [{ name: 'flyer.png', data: PNG }]);
      const open = await share(author, { files, security_level: 0 });
      await share(author, { files });
      expect(open.files[0]!.file).not.toMatch(/grant=/);
      const opened = await download(open.files[0]!.file);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('a resource', () => {
    it("keeps a private resource's files and thumbnail to its group's members, staff and author", async () => {
      const db = t.database.connection.db;
      const [topic] = await db.select({ id: topics.id }).from(topics).limit(1);
      const [file, thumbnail] = await upload(author, [
        { name: 'handbook.pdf', data: PDF },
        { name: 'cover.png', data: PNG },
      ]);
      const area = RESOURCE_TOPIC_AREAS[0];
      const contributed = await t.inject({
        method: 'POST',
        url: api(pathOf(resourceEndpoints.create)),
        headers: author.headers,
        payload: {
          title: `Members handbook ${process.pid}`,
          content: 'For members only.',
          group: org,
          topics: [topic!.id],
          topic_area: area.id,
          career_stages: [area.career_stages[0]],
          security_level: RESOURCE_SECURITY_LEVELS.private,
          files: [file],
          thumbnail_image: thumbnail,
        },
      });
      expect(contributed.statusCode).toBe(201);
      const { id, title_slug: slug } = ResourceAnswer.parse(contributed.json()).resource;
      const approved = await t.inject({
        method: 'POST',
        url: api(pathOf(resourceEndpoints.review, { id })),
        headers: staff,
        payload: { action: 'approve' },
      });
      expect(approved.statusCode).toBe(200);

      const read = await t.inject({ url: api(pathOf(resourceEndpoints.detailBySlug, { slug })), headers: colleague.headers });
      const resource = Resource.parse(read.json());
      await expectRestricted(resource.files[0]!.file, outsider);
      await expectRestricted(resource.thumbnail_image!, outsider);
      for (const headers of [staff, author.headers]) expect((await download(bare(resource.files[0]!.file), headers)).statusCode).toBe(200);
    });
  });

  it('asks which rows show a file in one statement, each found through an index', async () => {
    const db = t.database.connection.db;
    const [id] = await upload(author, [{ name: 'count.pdf', data: PDF }]);
    const [row] = await db.select({ path: uploadedFiles.path }).from(uploadedFiles).where(eq(uploadedFiles.id, id!));
    const logged = loggingDatabase(db);
    expect(await fileAccess(logged.db, row!.path, colleague.id)).toEqual({ restricted: false, allowed: false, premiumOnly: false });
    expect(logged.statements).toHaveLength(1);
    const plan = await indexPlan(db, logged.statements[0]!);
    for (const index of [
      'uploaded_files_path_idx',
      'posts_files_idx',
      'resources_files_idx',
      'resources_thumbnail_idx',
      'profiles_resume_idx',
    ]) {
      expect(plan).toContain(index);
    }
  });
});
