// `pnpm csp`: the Content-Security-Policy for a built index.html (the hashes of its inline blocks), for a
// deployment's gateway to send (docs/deploying.md).
import { readFileSync } from 'node:fs';
import { contentSecurityPolicyOf } from './server/security-headers';

const file = process.argv[2] ?? 'packages/app-mobile/dist/index.html';
console.log(contentSecurityPolicyOf(readFileSync(file, 'utf8')));
