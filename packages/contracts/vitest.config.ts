import { defineConfig } from 'vitest/config';

// Contracts are plain functions and schemas: their tests need no browser and no API server.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
