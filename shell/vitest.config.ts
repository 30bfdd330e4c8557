import { defineConfig, mergeConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/test-kit/vitest-config';

// The shell's tests start single-spa, which patches the history API once per page, and replace modules with mocks:
// each file needs a page and modules of its own.
export default defineConfig(mergeConfig(appTestConfig(), { test: { isolate: true } }));
