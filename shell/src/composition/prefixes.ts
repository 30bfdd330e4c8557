import { matchesPrefix, type RemoteEntry } from '@trellis/shared/contracts';

/**
 * The one remote that owns a path. When prefixes nest across remotes the
 * longest one wins, so at most one area is ever active.
 */
export function ownerOf<T extends Pick<RemoteEntry, 'prefixes'>>(pathname: string, remotes: readonly T[]): T | null {
  let owner: T | null = null;
  let longest = -1;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (prefix.length > longest && matchesPrefix(pathname, prefix)) {
        owner = remote;
        longest = prefix.length;
      }
    }
  }
  return owner;
}
