// The build both published packages share: unbundled ESM + CJS, one output file per source file, so a
// consumer's bundler keeps only the modules it imports (sideEffects: false); types per format
// (.d.ts / .d.cts); compiled against tsconfig.build.json, which resolves the workspace as a consumer would.
import { defineConfig } from 'tsdown';

/** @param {{ entry: string[], external: (string | RegExp)[] }} options */
export const packageBuild = ({ entry, external }) =>
  defineConfig({
    entry,
    // Dependencies stay imports (tsdown leaves package.json dependencies out anyway; this names them).
    deps: { neverBundle: external },
    unbundle: true,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2020',
    platform: 'neutral',
    tsconfig: 'tsconfig.build.json',
  });
