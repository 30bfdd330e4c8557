import { areaElement } from './contentHost.ts';
import { reportPlatformFits } from './platformNotice.ts';
import { registerAreas, registerFederatedRemotes } from './registerAreas.ts';
import { fetchRemoteRegistry, registryInPage, useRegistry } from './registry.ts';

/**
 * Reads the registry (from the page when the server put it there, which composes
 * at once, without a round trip), then registers every remote with the
 * federation runtime and single-spa. A remote built for a platform this page
 * does not provide is named in the console as soon as its manifest is read.
 */
export async function composeFromServer() {
  reportPlatformFits();
  try {
    const { remotes } = (await registryInPage()) ?? (await fetchRemoteRegistry());
    registerFederatedRemotes(remotes);
    registerAreas(remotes, { domElementFor: areaElement });
    useRegistry.setState({ status: 'ready', remotes });
  } catch (error) {
    console.error('[shell] could not read the remote registry', error);
    useRegistry.setState({ status: 'failed', remotes: [] });
  }
}
