import { readRemoteDescriptors } from '@trellis/federation/descriptors';
import { matchesPrefix, RemoteDescriptor, type RemoteRoutes } from '@trellis/contracts';

function describeIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.map(String).join('.') || 'the file'}: ${issue.message}` : 'it does not match the contract';
}

/** Two remotes may not share a name, folder or dev port, nor own the same path. */
function checkApart(descriptors: RemoteDescriptor[]) {
  const seen = new Map<string, string>();
  for (const remote of descriptors) {
    const claims = [`name ${remote.name}`, `folder ${remote.folder}`, `dev port ${remote.dev_port}`];
    for (const claim of claims) {
      const other = seen.get(claim);
      if (other) throw new Error(`The remotes ${other} and ${remote.folder} both declare the ${claim}.`);
      seen.set(claim, remote.folder);
    }
  }
  for (const remote of descriptors) {
    for (const other of descriptors) {
      if (other === remote) continue;
      const clash = remote.prefixes.find((prefix) => other.prefixes.some((owned) => matchesPrefix(prefix, owned)));
      if (clash) throw new Error(`The route prefix ${clash} of ${remote.folder} lies under a prefix ${other.folder} owns.`);
    }
  }
}

/** Public, admin and self-guarded routes and menu entries must lie under the remote's own prefixes. */
function checkOwnRoutes(remote: RemoteDescriptor) {
  const paths = [
    ...remote.self_guarded_prefixes,
    ...remote.public_prefixes,
    ...remote.admin_prefixes,
    ...[...remote.menu, ...remote.admin_menu].flatMap((entry) => [entry.path, ...(entry.children ?? []).map((child) => child.path)]),
  ];
  for (const path of paths) {
    const pathname = new URL(path, 'http://trellis.invalid').pathname;
    if (!remote.prefixes.some((prefix) => matchesPrefix(pathname, prefix))) {
      throw new Error(`The remote descriptor of ${remote.folder} names ${path}, which is not under any of its prefixes.`);
    }
  }
}

/**
 * Reads and checks every remote's descriptor (`mf-*\/remote.json`), in registry order. A descriptor that breaks the
 * contract stops the caller with a sentence naming the remote's folder and the field.
 */
export function loadRemoteDescriptors(root?: string): RemoteDescriptor[] {
  const descriptors = readRemoteDescriptors(root).map((raw) => {
    const parsed = RemoteDescriptor.safeParse(raw);
    const folder = (raw as { folder?: unknown })?.folder;
    if (!parsed.success)
      throw new Error(`The remote descriptor of ${String(folder ?? 'a remote')} is invalid: ${describeIssue(parsed.error)}`);
    return parsed.data;
  });
  checkApart(descriptors);
  descriptors.forEach(checkOwnRoutes);
  return descriptors;
}

let cached: RemoteDescriptor[] | null = null;

/** The workspace's remotes, read once per process. */
export function remoteDescriptors(): RemoteDescriptor[] {
  cached ??= loadRemoteDescriptors();
  return cached;
}

/** The part of a descriptor the registry hands to the shell with each remote. */
export function routesOf(remote: RemoteDescriptor): RemoteRoutes {
  const { self_guarded_prefixes, public_prefixes, admin_prefixes, menu, admin_menu } = remote;
  return { self_guarded_prefixes, public_prefixes, admin_prefixes, menu, admin_menu };
}
