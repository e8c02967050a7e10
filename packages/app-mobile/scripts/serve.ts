// `pnpm start` (after the build): the built app and the contract server on ONE origin, as production
// serves the app and /api behind one gateway.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startContractServer } from '@fairpass/test-fixtures';

const staticDir = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const server = await startContractServer({ port: Number(process.env.PORT ?? 7700), staticDir });
const base = server.url.replace(/\/$/, '');

console.log(`fairpass is running at ${base}/`);
console.log('demo links:');
console.log(`  visitor (zh): ${base}/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`);
console.log(`  visitor (en): ${base}/?exhibitionId=demo&registerType=visitor&tenantId=000000&languageType=en#/registration`);
console.log(`  closed link:  ${base}/?exhibitionId=closed-demo&registerType=visitor&tenantId=000000#/registration`);
console.log(`  diagnostics:  ${base}/#/test2`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
