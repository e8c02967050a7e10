// Every decorator names its token, so no emitted decorator metadata is relied on.
import { packageBuild } from '../../scripts/build/tsdown-package.mjs';
import { sdkEntries } from '../../scripts/build/sdk-areas.mjs';

export default packageBuild({
  // The core entries and one per area folder (src/<area>/ with <area>.area.ts and index.ts).
  entry: sdkEntries().map((entry) => entry.source),
  external: [/^@fairpass\/domain/, 'axios', 'idb', 'inversify', 'reflect-metadata', /^rxjs/],
});
