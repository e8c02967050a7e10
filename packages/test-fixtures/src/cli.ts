// `pnpm --filter @fairpass/test-fixtures start -- --port <n> [--host h] [--static dir] [--jackson-nulls] [--allow-redirect <origin>]…`
import { startContractServer } from './server/start-contract-server';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const portText = option(args, 'port') ?? process.env.PORT ?? '7700';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${portText}`);
  process.exit(2);
}

const server = await startContractServer({
  port,
  host: option(args, 'host') ?? process.env.HOST ?? '127.0.0.1',
  staticDir: option(args, 'static'),
  jacksonNulls: args.includes('--jackson-nulls'),
  // An app served elsewhere (a Vite dev server, say) is a redirect target only when named here.
  allowedRedirectOrigins: args.flatMap((arg, index) => (arg === '--allow-redirect' && args[index + 1] ? [args[index + 1] as string] : [])),
});
console.log(`fairpass contract server listening on ${server.url}`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
