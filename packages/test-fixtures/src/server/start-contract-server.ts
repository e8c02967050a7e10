import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerClientAuth } from './client-auth';
import { registerErrorHandlers } from './error-handlers';
import { MovableClock, systemClock, type Clock } from './clock';
import { optionalSubject, type ServerContext } from './context';
import { registerFaultHooks } from './fault.hooks';
import { FaultSwitches } from './faults';
import { IdempotencyStore } from './idempotency';
import { JacksonNulls, registerJacksonNulls } from './jackson-nulls';
import { registerBodyParsers } from './body-parsers';
import { isAllowedRedirect, ownOriginsOf } from './redirect-allowlist';
import { registerApiHeaders } from './security-headers';
import { registerTextFieldChecks } from './text-fields';
import { ALL_TEXT_RULES, registerRoutes, REPLY_DATA } from './routes/all.routes';
import { scanNative, settleJsapi, type SettleResult } from './ticketing/ticketing-hooks.routes';
import { registerStaticSite } from './static-site';
import { ContractState } from './state';
import type { SettleOutcome } from './ticketing/payment';
import { verifyCode, type CodeVerdict } from './ticketing/wallet';
import { TokenStore } from './tokens';

export interface ContractServerOptions {
  /** Default 7700; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A folder (the built app) served at `/` on the same origin. */
  staticDir?: string;
  /**
   * Origins (exact: scheme, host and port) the openid redirect and a payment's way back may go to,
   * besides the server's own (which, on a loopback address, includes its localhost name on the same port).
   */
  allowedRedirectOrigins?: string[];
  /** Access token lifetime; default 7200. */
  tokenTtlSeconds?: number;
  /** Refresh token lifetime; default 7 days. */
  refreshTokenTtlSeconds?: number;
  /** Time source (epoch ms), for tests that move time forward; `advanceClock` moves the server's clock on from it. */
  now?: Clock;
  /**
   * Answer as the real backend's Jackson setup does: no JSON null in `data`, but "" / -1 / false / [] /
   * {} by each field's declared type, unset declared fields written too (see jackson-nulls.ts). Also
   * switchable at run time; `reset()` goes back to this option.
   */
  jacksonNulls?: boolean;
}

export interface ContractServer {
  /** e.g. `http://127.0.0.1:7700` (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Back to the seeded data: state, tokens, idempotency keys, throttles and fault switches. */
  reset(): void;
  faults: FaultSwitches;
  state: ContractState;
  /** The Jackson-nulls switch (`on`); `reset()` puts it back to the start option. */
  jacksonNulls: JacksonNulls;
  /** Every access token issued so far expires now; refresh tokens keep working. */
  expireAccessTokens(): void;
  /** The server's clock (epoch ms): the `now` option or the system clock, moved on by advanceClock. */
  now(): number;
  /** Moves the server's clock forward (unpaid orders expire, sales open); `reset()` moves it back. Returns the new now. */
  advanceClock(seconds: number): number;
  /** WeChat's answer to a JSAPI payment (what the WeixinJSBridge double posts to /__contract/jsapi/settle). */
  settleJsapi(prepayId: string, outcome: SettleOutcome): SettleResult;
  /** The buyer scans a Native QR code (`codeUrl` of a Native pay start) with WeChat and pays, cancels or fails (as POST /__contract/native/scan). */
  scanNative(codeUrl: string, outcome: SettleOutcome): SettleResult;
  /** What a gate would say of a ticket code: the static code, or a rotating one of this or the previous step. */
  verifyTicketCode(code: string): CodeVerdict;
}

export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const clock = new MovableClock(options.now ?? systemClock);
  const state = new ContractState(clock.now);
  const faults = new FaultSwitches();
  const jacksonNulls = new JacksonNulls(options.jacksonNulls ?? false);
  const tokens = new TokenStore(clock.now, options.tokenTtlSeconds ?? 7200, options.refreshTokenTtlSeconds ?? 7 * 24 * 3600);
  let origin = '';
  // Exact origins only: the server's own (known once it listens) and the configured ones.
  let ownOrigins: string[] = [];
  const extraOrigins = options.allowedRedirectOrigins ?? [];
  const ctx: ServerContext = {
    state,
    tokens,
    clock: clock.now,
    origin: () => origin,
    isAllowedRedirect: (url) => isAllowedRedirect(url, [...ownOrigins, ...extraOrigins]),
  };
  // A stored reply belongs to the caller who made it: the subject of a valid Blade-Auth token.
  const idempotency = new IdempotencyStore((request) => optionalSubject(ctx, request)?.userId);
  const reset = (): void => {
    // The clock first: the seeds of the ticketing state are laid out from its now.
    clock.reset();
    state.reset();
    tokens.clear();
    idempotency.clear();
    faults.clear();
    jacksonNulls.reset();
  };

  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  registerBodyParsers(app);
  registerApiHeaders(app);
  registerErrorHandlers(app);
  registerClientAuth(app);
  // Order matters: a replay or a 409 is decided before any fault, and recorded before a drop; the
  // Jackson view sees the handler's envelope before a fault rewrites its code, and checks every route.
  idempotency.register(app);
  // Texts are checked as the backend does before any route (control characters, column lengths).
  registerTextFieldChecks(app, ALL_TEXT_RULES);
  registerJacksonNulls(app, jacksonNulls, REPLY_DATA);
  registerFaultHooks(app, faults);
  registerRoutes(app, ctx, { faults, reset, jacksonNulls, clock });
  try {
    if (options.staticDir) await registerStaticSite(app, options.staticDir);
    await app.listen({ port: options.port ?? 7700, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  ownOrigins = ownOriginsOf(address.address, address.port);

  return {
    url: origin,
    port: address.port,
    close: async () => {
      await app.close();
    },
    reset,
    faults,
    state,
    jacksonNulls,
    expireAccessTokens: () => tokens.expireAccessTokens(),
    now: clock.now,
    advanceClock: (seconds) => clock.advance(seconds),
    settleJsapi: (prepayId, outcome) => settleJsapi(state.ticketing, prepayId, outcome),
    scanNative: (codeUrl, outcome) => scanNative(state.ticketing, codeUrl, outcome),
    verifyTicketCode: (code) => verifyCode(state.ticketing, code, (exhibitionId) => state.rotatesTicketCodes(exhibitionId)),
  };
}
