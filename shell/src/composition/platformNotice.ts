import { MESSAGES } from '@trellis/contracts/messages';
import { platformFit } from '@trellis/contracts/platform-version';
import { platformBuilds } from './platformBuilds.ts';

/** The platform version this page provides: the one the shell was built with, set by the build configuration. */
export function providedPlatformVersion(): string | undefined {
  return process.env.TRELLIS_PLATFORM_VERSION;
}

/** What a member is told about a remote built against `builtFor`, or null when it fits this page. */
export function platformNotice(builtFor: string | null | undefined, provided = providedPlatformVersion()): string | null {
  if (!provided || builtFor === undefined) return null;
  const fit = platformFit(provided, builtFor);
  if (fit === 'needs-newer') return MESSAGES.platform.needsNewer(builtFor!, provided);
  if (fit === 'too-old') return MESSAGES.platform.tooOld(builtFor!, provided);
  return null;
}

const reported = new Set<string>();

/**
 * Writes one console warning per remote that does not fit this page's platform, as soon as its manifest is read,
 * whether or not its area is on screen; a remote recording no version is named too, since it cannot be judged.
 */
export function reportPlatformFits(): () => void {
  const report = () => {
    for (const [area, builtFor] of platformBuilds.entries()) {
      if (reported.has(area)) continue;
      reported.add(area);
      const notice = platformNotice(builtFor);
      if (notice) console.warn(`[shell] ${area}: ${notice}`);
      else if (builtFor === null) console.warn(`[shell] ${area} does not record the platform version it was built against.`);
    }
  };
  report();
  return platformBuilds.subscribe(report);
}
