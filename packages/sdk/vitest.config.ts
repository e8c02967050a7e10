import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'sdk',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      // Integration tests start the contract server and talk to it over real HTTP.
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  }),
);
