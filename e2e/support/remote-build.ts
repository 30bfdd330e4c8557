import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './platform.ts';

type RemoteBuild = {
  /** Changes the copied sources before the build, as a team's new release would. */
  edit?: (copy: string) => void;
  /** Environment of the build, beside this process's own. */
  env?: Record<string, string>;
};

/**
 * Copies a remote's sources beside the workspace (so it resolves the same packages) and builds the copy for
 * production, as the remote's team would deploy it. Returns the copy's folder; the build is in its dist/.
 */
export function buildRemoteCopy(folder: string, { edit, env = {} }: RemoteBuild = {}): string {
  const remoteDir = join(REPO_ROOT, folder);
  const copy = mkdtempSync(join(REPO_ROOT, 'e2e', `.remote-copy-${folder}-`));
  for (const entry of ['package.json', 'tsconfig.json', 'remote.json', 'webpack.config.mjs', 'src']) {
    cpSync(join(remoteDir, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(remoteDir, 'node_modules'), join(copy, 'node_modules'));
  edit?.(copy);
  const build = spawnSync(join(remoteDir, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error(`building a copy of ${folder} failed:\n${build.stdout}\n${build.stderr}`);
  return copy;
}
