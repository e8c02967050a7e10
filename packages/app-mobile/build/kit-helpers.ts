// Resolves `tslib` imported by antd-mobile's modules to build/aliases/kit-helpers.ts (the two helpers it
// uses, natively): the login's button then brings ~0.1 KiB of helpers, not tslib's whole module (issue 33).
// Every other importer (rxjs's async iteration…) keeps tslib itself, in the chunks that use it.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const KIT_MODULE = /[\\/]antd-mobile[\\/]es[\\/]/;

export function kitHelpers(): Plugin {
  const helpers = resolve(import.meta.dirname, 'aliases/kit-helpers.ts');
  return {
    name: 'fairpass:kit-helpers',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'tslib' && importer !== undefined && KIT_MODULE.test(importer) ? helpers : null;
    },
  };
}
