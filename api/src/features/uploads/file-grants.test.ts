import { describe, expect, it } from 'vitest';
import { FILE_GRANT_TTL_MS, fileGrants } from './file-grants.ts';

const NAME = '0b9f2c1e-8a7d-4c55-9f00-3e2d1c0b9a87.pdf';
const grantOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('grant')!;

describe('file grants', () => {
  const grants = fileGrants(new Uint8Array(32).fill(7));

  it('names the user a file address was handed to, while the grant lasts', () => {
    const now = Date.now();
    const grant = grantOf(grants.url(NAME, 42, now));
    expect(grants.holder(NAME, grant, now)).toBe(42);
    expect(grants.holder(NAME, grant, now + FILE_GRANT_TTL_MS - 1000)).toBe(42);
    expect(grants.holder(NAME, grant, now + FILE_GRANT_TTL_MS + 1000)).toBeNull();
  });

  it('holds for its own file and user only, under its own secret', () => {
    const grant = grantOf(grants.url(NAME, 42));
    expect(grants.holder(NAME.replace('0b9f', '1b9f'), grant)).toBeNull();
    expect(grants.holder(NAME, grant.replace(/^42\./, '43.'))).toBeNull();
    expect(
      grants.holder(
        NAME,
        grant.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`),
      ),
    ).toBeNull();
    expect(fileGrants(new Uint8Array(32).fill(8)).holder(NAME, grant)).toBeNull();
    for (const bad of ['', 'x', '42', `42.1.${'a'.repeat(43)}`, `${grant}x`]) expect(grants.holder(NAME, bad)).toBeNull();
  });

  it("grants a stored file's address and leaves any other address as it was", () => {
    const granted = grants.grant(`/api/v1/media/${NAME}`, 42);
    expect(granted).toMatch(new RegExp(`^/api/v1/media/${NAME}\\?grant=42\\.`));
    expect(grants.holder(NAME, grantOf(granted))).toBe(42);
    expect(grants.grant(null, 42)).toBeNull();
    for (const other of ['https://example.org/cv.pdf', '/api/v1/media/../secret.pdf', `/api/v1/media/${NAME}?grant=1.2.3`]) {
      expect(grants.grant(other, 42)).toBe(other);
    }
  });
});
