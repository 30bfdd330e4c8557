import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES, Content, ContentAnswer, ContentList, PostableGroupList } from '@trellis/contracts';
import { groups, memberships } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { contentCalls, doc, paragraph, startContentsTestApp, type ContentsTestApp, type Member } from './contents-test-app.ts';
import { listContents } from './content-reads.ts';
import { titleOf } from './rich-text.ts';

const STAFF = 'staff@trellis.test';

describe('posts and newsletters', () => {
  let app: ContentsTestApp;
  let t: TestApp;
  let org: ContentsTestApp['org'], admin: Member, member: Member, outsider: Member, pending: Member;

  beforeAll(async () => {
    app = await startContentsTestApp();
    ({ t, org, admin, member, outsider, pending } = app);
  });
  afterAll(() => t.close());

  const { call, share, created } = contentCalls(() => app);

  describe('sharing', () => {
    it('stores a post private by default, its title its first words within 100 characters', async () => {
      const long = 'Networking tips '.repeat(20);
      const answer = await share(member, { data: { blocks: [{ type: 'header', data: { text: 'Week one', level: 2 } }, paragraph(long)] } });
      expect(answer.status).toBe(201);
      const { message, content } = ContentAnswer.parse(answer.body);
      expect(message).toBe(CONTENT_MESSAGES.postCreated);
      expect(content.security_level).toBe(20);
      expect(content.types).toBe('post');
      expect(content.title).toBe(titleOf(`Week one\n${long}`));
      expect(content.title).toMatch(/^Week one (Networking tips )+Networking( tips)?…$/);
      expect(content.raw_text).toBe(`Week one\n${long.trim()}`);
      expect(content.content).toBe(`<h2>Week one</h2>\n<p>${long}</p>`);
      expect(content.is_author).toBe(true);
      expect(content.group_detail).toMatchObject({ id: org.id, name_slug: org.slug });
      expect(content.slug).toMatch(/^week-one-networking-tips/);
    });

    it('lets only paid members and administrators post: visitors 401, outsiders and pending members 403', async () => {
      expect((await share(null, {})).status).toBe(401);
      for (const who of [outsider, pending])
        expect(await share(who, {})).toEqual({ status: 403, body: { detail: CONTENT_MESSAGES.cannotPost } });
      expect((await share(admin, {})).status).toBe(201);
      const staff = await t.inject({
        method: 'POST',
        url: api('/contents/'),
        payload: { group: org.id, data: doc('From staff') },
        headers: await t.authHeader(STAFF),
      });
      expect(staff.statusCode).toBe(201);
    });

    it('in a group that charges, keeps the unpaid accepted member out until their payment is confirmed', async () => {
      const db = t.database.connection.db;
      const circle = await createOrganization(db);
      await db.update(groups).set({ priceCents: 5000 }).where(eq(groups.id, circle.id));
      const payer = await t.newMember();
      await addMembership(db, { userId: payer.id, groupId: circle.id });
      await db.update(memberships).set({ paymentStatus: 'pending' }).where(eq(memberships.userId, payer.id));
      const post = () => call('POST', '/contents/', payer, { group: circle.id, data: doc('Paid circle notes') });
      expect((await post()).status).toBe(403);
      expect(PostableGroupList.parse((await call('GET', '/contents/postable-groups/', payer)).body).data.map((g) => g.id)).not.toContain(
        circle.id,
      );
      await db.update(memberships).set({ paymentStatus: 'confirmed' }).where(eq(memberships.userId, payer.id));
      expect((await post()).status).toBe(201);
      expect(PostableGroupList.parse((await call('GET', '/contents/postable-groups/', payer)).body).data.map((g) => g.id)).toContain(
        circle.id,
      );
    });

    it('lists the groups a member may post in, and who may e-mail each', async () => {
      const mine = PostableGroupList.parse((await call('GET', '/contents/postable-groups/', member)).body).data;
      expect(mine.find((group) => group.id === org.id)).toMatchObject({ may_email: false });
      const theirs = PostableGroupList.parse((await call('GET', '/contents/postable-groups/', admin)).body).data;
      expect(theirs.find((group) => group.id === org.id)).toMatchObject({ may_email: true });
      expect((await call('GET', '/contents/postable-groups/', null)).status).toBe(401);
    });

    it('names one group asked about to whoever may post there, staff included without belonging to it', async () => {
      const asked = async (who: { headers: Record<string, string> } | null, groupId: number | string) => {
        const response = await t.inject({ url: api(`/contents/postable-groups/?group_id=${groupId}`), headers: who?.headers ?? {} });
        return { status: response.statusCode, body: response.json() };
      };
      const staff = { headers: await t.authHeader(STAFF) };
      expect(PostableGroupList.parse((await asked(staff, org.id)).body).data).toEqual([
        { id: org.id, name: `Organization ${org.slug}`, name_slug: org.slug, group_type: 'organization', image: null, may_email: true },
      ]);
      // Staff post there, as the answer says; their list of all groups still keeps to their own.
      const shared = await t.inject({
        method: 'POST',
        url: api('/contents/'),
        headers: staff.headers,
        payload: { group: org.id, data: doc('Staff') },
      });
      expect(shared.statusCode).toBe(201);
      const all = PostableGroupList.parse((await t.inject({ url: api('/contents/postable-groups/'), headers: staff.headers })).json()).data;
      expect(all.map((group) => group.id)).not.toContain(org.id);
      expect(PostableGroupList.parse((await asked(member, org.id)).body).data).toMatchObject([{ id: org.id, may_email: false }]);
      for (const who of [outsider, pending]) expect((await asked(who, org.id)).body).toEqual({ data: [] });
      expect((await asked(staff, 2_000_000_000)).body).toEqual({ data: [] });
      expect((await asked(member, 'x')).status).toBe(400);
      expect((await asked(null, org.id)).status).toBe(401);
    });

    it('refuses bad input with field errors', async () => {
      const bad: [object, string][] = [
        [{ data: { blocks: [] } }, 'data.blocks'],
        [{ data: doc('   ', '<b> </b>') }, 'data'],
        [{ data: { blocks: [{ type: 'image', data: { url: 'x' } }] } }, 'data.blocks.0.type'],
        [{ data: { blocks: Array.from({ length: CONTENT_LIMITS.blocks + 1 }, () => paragraph('x')) } }, 'data.blocks'],
        [{ data: doc('x'.repeat(CONTENT_LIMITS.blockChars + 1)) }, 'data.blocks.0.data.text'],
        [{ data: { blocks: [{ type: 'header', data: { text: 'x', level: 1 } }] } }, 'data.blocks.0.data.level'],
        [
          { data: { blocks: [{ type: 'list', data: { style: 'ordered', items: Array(CONTENT_LIMITS.listItems + 1).fill('x') } }] } },
          'data.blocks.0.data.items',
        ],
        [{ security_level: 5 }, 'security_level'],
        [{ types: 'career_tip' }, 'types'],
        [{ group: 'abc' }, 'group'],
        [{ group: 2_147_483_647 }, 'group'],
        [{ send_email: 'yes' }, 'send_email'],
        [{ data: 'text' }, 'data'],
      ];
      for (const [body, field] of bad) {
        const answer = await share(member, body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys(answer.body.field_errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
      expect((await share(member, { data: doc('Checks a message') })).status).toBe(201);
    });

    it('never keeps a script: tags other than a few inline ones, handlers and script links become plain text', async () => {
      const hostile = [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<b onclick="alert(3)">bold</b>',
        '<a href="javascript:alert(4)">link</a>',
        '<a href="https://example.org" onmouseover="alert(5)">safe</a>',
        '<svg><script>alert(6)</script></svg>',
        '<iframe src="https://example.org"></iframe>',
      ];
      const content = await created(member, {
        security_level: 0,
        data: {
          blocks: [
            paragraph(hostile.join(' ')),
            { type: 'list', data: { style: 'unordered', items: ['<script>alert(7)</script>'] } },
            { type: 'quote', data: { text: '<style>body{}</style>', caption: '<script>alert(8)</script>' } },
          ],
        },
      });
      // The HTML-bearing fields carry no markup that runs; the words are plain text, shown as typed.
      const stored = JSON.stringify([content.content, content.data]);
      expect(stored).not.toMatch(/<script|<img|<svg|<iframe|<style|onerror=|onclick=|onmouseover=|javascript:/i);
      expect(content.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(content.content).toContain('<b>bold</b>');
      expect(content.content).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">safe</a>');
      expect(content.raw_text).toContain('<script>alert(1)</script>');
      const read = Content.parse((await call('GET', `/contents/slug/${content.slug}/`, null)).body);
      expect(JSON.stringify([read.content, read.data])).not.toMatch(/<script|onerror=|javascript:/i);
    });

    it("keeps the editor's bold, italic and web or mail links, and drops links to any other kind of address", async () => {
      const content = await created(member, {
        data: doc(
          '<strong>Bold</strong> <em>italic</em> <a href="mailto:ada@example.org">mail</a> <a href="data:text/html,x">data</a> <a href="//evil.example">relative</a>',
        ),
      });
      expect(content.content).toContain('<strong>Bold</strong> <em>italic</em>');
      expect(content.content).toContain('<a href="mailto:ada@example.org" rel="noopener noreferrer nofollow" target="_blank">mail</a>');
      expect(content.content).not.toMatch(/data:|evil\.example/);
      expect(content.raw_text).toBe('Bold italic mail data relative');
    });
  });

  describe('reading', () => {
    let secret: Content;
    let open: Content;
    beforeAll(async () => {
      secret = await created(member, { data: doc('A private note for the group') });
      open = await created(member, { data: doc('A public note for everyone'), security_level: 0 });
      for (let n = 1; n <= 11; n += 1) await created(admin, { data: doc(`Weekly update ${n}`) });
      await created(member, { types: 'newsletter', data: doc('News from the group') });
    });

    it('shows a private post to the members of its group, its author and staff only', async () => {
      for (const who of [member, admin]) expect((await call('GET', `/contents/slug/${secret.slug}/`, who)).status).toBe(200);
      const staff = await t.inject({ url: api(`/contents/${secret.id}/`), headers: await t.authHeader(STAFF) });
      expect(staff.statusCode).toBe(200);
      for (const who of [null, outsider, pending]) {
        expect(await call('GET', `/contents/slug/${secret.slug}/`, who)).toEqual({
          status: 404,
          body: { detail: CONTENT_MESSAGES.notFound },
        });
        expect((await call('GET', `/contents/${secret.id}/`, who)).status).toBe(404);
      }
    });

    it('shows a public post to anyone, without the author flag for others', async () => {
      const read = Content.parse((await call('GET', `/contents/slug/${open.slug}/`, null)).body);
      expect(read).toMatchObject({ id: open.id, is_author: false, security_level: 0 });
      expect(Content.parse((await call('GET', `/contents/${open.id}/`, outsider)).body).is_author).toBe(false);
    });

    it("pages a group's posts 10 at a time, newest first, with the private ones for its members only", async () => {
      const page1 = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}`, member)).body);
      expect(page1.data).toHaveLength(10);
      expect(page1.pagination).toMatchObject({ page: 1, page_size: 10 });
      const stamps = page1.data.map((post) => post.created_at);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      const page2 = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}&page=2`, member)).body);
      expect(page2.data.map((post) => post.id)).not.toContain(page1.data[0]!.id);
      expect(page1.pagination.count).toBe(page1.data.length + page2.data.length + Math.max(0, page1.pagination.count - 20));

      const outside = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}&page_size=100`, outsider)).body);
      expect(outside.data.every((post) => post.security_level === 0)).toBe(true);
      expect(outside.data.map((post) => post.id)).toContain(open.id);
      expect(outside.pagination.count).toBe(outside.data.length);
      const visitor = ContentList.parse((await call('GET', `/contents/?page_size=100`, null)).body);
      expect(visitor.data.map((post) => post.id)).not.toContain(secret.id);
    });

    it('keeps to one kind with types, all meaning every kind', async () => {
      const letters = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}&types=newsletter`, member)).body);
      expect(letters.data.length).toBeGreaterThan(0);
      expect(letters.data.every((post) => post.types === 'newsletter')).toBe(true);
      const all = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}&types=all&page_size=100`, member)).body);
      expect(new Set(all.data.map((post) => post.types))).toEqual(new Set(['post', 'newsletter']));
    });

    it('refuses bad list queries, and answers a list of a group nobody has as not found', async () => {
      for (const query of ['page=0', 'page=x', 'page_size=101', 'group_id=-1', 'types=career_tip', 'types=<script>']) {
        const answer = await call('GET', `/contents/?${query}`, member);
        expect(answer.status, query).toBe(400);
        expect(answer.body.field_errors, query).toBeDefined();
      }
      expect((await call('GET', '/contents/?group_id=2147483000', member)).status).toBe(404);
      expect((await call('GET', '/contents/0/', member)).status).toBe(400);
      expect((await call('GET', '/contents/slug/no-such-post/', member)).status).toBe(404);
    });

    it('reads a page, its total and the caller in one statement, from the index of its filters', async () => {
      const { db, statements } = loggingDatabase(t.database.connection.db);
      const access = { userId: member.id, sessionId: '00000000-0000-0000-0000-000000000000' };
      await listContents(db, { kinds: 'feed', groupId: org.id }, access, { page: 1, pageSize: 10 });
      expect(statements).toHaveLength(1);
      expect(await indexPlan(t.database.connection.db, statements[0]!)).toContain('posts_group_type_created_idx');
    });
  });

  describe('editing and deleting', () => {
    it('lets the author change the text and the security level, deriving the title again', async () => {
      const post = await created(member, { data: doc('First draft') });
      const answer = await call('PATCH', `/contents/${post.id}/`, member, { data: doc('Second <i>draft</i>'), security_level: 0 });
      expect(answer.status).toBe(200);
      const { message, content } = ContentAnswer.parse(answer.body);
      expect(message).toBe(CONTENT_MESSAGES.updated);
      expect(content).toMatchObject({ title: 'Second draft', security_level: 0, slug: post.slug, content: '<p>Second <i>draft</i></p>' });
      expect(content.modified_at).not.toBeNull();
      const level = await call('PATCH', `/contents/${post.id}/`, member, { security_level: 20 });
      expect(ContentAnswer.parse(level.body).content).toMatchObject({ title: 'Second draft', security_level: 20 });
    });

    it('refuses anyone but the author: 403 to those who may read it, 404 to those who may not', async () => {
      const post = await created(member, { data: doc('Mine alone') });
      expect(await call('PATCH', `/contents/${post.id}/`, admin, { data: doc('Hijacked') })).toEqual({
        status: 403,
        body: { detail: CONTENT_MESSAGES.notAuthor },
      });
      expect((await call('DELETE', `/contents/${post.id}/`, admin)).status).toBe(403);
      expect((await call('PATCH', `/contents/${post.id}/`, outsider, { security_level: 0 })).status).toBe(404);
      expect((await call('DELETE', `/contents/${post.id}/`, outsider)).status).toBe(404);
      expect((await call('DELETE', `/contents/${post.id}/`, null)).status).toBe(401);
      expect((await call('PATCH', `/contents/${post.id}/`, member, { data: doc(' ') })).status).toBe(400);
      expect((await call('PATCH', `/contents/${post.id}/`, member, { security_level: 1 })).status).toBe(400);
      expect(
        (await call('PATCH', `/contents/${post.id}/`, member, { data: { blocks: [paragraph('<script>x</script>')] } })).body.content
          .content,
      ).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>');
      expect((await call('PATCH', '/contents/2147483000/', member, { security_level: 0 })).status).toBe(404);
    });

    it('deletes the post for its author, with the message the screen shows', async () => {
      const post = await created(member, { data: doc('Short-lived') });
      expect(await call('DELETE', `/contents/${post.id}/`, member)).toEqual({ status: 200, body: { message: CONTENT_MESSAGES.deleted } });
      expect((await call('GET', `/contents/${post.id}/`, member)).status).toBe(404);
      expect((await call('DELETE', `/contents/${post.id}/`, member)).status).toBe(404);
    });
  });

  describe('demo data', () => {
    const demo = async (slug: string, email: string | null) => {
      const response = await t.inject({ url: api(`/contents/slug/${slug}/`), headers: email ? await t.authHeader(email) : {} });
      return response.statusCode;
    };

    it('holds a public newsletter, a long post and private posts each organization keeps to itself', async () => {
      const letter = Content.parse((await call('GET', '/contents/slug/november-newsletter/', null)).body);
      expect(letter).toMatchObject({ types: 'newsletter', security_level: 0 });
      const long = Content.parse((await call('GET', '/contents/slug/how-to-write-a-cover-letter/', null)).body);
      expect(long.raw_text.length).toBeGreaterThan(CONTENT_LIMITS.previewChars);
      expect(await demo('northbridge-volunteer-roster', 'member@trellis.test')).toBe(404);
      expect(await demo('northbridge-volunteer-roster', 'leader@trellis.test')).toBe(200);
      expect(await demo('mentor-office-hours', 'member@trellis.test')).toBe(200);
      expect(await demo('mentor-office-hours', null)).toBe(404);
      const tips = ContentList.parse((await call('GET', '/all-career-tips/', null)).body);
      expect(tips.data.map((tip) => tip.slug)).toEqual(expect.arrayContaining(['tailor-your-resume', 'shadow-a-clinician']));
    });
  });
});
