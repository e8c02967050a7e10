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
      setupFiles: ['src/test/setup-dom.ts'],
    },
  }),
);
