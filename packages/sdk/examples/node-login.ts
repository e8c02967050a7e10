// Logs in as the seeded approved visitor against a running contract server and prints the next step.
//   pnpm --filter @fairpass/sdk example http://127.0.0.1:7700
// (or FAIRPASS_API_URL=…). The script runs the workspace packages from their TypeScript source.
import { createFairpassClient } from '../src/index';

const baseURL = process.argv[2] ?? process.env.FAIRPASS_API_URL ?? 'http://127.0.0.1:7700';
const client = createFairpassClient({
  baseURL,
  clientId: process.env.FAIRPASS_CLIENT_ID ?? 'saber',
  clientSecret: process.env.FAIRPASS_CLIENT_SECRET ?? 'saber_secret',
  storage: 'memory',
  navigator: 'memory',
  environment: { userAgent: 'node', landingUrl: `${baseURL}/` },
});

async function main(): Promise<number> {
  const entry = await client.startFromLink.execute({
    url: `${baseURL}/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`,
  });
  if (!entry.ok) return fail('entry', entry.error.code);
  const login = await client.loginBySms.execute({ phone: '13800000004', code: '123456' });
  if (!login.ok) return fail('login', login.error.code);
  const step = await client.nextStep.execute();
  if (!step.ok) return fail('next step', step.error.code);
  const where = step.value.kind === 'route' ? step.value.path : step.value.kind === 'redirect' ? step.value.url : step.value.code;
  // Only the decision is printed: tokens never reach logs.
  console.log(`next step: ${where}`);
  return 0;
}

function fail(stage: string, code: string): number {
  console.error(`${stage} failed: ${code}`);
  return 1;
}

main().then((code) => process.exit(code));
