import { test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts.ts';
import { chatBothWays, memberPage } from '../support/chat.ts';
import { startPlatform } from '../support/platform.ts';

// `npm test` runs the browser suite with a throwaway PostgreSQL server (scripts/with-postgres.mjs).
const databaseUrl = process.env.DATABASE_URL;

test('two members served by two API instances on one PostgreSQL chat live', async ({ browser }) => {
  test.skip(!databaseUrl, 'needs DATABASE_URL: two instances share one PostgreSQL server');
  test.setTimeout(180_000);
  const first = await startPlatform(3197, databaseUrl);
  // The second starts once the first has migrated and loaded the demo data.
  const second = await startPlatform(3196, databaseUrl);
  try {
    const maya = await memberPage(browser, first.url, ACCOUNTS.member);
    const priya = await memberPage(browser, second.url, ACCOUNTS.admin);
    await chatBothWays(maya, priya);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
});
