import { defineConfig } from 'vitest/config';
import { appTestConfig } from './src/testing/vitest-config.ts';

export default defineConfig(appTestConfig());
