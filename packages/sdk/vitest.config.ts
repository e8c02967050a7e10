import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'sdk',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // One module graph per worker, not per file: the files share no state, and a fresh graph per
      // file cost most of the unit run's time on a 2-core machine.
      isolate: false,
      // Integration tests start the contract server and talk to it over real HTTP.
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  }),
);
