import { defineConfig } from 'tsdown';

// Unbundled ESM + CJS, one output file per source file, so a bundler keeps only the modules a caller
// imports (sideEffects: false); types per format (.d.ts / .d.cts). Every decorator names its token, so
// no emitted decorator metadata is relied on.
export default defineConfig({
  entry: ['src/index.ts', 'src/prefetch.ts', 'src/registration/index.ts', 'src/content/index.ts', 'src/testing.ts'],
  unbundle: true,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  platform: 'neutral',
  tsconfig: 'tsconfig.build.json',
  external: [/^@fairpass\/domain/, 'axios', 'inversify', 'reflect-metadata', /^rxjs/],
});
