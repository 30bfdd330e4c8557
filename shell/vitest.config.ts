import { defineConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/test-kit/vitest-config';

export default defineConfig(appTestConfig());
