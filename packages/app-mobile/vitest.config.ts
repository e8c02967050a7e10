import { defineConfig, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../vitest.shared';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    plugins: [react()],
    test: {
      name: 'app-mobile',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      environment: 'jsdom',
      // One module graph per worker, not per file: the files share no state, and a fresh graph per
      // file cost most of the unit run's time on a 2-core machine.
      isolate: false,
      setupFiles: ['src/test/setup-dom.ts'],
    },
  }),
);
