// The programs a team outside the workspace would write: each logs in by SMS code against the contract
// server (its URL in FAIRPASS_URL) and prints the next step. Written into the scratch project.

const LOGIN_BODY = `
const baseURL = process.env.FAIRPASS_URL;
const landing = baseURL + '/?exhibitionId=demo&registerType=visitor&tenantId=000000';
const client = createFairpassClient({
  baseURL,
  clientId: 'saber',
  clientSecret: 'saber_secret',
  storage: 'memory',
  navigator: 'memory',
  environment: { userAgent: 'node', landingUrl: landing },
});
const entry = await client.startFromLink.execute({ url: landing });
if (!entry.ok) throw new Error('entry: ' + entry.error.code);
const login = await client.loginBySms.execute({ phone: '13800000004', code: '123456' });
if (!login.ok) throw new Error('login: ' + login.error.code);
const wrong = await client.loginBySms.execute({ phone: '13800000004', code: '000000' });
if (wrong.ok || !isDomainError(wrong.error, 'AUTH.CODE_INVALID')) throw new Error('a wrong code is not AUTH.CODE_INVALID');
const form = await getRegistration(client).fetchRegistrationForm.execute();
if (!form.ok) throw new Error('form: ' + form.error.code);
const step = await client.nextStep.execute();
if (!step.ok || step.value.kind !== 'route') throw new Error('next step failed');
console.log('next step: ' + step.value.path);
client.dispose();
`;

export const ESM_CONSUMER = `import { createFairpassClient } from '@fairpass/sdk';
import { getRegistration } from '@fairpass/sdk/registration';
import { isDomainError } from '@fairpass/domain';
${LOGIN_BODY}`;

export const CJS_CONSUMER = `const { createFairpassClient } = require('@fairpass/sdk');
const { getRegistration } = require('@fairpass/sdk/registration');
const { isDomainError } = require('@fairpass/domain');
(async () => {
${LOGIN_BODY}
})().catch((error) => {
  console.error(error);
  process.exit(1);
});`;

/** An error made by the ESM build is recognised by the CJS build, and the other way round. */
export const MIXED_COPIES = `import { createRequire } from 'node:module';
import * as esm from '@fairpass/domain';
const cjs = createRequire(import.meta.url)('@fairpass/domain');
if (esm.DomainError === cjs.DomainError) throw new Error('expected two copies of the class');
const fromEsm = new esm.DomainError('AUTH.CODE_INVALID');
const fromCjs = new cjs.DomainError('NETWORK.TIMEOUT');
const seen = [cjs.isDomainError(fromEsm, 'AUTH.CODE_INVALID'), fromEsm instanceof cjs.DomainError, esm.isDomainError(fromCjs), fromCjs instanceof esm.DomainError];
if (seen.some((ok) => !ok)) throw new Error('not recognised across copies: ' + JSON.stringify(seen));
console.log('recognised across copies');
`;

/** Strict TypeScript: the error union of loginBySms is narrow enough for an exhaustive switch. */
export const TS_CONSUMER = `import { createFairpassClient, type LOGIN_BY_SMS_ERRORS, type ErrorOf } from '@fairpass/sdk';
import { getRegistration, type RegistrationApi } from '@fairpass/sdk/registration';
import { getContent } from '@fairpass/sdk/content';
import { getTicketing, type TicketingApi } from '@fairpass/sdk/ticketing';
import { isDomainError, type Result } from '@fairpass/domain';
import type { TicketType } from '@fairpass/domain/ticketing';

function explain(error: ErrorOf<typeof LOGIN_BY_SMS_ERRORS>): string {
  switch (error.code) {
    case 'AUTH.CODE_INVALID':
    case 'AUTH.CODE_EXPIRED':
      return 'check the code';
    case 'NETWORK.TIMEOUT':
    case 'NETWORK.EXCEPTION':
      return 'check the network';
    default:
      return error.code;
  }
}

export async function main(baseURL: string): Promise<string> {
  const landing = \`\${baseURL}/?exhibitionId=demo&registerType=visitor&tenantId=000000\`;
  const client = createFairpassClient({
    baseURL,
    clientId: 'saber',
    clientSecret: 'saber_secret',
    storage: 'memory',
    navigator: 'memory',
    environment: { userAgent: 'node', landingUrl: landing },
  });
  await client.startFromLink.execute({ url: landing });
  const login = await client.loginBySms.execute({ phone: '13800000004', code: '123456' });
  if (!login.ok) return explain(login.error);
  const registration: RegistrationApi = getRegistration(client);
  const questionnaire: Result<unknown> = await registration.fetchQuestionnaire.execute({ index: 1 });
  const article = await getContent(client).fetchArticle.execute({ id: '1' });
  if (!article.ok && isDomainError(article.error)) return article.error.code;
  // The ticketing entry's types resolve from outside the workspace; the reply itself is not needed here.
  const ticketing: TicketingApi = getTicketing(client);
  const types: Result<readonly TicketType[]> = await ticketing.listTicketTypes.execute();
  void types;
  const step = await client.nextStep.execute({ signal: new AbortController().signal });
  client.dispose();
  return step.ok && step.value.kind === 'route' && questionnaire.ok ? step.value.path : 'failed';
}
`;

/** Runs the compiled TS consumer (ESM) against the server. */
export const TS_RUNNER = `import { main } from './consumer.js';
console.log('next step: ' + (await main(process.env.FAIRPASS_URL)));
`;

/**
 * Node consumers compile without the DOM library, with Node's own types: a DOM type leaking into the
 * packages' .d.ts (skipLibCheck off) fails them. The bundler consumer is a browser app: DOM, no Node types.
 */
const compilerOptions = (module: string, moduleResolution: string, platform: 'node' | 'browser', extra: Record<string, unknown> = {}) => ({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    lib: platform === 'node' ? ['ES2022'] : ['ES2022', 'DOM'],
    types: platform === 'node' ? ['node'] : [],
    module,
    moduleResolution,
    skipLibCheck: false,
    ...extra,
  },
  files: ['consumer.ts'],
});

/** tsconfig files: node16 from a CommonJS package, node16 from an ES module package, bundler resolution. */
export const TS_CONFIGS: ReadonlyArray<{ readonly dir: string; readonly packageType: 'commonjs' | 'module'; readonly tsconfig: object; readonly emit: boolean }> = [
  { dir: 'ts-node16-cjs', packageType: 'commonjs', tsconfig: compilerOptions('Node16', 'Node16', 'node', { noEmit: true }), emit: false },
  { dir: 'ts-node16-esm', packageType: 'module', tsconfig: compilerOptions('Node16', 'Node16', 'node', { outDir: '.' }), emit: true },
  { dir: 'ts-bundler', packageType: 'module', tsconfig: compilerOptions('ESNext', 'Bundler', 'browser', { noEmit: true }), emit: false },
];

const MESSAGES_BODY = `
const missing = [];
for (const code of ERROR_CODES) {
  for (const language of ['zh', 'en']) {
    const text = errorTexts(language)[messageKeyFor(code).replace(/^errors\\./, '')];
    const worded = messageOf(code, language);
    if (typeof text !== 'string' || text.trim() === '' || worded.trim() === '' || /\\{\\{|\\$t\\(/.test(worded)) missing.push(language + ' ' + code);
  }
}
if (missing.length > 0) throw new Error('no text for ' + missing.join(', '));
const baseURL = process.env.FAIRPASS_URL;
const client = createFairpassClient({ baseURL, clientId: 'saber', clientSecret: 'saber_secret', storage: 'memory', navigator: 'memory', exhibitionId: 'demo' });
const wrong = await client.loginBySms.execute({ phone: '13800000004', code: '000000' });
client.dispose();
if (wrong.ok) throw new Error('a wrong code logged in');
const en = messageOf(wrong.error, 'en');
if (en !== errorTexts('en')[messageKeyFor(wrong.error.code).replace(/^errors\\./, '')] || messageOf(wrong.error) === en) throw new Error('the refusal is not worded in both languages: ' + en);
const filled = messageOf({ code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '5' } }, 'en');
if (!filled.includes('1') || !filled.includes('5')) throw new Error('params not filled: ' + filled);
console.log('messages: ' + ERROR_CODES.length + ' codes in zh and en; ' + wrong.error.code + ' reads "' + en + '"');
`;

/** Every error code has its zh and en text in the packed messages entry, and a real refusal is worded (ESM). */
export const MESSAGES_ESM = `import { createFairpassClient } from '@fairpass/sdk';
import { errorTexts, messageOf } from '@fairpass/sdk/messages';
import { ERROR_CODES, messageKeyFor } from '@fairpass/domain';
${MESSAGES_BODY}`;

/** The same through require. */
export const MESSAGES_CJS = `const { createFairpassClient } = require('@fairpass/sdk');
const { errorTexts, messageOf } = require('@fairpass/sdk/messages');
const { ERROR_CODES, messageKeyFor } = require('@fairpass/domain');
(async () => {
${MESSAGES_BODY}
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;
