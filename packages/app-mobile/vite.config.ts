import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages build from their TypeScript source (the `source` export condition); base './' so one
// build can be served under any path prefix of any exhibition's host.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench-size reads the manifest to know which chunks each route loads first.
    manifest: true,
    target: 'es2020',
  },
});
