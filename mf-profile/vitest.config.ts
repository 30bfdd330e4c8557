import { defineConfig } from 'vitest/config';
import { appTestConfig } from '@trellis/test-kit/vitest-config';

// Profile screens still update outside act() (notifications and measuring text animating while a test reads the API)
// and render antd's deprecated List: until those are fixed, their warnings are printed, not failed.
export default defineConfig(appTestConfig({ consoleWarnings: 'print' }));
