import { defineConfig } from 'tsdown';

// Unbundled ESM + CJS with types per format: a bundler drops the rules (and class-validator) a caller
// never imports.
export default defineConfig({
  entry: ['src/index.ts'],
  unbundle: true,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  platform: 'neutral',
  tsconfig: 'tsconfig.build.json',
  external: ['class-validator'],
});
