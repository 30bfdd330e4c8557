import { defineConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/shared/testing/vitest-config';

export default defineConfig(appTestConfig());
