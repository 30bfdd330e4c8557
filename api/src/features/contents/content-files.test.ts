import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES, Content, ContentAnswer, ContentList } from '@trellis/contracts';
import { PDF, PNG } from '../../test-support/sample-files.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { contentCalls, doc, startContentsTestApp, type ContentsTestApp, type Member } from './contents-test-app.ts';

describe('posts and newsletters', () => {
  let app: ContentsTestApp;
  let t: TestApp;
  let org: ContentsTestApp['org'], admin: Member, member: Member, outsider: Member, pending: Member;

  beforeAll(async () => {
    app = await startContentsTestApp();
    ({ t, org, admin, member, outsider, pending } = app);
  });
  afterAll(() => t.close());

  const { call, share, created, upload } = contentCalls(() => app);

  describe('files', () => {
    it('shows the files a post carries in the order attached, and each downloads for a reader of the post', async () => {
      const [pdf, png] = await upload(member, [
        { name: 'Agenda.pdf', data: PDF },
        { name: 'Venue map', data: PNG },
      ]);
      const content = await created(member, { security_level: 0, files: [png, pdf, png] });
      expect(content.files.map(({ id, mime_type, description }) => ({ id, mime_type, description }))).toEqual([
        { id: png, mime_type: 'image/png', description: 'Venue map' },
        { id: pdf, mime_type: 'application/pdf', description: 'Agenda.pdf' },
      ]);
      const read = Content.parse((await call('GET', `/contents/slug/${content.slug}/`, null)).body);
      expect(read.files).toEqual(content.files);
      const download = await t.inject({ method: 'GET', url: read.files[1]!.file });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      const listed = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}`, null)).body);
      expect(listed.data.find((post) => post.id === content.id)?.files).toHaveLength(2);
    });

    it("refuses another member's file, a file that does not exist and more than 7 files, each under files", async () => {
      const [theirs] = await upload(admin, [{ name: 'theirs.pdf', data: PDF }]);
      for (const files of [[theirs], [2_000_000_000]]) {
        const answer = await share(member, { files });
        expect(answer.status).toBe(400);
        expect(answer.body.field_errors.files).toEqual([CONTENT_MESSAGES.notYourFile]);
      }
      const answer = await share(member, { files: [1, 2, 3, 4, 5, 6, 7, 8] });
      expect(answer.status).toBe(400);
      expect(answer.body.field_errors.files).toEqual([CONTENT_MESSAGES.maxFiles]);
      expect((await share(member, { files: ['x'] })).status).toBe(400);
    });

    it("changes a post's files on edit: kept, removed or added, never another member's", async () => {
      const [first, second] = await upload(member, [
        { name: 'first.pdf', data: PDF },
        { name: 'second.pdf', data: PDF },
      ]);
      const [theirs] = await upload(admin, [{ name: 'theirs.pdf', data: PDF }]);
      const content = await created(member, { files: [first] });
      const patched = await call('PATCH', `/contents/${content.id}/`, member, { files: [second, first] });
      expect(patched.status).toBe(200);
      expect(ContentAnswer.parse(patched.body).content.files.map((file) => file.id)).toEqual([second, first]);
      const refused = await call('PATCH', `/contents/${content.id}/`, member, { files: [first, theirs] });
      expect(refused.status).toBe(400);
      expect(refused.body.field_errors.files).toEqual([CONTENT_MESSAGES.notYourFile]);
      const byOther = await call('PATCH', `/contents/${content.id}/`, admin, { files: [theirs] });
      expect(byOther.status).toBe(403);
      const emptied = await call('PATCH', `/contents/${content.id}/`, member, { files: [] });
      expect(ContentAnswer.parse(emptied.body).content.files).toEqual([]);
    });

    it("keeps a private post's files from those who may not read it", async () => {
      const [pdf] = await upload(member, [{ name: 'minutes.pdf', data: PDF }]);
      const content = await created(member, { files: [pdf] });
      expect((await call('GET', `/contents/slug/${content.slug}/`, outsider)).status).toBe(404);
      const feed = ContentList.parse((await call('GET', '/contents/', outsider)).body);
      expect(feed.data.some((post) => post.id === content.id)).toBe(false);
      // The reader's address carries a grant for them; without it, or as another member, the file stays shut.
      const granted = content.files[0]!.file;
      expect(granted).toMatch(/\?grant=/);
      expect((await t.inject({ method: 'GET', url: granted })).statusCode).toBe(200);
      const bare = granted.split('?')[0]!;
      expect((await t.inject({ method: 'GET', url: bare })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: bare, headers: outsider.headers })).statusCode).toBe(403);
    });
  });

  describe('newsletters', () => {
    it("mails a newsletter with send_email to the group's other members through the mail queue, with links to its files", async () => {
      const files = await upload(admin, [
        { name: 'Spring <programme>.pdf', data: PDF },
        { name: 'Venue map', data: PNG },
      ]);
      const answer = await share(admin, {
        types: 'newsletter',
        send_email: true,
        security_level: 0,
        data: doc('Our <b>spring</b> newsletter <script>x()</script>'),
        files,
      });
      expect(answer.status).toBe(201);
      const { message, content } = ContentAnswer.parse(answer.body);
      expect(message).toBe(CONTENT_MESSAGES.newsletterCreated);
      expect(content).toMatchObject({ types: 'newsletter', send_email: true });
      // The mail goes out from the queue after the answer.
      const [mail] = await vi.waitFor(async () => {
        const mails = await t.mailTo(member.email);
        expect(mails).toHaveLength(1);
        return mails;
      });
      expect(mail?.subject).toBe(`Organization ${org.slug}: Our spring newsletter <script>x()</script>`);
      expect(mail?.html).toContain('<b>spring</b>');
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.text).toContain(`/post/${content.slug}`);
      // Each file is listed by its name as a link to download it, in the order attached, its name escaped in the HTML.
      const [pdf, png] = content.files.map((file) => file.file);
      expect(mail?.text).toMatch(
        new RegExp(`Files:\\n- Spring <programme>\\.pdf: https?://[^\\s]+${pdf}\\n- Venue map: https?://[^\\s]+${png}`),
      );
      expect(mail?.html).toContain(`${pdf}">Spring &lt;programme&gt;.pdf</a></li><li><a href="`);
      const download = await t.inject({ method: 'GET', url: pdf! });
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(await t.mailTo(admin.email)).toHaveLength(0);
      expect(await t.mailTo(outsider.email)).toHaveLength(0);
      expect(await t.mailTo(pending.email)).toHaveLength(0);
    });

    it("links a private newsletter's files to its page, where its readers open them once signed in", async () => {
      const files = await upload(admin, [{ name: 'Board minutes.pdf', data: PDF }]);
      const answer = await share(admin, { types: 'newsletter', send_email: true, data: doc('Board minutes are out'), files });
      expect(answer.status).toBe(201);
      const { content } = ContentAnswer.parse(answer.body);
      const mail = await vi.waitFor(async () => {
        const found = (await t.mailTo(member.email)).find((sent) => sent.text.includes(`/post/${content.slug}`));
        expect(found).toBeDefined();
        return found!;
      });
      expect(mail.text).toMatch(new RegExp(`Files:\\n- Board minutes\\.pdf: https?://[^\\s]+/post/${content.slug}\\n`));
      expect(mail.text).not.toContain('/media/');
      expect(mail.html).not.toContain('/media/');
    });

    it('lets only administrators e-mail, and only newsletters', async () => {
      expect(await share(member, { types: 'newsletter', send_email: true })).toEqual({
        status: 403,
        body: { detail: CONTENT_MESSAGES.cannotEmail },
      });
      expect((await share(member, { types: 'newsletter' })).status).toBe(201);
      expect(await share(admin, { send_email: true })).toEqual({
        status: 400,
        body: { field_errors: { send_email: [CONTENT_MESSAGES.onlyNewslettersEmailed] } },
      });
    });
  });
});
