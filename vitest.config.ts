import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package. Browser journeys live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts', 'packages/sdk/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'test-results/coverage',
      thresholds: {
        'packages/domain/src/**/*.ts': { lines: 95 },
      },
    },
  },
});
