import { createRemoteWebpackConfig } from '@trellis/federation';

// Name, title and dev port come from this remote's descriptor, remote.json.
export default createRemoteWebpackConfig({ appDir: import.meta.dirname });
