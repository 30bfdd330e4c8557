import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, Content, ContentAnswer, ContentList } from '@trellis/contracts';
import type { TestApp } from '../../test-support/test-app.ts';
import { contentCalls, doc, startContentsTestApp, type ContentsTestApp, type Member } from './contents-test-app.ts';

describe('posts and newsletters', () => {
  let app: ContentsTestApp;
  let t: TestApp;
  let org: ContentsTestApp['org'], admin: Member, member: Member, outsider: Member;

  beforeAll(async () => {
    app = await startContentsTestApp();
    ({ t, org, admin, member, outsider } = app);
  });
  afterAll(() => t.close());

  const { call, created } = contentCalls(() => app);

  describe('career tips', () => {
    it('shares, lists, reads, changes and deletes a career tip, apart from the posts', async () => {
      const answer = await call('POST', '/career-tips/', member, {
        group: org.id,
        data: doc('Ask for informational interviews'),
        security_level: 0,
      });
      expect(answer.status).toBe(201);
      const { message, content: tip } = ContentAnswer.parse(answer.body);
      expect(message).toBe(CONTENT_MESSAGES.careerTipCreated);
      expect(tip.types).toBe('career_tip');

      const mine = ContentList.parse((await call('GET', '/career-tips/', member)).body);
      expect(mine.data.map((item) => item.id)).toContain(tip.id);
      expect(mine.data.every((item) => item.types === 'career_tip' && item.is_author)).toBe(true);
      expect(ContentList.parse((await call('GET', '/career-tips/', outsider)).body).data).toHaveLength(0);
      expect((await call('GET', '/career-tips/', null)).status).toBe(401);

      const all = ContentList.parse((await call('GET', '/all-career-tips/', null)).body);
      expect(all.data.map((item) => item.id)).toContain(tip.id);
      const group = ContentList.parse((await call('GET', `/career-tips/group/${org.id}/`, null)).body);
      expect(group.data.map((item) => item.id)).toContain(tip.id);
      expect((await call('GET', '/career-tips/group/2147483000/', null)).status).toBe(404);
      expect(Content.parse((await call('GET', `/all-career-tips/slug/${tip.slug}/`, null)).body).id).toBe(tip.id);
      expect(Content.parse((await call('GET', `/career-tips/${tip.id}/`, outsider)).body).id).toBe(tip.id);

      // A career tip is not a post, and a post is not a career tip.
      expect((await call('GET', `/contents/${tip.id}/`, member)).status).toBe(404);
      const posts = ContentList.parse((await call('GET', `/contents/?group_id=${org.id}&page_size=100`, member)).body);
      expect(posts.data.map((item) => item.id)).not.toContain(tip.id);
      const post = await created(member, { data: doc('A post') });
      expect((await call('GET', `/career-tips/${post.id}/`, member)).status).toBe(404);
      expect((await call('PATCH', `/career-tips/${post.id}/`, member, { security_level: 0 })).status).toBe(404);

      expect((await call('PATCH', `/career-tips/${tip.id}/`, admin, { security_level: 20 })).status).toBe(403);
      const changed = await call('PATCH', `/career-tips/${tip.id}/`, member, { security_level: 20 });
      expect(ContentAnswer.parse(changed.body).content.security_level).toBe(20);
      expect((await call('GET', `/all-career-tips/slug/${tip.slug}/`, null)).status).toBe(404);
      expect((await call('GET', `/career-tips/${tip.id}/`, outsider)).status).toBe(404);
      expect((await call('DELETE', `/career-tips/${tip.id}/`, outsider)).status).toBe(404);
      expect(await call('DELETE', `/career-tips/${tip.id}/`, member)).toEqual({ status: 200, body: { message: CONTENT_MESSAGES.deleted } });
    });

    it('holds career tips to the posting rules and the same bounded contract', async () => {
      expect((await call('POST', '/career-tips/', outsider, { group: org.id, data: doc('Tip') })).status).toBe(403);
      expect((await call('POST', '/career-tips/', null, { group: org.id, data: doc('Tip') })).status).toBe(401);
      const bad = await call('POST', '/career-tips/', member, { group: org.id, data: doc('Tip'), send_email: true, types: 'newsletter' });
      expect(bad.status).toBe(201);
      expect(ContentAnswer.parse(bad.body).content).toMatchObject({ types: 'career_tip', send_email: false });
      expect((await call('POST', '/career-tips/', member, { data: doc('No group') })).status).toBe(400);
      expect((await call('GET', '/all-career-tips/?page_size=0', null)).status).toBe(400);
    });
  });
});
