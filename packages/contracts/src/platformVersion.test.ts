import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, platformFit } from './platformVersion.ts';

describe('platform versions', () => {
  it('compare as numbers, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '1.99.99')).toBeGreaterThan(0);
    expect(compareVersions('1.1.0', '1.1.1')).toBeLessThan(0);
    expect(compareVersions('1.1.0', '1.1.0')).toBe(0);
  });

  it('refuse anything but major.minor.patch', () => {
    for (const bad of ['1.1', '1.1.0-beta', 'v1.1.0', '']) expect(() => parseVersion(bad)).toThrow(/not a platform version/);
  });
});

describe('how a remote fits the platform of the page', () => {
  it('fits when built for the same version or an older one of the same major version', () => {
    expect(platformFit('1.4.2', '1.4.2')).toBe('fits');
    expect(platformFit('1.4.2', '1.0.0')).toBe('fits');
    expect(platformFit('1.4.2', '1.4.1')).toBe('fits');
  });

  it('needs a newer page when built for a newer version, by any part', () => {
    expect(platformFit('1.4.2', '1.4.3')).toBe('needs-newer');
    expect(platformFit('1.4.2', '1.5.0')).toBe('needs-newer');
    expect(platformFit('1.4.2', '2.0.0')).toBe('needs-newer');
  });

  it('is too old when built for an older major version', () => {
    expect(platformFit('2.0.0', '1.9.9')).toBe('too-old');
  });

  it('cannot be judged when the remote records no version or a malformed one', () => {
    expect(platformFit('1.4.2', undefined)).toBe('unknown');
    expect(platformFit('1.4.2', null)).toBe('unknown');
    expect(platformFit('1.4.2', 'latest')).toBe('unknown');
  });
});
