import { matchesPrefix } from '@trellis/contracts';
import { ownerOf } from './prefixes.ts';
import { REMOTES } from '../testing/fixtures.ts';

describe('matchesPrefix', () => {
  it('owns the prefix itself and everything below it', () => {
    expect(matchesPrefix('/org', '/org')).toBe(true);
    expect(matchesPrefix('/org/', '/org')).toBe(true);
    expect(matchesPrefix('/org/acme/people', '/org')).toBe(true);
  });

  it('does not own paths that merely start with the same letters', () => {
    expect(matchesPrefix('/organizer', '/org')).toBe(false);
    expect(matchesPrefix('/circles', '/circle')).toBe(false);
    expect(matchesPrefix('/', '/org')).toBe(false);
  });

  it('ignores a trailing slash on the prefix', () => {
    expect(matchesPrefix('/org/acme', '/org/')).toBe(true);
    expect(matchesPrefix('/organizer', '/org/')).toBe(false);
  });
});

describe('ownerOf', () => {
  it('finds the remote owning a path', () => {
    expect(ownerOf('/org/acme/people', REMOTES)?.name).toBe('mf_groups');
    expect(ownerOf('/circle/summer-2026', REMOTES)?.name).toBe('mf_groups');
    expect(ownerOf('/careergps/resume-agent', REMOTES)?.name).toBe('mf_ai');
    expect(ownerOf('/login', REMOTES)?.name).toBe('mf_auth');
  });

  it('leaves unowned paths to the shell', () => {
    expect(ownerOf('/', REMOTES)).toBeNull();
    expect(ownerOf('/organizer', REMOTES)).toBeNull();
    expect(ownerOf('/nowhere/at/all', REMOTES)).toBeNull();
  });

  it('gives nested prefixes to the most specific owner', () => {
    const remotes = [
      { name: 'outer', prefixes: ['/profile'] },
      { name: 'inner', prefixes: ['/profile/settings'] },
    ];
    expect(ownerOf('/profile/settings/account', remotes)?.name).toBe('inner');
    expect(ownerOf('/profile/jane', remotes)?.name).toBe('outer');
  });
});
