import { defineConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/test-kit/vitest-config';

// Screen tests of the shell's own features run against a real API server with demo data. The chat dock still
// updates outside act() and renders antd's deprecated List, the preferences dialog animates after its last step,
// and the federation fallback test provokes the runtime's own warning: until those are fixed, warnings are printed.
export default defineConfig(appTestConfig({ consoleWarnings: 'print' }));
