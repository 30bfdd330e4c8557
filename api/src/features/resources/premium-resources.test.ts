import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MESSAGES, RESOURCE_SECURITY_LEVELS, Resource } from '@trellis/contracts';
import { userSubscriptions } from '../../db/schema/index.ts';
import { PDF } from '../../test-support/sample-files.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { resourceCalls, startResourcesTestApp, type Person, type ResourcesTestApp } from './resources-test-app.ts';

describe('resources', () => {
  let app: ResourcesTestApp;
  let t: TestApp;
  let org: number;
  let author: Person, reviewer: Person, uncertifiedAdmin: Person, premiumMember: Person, freeMember: Person;
  let otherAdmin: { authorization: string };

  beforeAll(async () => {
    app = await startResourcesTestApp();
    ({ t, org, author, reviewer, uncertifiedAdmin, premiumMember, freeMember, otherAdmin } = app);
  });
  afterAll(() => t.close());

  const { upload, valid, created, review, read, list } = resourceCalls(() => app);

  describe('premium and private resources', () => {
    let premium: Resource;
    let privateOne: Resource;
    beforeAll(async () => {
      const [file] = await upload(author, [{ name: 'premium.pdf', data: PDF }]);
      premium = await created(author, valid({ title: 'Premium playbook', is_premium: true, files: [file!] }));
      privateOne = await created(author, valid({ title: 'Members only', security_level: RESOURCE_SECURITY_LEVELS.private }));
      for (const resource of [premium, privateOne]) expect((await review(resource.id, reviewer.headers, 'approve')).status).toBe(200);
    });

    it('locks premium files unless the plan includes them or the caller wrote it', async () => {
      for (const headers of [{}, freeMember.headers, uncertifiedAdmin.headers]) {
        const seen = Resource.parse((await read(premium.title_slug, headers)).body);
        expect(seen).toMatchObject({ is_premium: true, files_locked: true, files: [], file_count: 1 });
      }
      for (const headers of [author.headers, premiumMember.headers]) {
        const seen = Resource.parse((await read(premium.title_slug, headers)).body);
        expect(seen).toMatchObject({ files_locked: false, file_count: 1 });
        expect(seen.files).toHaveLength(1);
      }
      const listed = (await list(org, freeMember.headers)).data.find((resource) => resource.id === premium.id);
      expect(listed).toMatchObject({ files_locked: true, files: [] });
    });

    it('checks the requester of a premium file on every download, whatever address they hold', async () => {
      const download = (url: string, headers: object = {}) => t.inject({ method: 'GET', url, headers: headers as Record<string, string> });
      const granted = Resource.parse((await read(premium.title_slug, premiumMember.headers)).body).files[0]!.file;
      expect(granted).toMatch(/\?grant=/);
      const bare = granted.split('?')[0]!;
      const opened = await download(granted);
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.equals(PDF)).toBe(true);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect((await download(Resource.parse((await read(premium.title_slug, author.headers)).body).files[0]!.file)).statusCode).toBe(200);

      // Without a grant or a bearer nobody is asking; a grant changed by hand names nobody either.
      expect((await download(bare)).statusCode).toBe(401);
      const [, grant] = granted.split('?grant=');
      const forged = `${bare}?grant=${freeMember.id}${grant!.slice(grant!.indexOf('.'))}`;
      expect((await download(forged)).statusCode).toBe(401);
      const locked = await download(bare, freeMember.headers);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().detail).toBe(RESOURCE_MESSAGES.filesLocked);
      expect((await download(bare, premiumMember.headers)).statusCode).toBe(200);

      // The plan that ends closes the file at once, even through the address handed out before.
      const db = t.database.connection.db;
      const [plan] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, premiumMember.id));
      await db.update(userSubscriptions).set({ appliedMembershipTier: 0 }).where(eq(userSubscriptions.userId, premiumMember.id));
      try {
        expect((await download(granted)).statusCode).toBe(403);
      } finally {
        await db
          .update(userSubscriptions)
          .set({ appliedMembershipTier: plan!.appliedMembershipTier })
          .where(eq(userSubscriptions.userId, premiumMember.id));
      }

      // A file of an ordinary resource opens for anyone holding its address, as before.
      const [plain] = await upload(author, [{ name: 'plain.pdf', data: PDF }]);
      const ordinary = await created(author, valid({ title: 'Ordinary guide', files: [plain!] }));
      expect(ordinary.files[0]!.file).not.toMatch(/grant=/);
      expect((await download(ordinary.files[0]!.file)).statusCode).toBe(200);
    });

    it('shows a private resource inside its group only', async () => {
      expect((await read(privateOne.title_slug)).status).toBe(404);
      expect((await read(privateOne.title_slug, otherAdmin)).status).toBe(404);
      expect((await read(privateOne.title_slug, freeMember.headers)).status).toBe(200);
      expect((await list(org)).data.map((resource) => resource.id)).not.toContain(privateOne.id);
      expect((await list(org, freeMember.headers)).data.map((resource) => resource.id)).toContain(privateOne.id);
    });
  });
});
