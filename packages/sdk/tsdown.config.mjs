// Every decorator names its token, so no emitted decorator metadata is relied on.
import { packageBuild } from '../../scripts/build/tsdown-package.mjs';

export default packageBuild({
  entry: ['src/index.ts', 'src/prefetch.ts', 'src/registration/index.ts', 'src/content/index.ts', 'src/ticketing/index.ts', 'src/gifting/index.ts', 'src/invoicing/index.ts', 'src/conference/index.ts', 'src/information/index.ts', 'src/groups/index.ts', 'src/delegates/index.ts', 'src/logistics/index.ts', 'src/reach/index.ts', 'src/leads/index.ts', 'src/testing.ts'],
  external: [/^@fairpass\/domain/, 'axios', 'idb', 'inversify', 'reflect-metadata', /^rxjs/],
});
