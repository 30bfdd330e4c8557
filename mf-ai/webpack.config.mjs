import { createRemoteWebpackConfig } from '@trellis/shared/federation';
import { federation } from './federation.config.mjs';

export default createRemoteWebpackConfig({ appDir: import.meta.dirname, ...federation });
