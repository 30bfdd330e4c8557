import { defineConfig } from 'vitest/config';
import { appTestConfig } from './src/testing/vitestConfig.ts';

export default defineConfig(appTestConfig());
