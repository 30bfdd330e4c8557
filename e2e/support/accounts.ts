import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@trellis/platform/session';

export const DEMO_PASSWORD = 'Trellis!2026';
export const ACCOUNTS = {
  member: 'member@trellis.test',
  unverified: 'unverified@trellis.test',
  pending: 'pending@trellis.test',
  admin: 'admin@trellis.test',
  leader: 'leader@trellis.test',
  staff: 'staff@trellis.test',
} as const;

/** Tokens for a demo account straight from the API. */
export async function tokensFor(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/v1/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** Signs the page in the way the shell keeps a session: tokens in the persisted session store. */
export async function signInPage(page: Page, baseUrl: string, email: string) {
  const { access, refresh } = await tokensFor(baseUrl, email);
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    {
      key: SESSION_STORAGE_KEY,
      value: JSON.stringify({
        state: { accessToken: access, refreshToken: refresh, currentOrgId: null, selectedRole: null, adminMode: false },
        version: 0,
      }),
    },
  );
}
