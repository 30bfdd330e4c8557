// A remote's first paint: markup the server puts in the page for a path the remote owns, so the screen reads before
// any script has run. `<app>/first-paint/<page>.html` is emitted as `first-paint/<page>.html` with the folder's
// style sheets inlined ahead of it; the page's scripts then render the screen in its place.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_PAINT_FOLDER = 'first-paint';

export class FirstPaintPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    this.folder = join(appDir, FIRST_PAINT_FOLDER);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      if (!existsSync(this.folder)) return;
      compilation.contextDependencies.add(this.folder);
      compilation.hooks.processAssets.tap({ name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const files = readdirSync(this.folder).sort();
        const read = (name) => readFileSync(join(this.folder, name), 'utf8');
        // Comments and indentation go: the markup travels inside every page of those paths.
        const css = files
          .filter((name) => name.endsWith('.css'))
          .map(read)
          .join('\n')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s*\n\s*/g, '');
        for (const name of files.filter((file) => file.endsWith('.html'))) {
          const html = read(name).replace(/>\s+</g, '><').trim();
          compilation.emitAsset(`${FIRST_PAINT_FOLDER}/${name}`, new sources.RawSource(`<style>${css}</style>${html}`));
        }
      });
    });
  }
}
