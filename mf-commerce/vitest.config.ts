import { defineConfig, mergeConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/test-kit/vitest-config';

// A test replaces the module that leaves for the payment provider's page with a mock, which only reaches screens its
// own file loads: each file needs modules of its own.
export default defineConfig(mergeConfig(appTestConfig(), { test: { isolate: true } }));
