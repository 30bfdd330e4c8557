// Which workspace packages a set of changed files touches; scripts/test-changed.mjs adds their dependents.

/** Files every package builds with: a change to one of them touches every package. */
export const SHARED_INPUTS = new Set(['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json']);

/**
 * The packages owning a changed file (paths as git prints them, relative to the root with `/`), or all of them when
 * a shared build input changed. Files of the root itself (README, scripts, lint rules) belong to no package.
 * @param {string[]} files
 * @param {{ name: string, folder: string }[]} packages
 */
export function changedPackages(files, packages) {
  const everything = files.some((file) => SHARED_INPUTS.has(file));
  if (everything) return { packages, everything };
  const owns = (pkg, file) => file.startsWith(`${pkg.folder}/`);
  return { packages: packages.filter((pkg) => files.some((file) => owns(pkg, file))), everything };
}
