/** A version of the run-time platform as its three numbers. */
export type PlatformVersion = [major: number, minor: number, patch: number];

/** `major.minor.patch` as numbers; anything else is refused with the value named. */
export function parseVersion(version: string): PlatformVersion {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a platform version (major.minor.patch).`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative, zero or positive as `a` is older than, the same as or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let index = 0; index < 3; index += 1) if (left[index] !== right[index]) return left[index]! - right[index]!;
  return 0;
}

/**
 * How a remote built against one platform version fits a page providing another:
 * - `fits`: the same major version, no newer than the page's (within a major version the platform only adds);
 * - `needs-newer`: built for a newer platform than the page provides;
 * - `too-old`: built for an older major version, which a breaking change left behind;
 * - `unknown`: the remote records no version.
 */
export type PlatformFit = 'fits' | 'needs-newer' | 'too-old' | 'unknown';

export function platformFit(provided: string, builtFor: string | null | undefined): PlatformFit {
  if (!builtFor || !/^\d+\.\d+\.\d+$/.test(builtFor)) return 'unknown';
  if (compareVersions(builtFor, provided) > 0) return 'needs-newer';
  return parseVersion(builtFor)[0] < parseVersion(provided)[0] ? 'too-old' : 'fits';
}
