import { REGISTRY_ELEMENT_ID, ownerOf, type RemoteEntry } from '@trellis/contracts';

/** Every remote is built with this entry file name, next to its manifest. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end the element it sits in: no `</script>` and no `<!--` can appear in it. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The entry beside a manifest, relative URLs kept relative. */
export function remoteEntryUrl(manifestUrl: string): string {
  const [path = manifestUrl] = manifestUrl.split(/[?#]/);
  return path.replace(/[^/]*$/, REMOTE_ENTRY_FILE);
}

/**
 * The shell's page for a path, carrying what the shell would otherwise ask for
 * one round trip after another: the registry, inline (a data block, which no
 * content policy treats as a script), and preloads of the manifest and entry of
 * the remote that owns the path, fetched while the shell's own scripts load.
 */
export function renderShellPage(template: string, remotes: readonly RemoteEntry[] | null, pathname: string): string {
  if (!remotes) return template;
  const owner = ownerOf(pathname, remotes);
  const tags = [`<script id="${REGISTRY_ELEMENT_ID}" type="application/json">${inertJson({ remotes })}</script>`];
  if (owner) {
    tags.push(`<link rel="preload" href="${escapeAttribute(owner.manifest_url)}" as="fetch" crossorigin="anonymous">`);
    tags.push(`<link rel="preload" href="${escapeAttribute(remoteEntryUrl(owner.manifest_url))}" as="script">`);
  }
  return template.replace('</head>', `${tags.join('')}</head>`);
}
