import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@trellis/federation';

const appDir = dirname(fileURLToPath(import.meta.url));

// The dev API listens on 3001 (its dev script runs with PORT=3001) so that this
// dev server can own port 3000, the one origin the browser talks to, as in production.
const devApi = 'http://localhost:3001';

export default createWebpackConfig({
  appDir,
  name: 'shell',
  publicPath: '/',
  port: 3000,
  runtimePlugins: [join(appDir, 'src/federation/fallbackPlugin.ts'), join(appDir, 'src/federation/platformVersionPlugin.ts')],
  devServer: {
    proxy: [
      { context: ['/api'], target: devApi },
      { context: ['/ws'], target: devApi, ws: true },
      // The registry's manifest URLs are relative to the page's origin; the API serves the built remotes.
      { context: ['/remotes'], target: devApi },
    ],
  },
});
