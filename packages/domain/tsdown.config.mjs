// class-validator stays a dependency: only the validation rules that use it pull it into a bundle.
import { packageBuild } from '../../scripts/build/tsdown-package.mjs';

export default packageBuild({ entry: ['src/index.ts'], external: ['class-validator'] });
