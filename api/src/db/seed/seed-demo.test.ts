import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { count, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { localFileStore, type FileStore } from '../../features/uploads/file-store.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { testFileStore } from '../../test-support/test-files.ts';
import type { Database } from '../connection.ts';
import {
  aiTools,
  groups,
  jobs,
  memberships,
  remoteApps,
  resources,
  sites,
  subscriptionPlans,
  subscriptionPrices,
  uploadedFiles,
  useCases,
  users,
} from '../schema/index.ts';
import { contrastRatio } from '@trellis/contracts/colour-contrast';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { seedDemoData } from './seed-demo.ts';

type Table = Parameters<ReturnType<Database['select']>['from']>[0];
const totalIn = async (db: Database, table: Table) => (await db.select({ value: count() }).from(table))[0]?.value;

// One test, since it is one sequence: the seed runs on an empty database, then again on its own data.
describe('loading the demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
  });
  afterAll(() => database.close());

  it('starts from a migrated database that has only the remote registry, loads once and is skipped afterwards', async () => {
    const { db } = database.connection;
    expect(await totalIn(db, users)).toBe(0);
    expect(await totalIn(db, remoteApps)).toBe(6);
    expect(await seedDemoData(db, testFileStore())).toBe(true);
    const usersAfterFirstRun = await totalIn(db, users);
    expect(await seedDemoData(db, testFileStore())).toBe(false);
    expect(await totalIn(db, users)).toBe(usersAfterFirstRun);
  });
});

describe('demo data', () => {
  let database: TestDatabase;
  let dir: string;
  let files: FileStore;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
    dir = mkdtempSync(join(tmpdir(), 'trellis-demo-files-'));
    files = localFileStore(dir);
    db = database.connection.db;
    await seedDemoData(db, files);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const total = (table: Table) => totalIn(db, table);

  it('creates every documented demo account with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash)).toBe(true);
    }
  });

  it('has enough content for non-trivial listings and metrics', async () => {
    expect(await total(groups)).toBeGreaterThanOrEqual(14);
    expect(await total(subscriptionPlans)).toBe(4);
    expect(await total(subscriptionPrices)).toBe(6);
    expect(await total(useCases)).toBe(12);
    expect(await total(aiTools)).toBeGreaterThanOrEqual(6);
    expect(await total(jobs)).toBeGreaterThanOrEqual(4);
    expect(await total(resources)).toBeGreaterThanOrEqual(4);
    expect(await total(memberships)).toBeGreaterThan(15);
    expect((await db.select().from(sites).where(eq(sites.host, 'localhost')))[0]?.defaultOrganizationId).not.toBeNull();
  });

  it('has public, private and premium resources whose attachments are real PDF documents in the file store', async () => {
    const all = await db.select().from(resources);
    const approved = all.filter((resource) => resource.status === 'approved');
    expect(approved.some((resource) => resource.securityLevel === 0 && !resource.isPremium && resource.files.length)).toBe(true);
    expect(approved.some((resource) => resource.securityLevel === 20 && resource.files.length)).toBe(true);
    expect(approved.some((resource) => resource.isPremium && resource.files.length)).toBe(true);
    const attached = await db
      .select()
      .from(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.id,
          all.flatMap((resource) => resource.files),
        ),
      );
    expect(attached.length).toBeGreaterThanOrEqual(6);
    for (const file of attached) {
      const found = await files.open(file.path);
      expect(found, file.originalName).not.toBeNull();
      const pdf = await getDocumentProxy(new Uint8Array(await buffer(found!.stream)));
      expect(pdf.numPages).toBeGreaterThanOrEqual(1);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(file.description);
    }
    const longest = await Promise.all(
      attached.map(async (file) => (await getDocumentProxy(new Uint8Array(await buffer((await files.open(file.path))!.stream)))).numPages),
    );
    expect(Math.max(...longest)).toBeGreaterThan(1);
  });

  it("gives every demo site a primary colour that carries its buttons' white text at WCAG AA", () => {
    for (const site of DEMO_SITES) expect(contrastRatio('#ffffff', site.theme.primary), site.host).toBeGreaterThanOrEqual(4.5);
  });
});
