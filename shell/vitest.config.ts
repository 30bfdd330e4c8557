import { defineConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/shared/testing/vitest-config';

// Screen tests of the shell's own features run against a real API server with demo data.
export default defineConfig(appTestConfig());
