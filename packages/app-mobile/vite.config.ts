import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { chunkReport } from './build/chunk-report';
import { closureChunk } from './build/closure-chunk';
import { inlineBootScript } from './build/inline-boot-script';
import { inlineEntryCss } from './build/inline-entry-css';
import { preloadChunks } from './build/preload-chunks';

// The entry (main.ts) holds the SDK, React and the shell; the boot prefetch goes inline into
// index.html; the first screen (login) comes as one chunk fetched alongside the entry.
const firstScreen = closureChunk(
  'first-screen',
  // The login screen, its texts in both languages (a separate request would cost a round trip before
  // the screen), and the error messages its forms show.
  [
    'src/features/registration/login-screen.tsx',
    'src/features/registration/texts/zh.json',
    'src/features/registration/texts/en.json',
    'domain/src/errors/error-catalogue.ts',
    'domain/src/errors/error-codes.ts',
  ],
  20,
);

// Workspace packages build from their TypeScript source (the `source` export condition); base './' so one
// build can be served under any path prefix of any exhibition's host.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    inlineBootScript('src/app/boot-prefetch.inline.ts'),
    firstScreen.plugin,
    preloadChunks(['src/features/registration/login-screen.tsx']),
    inlineEntryCss(),
    chunkReport(import.meta.dirname),
    // Brotli (quality 11) and gzip copies of every hashed asset, made once at build time: a gateway serves
    // them as they are (nginx gzip_static/brotli_static, or the contract server), ~15 % under on-the-fly
    // compression. config.json is left out: deployments edit it after the build, and a stale copy would win.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /assets[\\/].+\.(m?js|css|svg)$/, threshold: 1024 }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Priority decides which group gets a module two of them want (docs/first-screen-speed.md).
          groups: [
            // Everything the entry imports statically stays in the entry.
            { name: 'boot', tags: ['$initial'], includeDependenciesRecursively: false, priority: 30 },
            firstScreen.group,
          ],
        },
      },
    },
  },
});
