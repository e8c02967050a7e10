// Resolve workspace packages to their TypeScript source (the "source" export condition), so tests and
// type checks of one package never need another package to be built first.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
