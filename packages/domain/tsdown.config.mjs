// class-validator stays a dependency: only the validation rules that use it pull it into a bundle.
import { domainEntries } from '../../scripts/build/domain-areas.mjs';
import { packageBuild } from '../../scripts/build/tsdown-package.mjs';

// The core entry and one per area folder (src/<area>/index.ts).
export default packageBuild({ entry: domainEntries().map((entry) => entry.source), external: ['class-validator'] });
