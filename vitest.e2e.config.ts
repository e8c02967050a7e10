import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared';

// Browser journeys: real Debian Chromium driven by playwright-core, one file at a time (2-core machines).
export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'e2e',
      include: ['packages/app-mobile/e2e/**/*.e2e.ts'],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 90_000,
      hookTimeout: 180_000,
      reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
    },
  }),
);
