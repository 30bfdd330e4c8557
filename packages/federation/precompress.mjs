// Compresses each emitted text asset once, at build time, next to the original:
// `name.br` (brotli at its highest quality, 11) and `name.gz` (gzip level 9). The
// server sends these files as they are, so no request pays for compressing a bundle.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this size compression saves less than the headers cost; such files go out as they are. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|json|css|svg|txt)$/;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // The last stage, so the manifest and every other late asset are there to compress.
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name)) continue;
          const content = asset.source.buffer();
          if (content.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotli), { compressed: true });
          compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gzipSync(content, { level: 9 })), { compressed: true });
        }
      });
    });
  }
}
