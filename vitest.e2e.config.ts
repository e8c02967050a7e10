import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared';

// Browser journeys: real Debian Chromium driven by playwright-core. Each file starts its own contract
// server and app server on free ports, so two files run side by side, one per core.
export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'e2e',
      include: ['packages/app-mobile/e2e/**/*.e2e.ts'],
      environment: 'node',
      fileParallelism: true,
      maxWorkers: 2,
      testTimeout: 90_000,
      hookTimeout: 180_000,
      reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
    },
  }),
);
