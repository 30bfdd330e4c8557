import { defaultServerConfig } from '../config.ts';
import { localFileStore } from '../features/uploads/file-store.ts';

/** The uploads folder a test server uses unless its test names another: the demo data's attachments are kept there. */
export const testFileStore = () => localFileStore(defaultServerConfig().uploadsDir);
