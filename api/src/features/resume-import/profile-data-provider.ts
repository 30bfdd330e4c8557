import { ImportedProfile } from '@trellis/contracts';

export type ProfileDataProvider = { url: string; key: string };

/**
 * Asks the configured profile-data service about a professional-network profile:
 * GET {url}?url={profile url} with the key as a bearer token, answering the
 * ImportedProfile shape. Null when it fails or answers something else.
 */
export async function fetchNetworkProfile(provider: ProfileDataProvider, profileUrl: string): Promise<ImportedProfile | null> {
  const target = new URL(provider.url);
  target.searchParams.set('url', profileUrl);
  try {
    const response = await fetch(target, {
      headers: { authorization: `Bearer ${provider.key}`, accept: 'application/json' },
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return null;
    const parsed = ImportedProfile.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
