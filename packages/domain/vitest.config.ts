import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'domain',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.test.ts', 'src/index.ts'],
        thresholds: { lines: 95 },
      },
    },
  }),
);
