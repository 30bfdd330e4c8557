import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { platformBuilds } from '../composition/platformBuilds.ts';

/** What the build configuration writes into a remote's manifest: the platform version it was built against. */
type BuildInfo = { platformVersion?: unknown };

/**
 * Federation runtime plugin: notes the platform version each remote's manifest says it was built against, so the
 * shell can tell when a remote needs a newer platform than this page provides.
 *
 * It runs inside the federation runtime, before shared modules are negotiated, so it must import no shared library.
 */
export default function platformVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'trellis-platform-version',
    async afterLoadManifest({ moduleInfo, manifestJson }) {
      if (!manifestJson) return;
      const { platformVersion } = (manifestJson.metaData.buildInfo ?? {}) as BuildInfo;
      platformBuilds.record(moduleInfo.name, typeof platformVersion === 'string' ? platformVersion : null);
    },
  };
}
