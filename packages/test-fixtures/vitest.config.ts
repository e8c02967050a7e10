import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'test-fixtures',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  }),
);
