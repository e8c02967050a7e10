import { defineConfig } from 'tsup';

// tsup switches to @swc/core when the tsconfig asks for emitDecoratorMetadata, so inversify's
// decorators survive the build; `@fairpass/domain` stays external and is resolved from its own dist.
export default defineConfig({
  entry: ['src/index.ts', 'src/prefetch.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  platform: 'neutral',
  external: ['@fairpass/domain', 'axios', 'inversify', 'reflect-metadata', 'rxjs'],
});
