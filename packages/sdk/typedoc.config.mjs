// TypeDoc: one module per entry of the package (the core entries and one per area folder, found on
// disk), with @fairpass/domain's types linked.
import { sdkEntries } from '../../scripts/build/sdk-areas.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  entryPoints: [...sdkEntries().map((entry) => entry.source), '../domain/src/index.ts'],
  out: 'docs/api',
  tsconfig: 'tsconfig.json',
  name: '@fairpass/sdk',
  readme: 'README.md',
  excludePrivate: true,
  excludeProtected: true,
  excludeInternal: true,
  excludeExternals: false,
  skipErrorChecking: true,
  validation: {
    notExported: true,
    invalidLink: true,
    notDocumented: true,
  },
  treatValidationWarningsAsErrors: true,
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class', 'Interface', 'TypeAlias', 'Namespace'],
  disableSources: true,
};

export default config;
