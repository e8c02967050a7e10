import type { FastifyInstance } from 'fastify';
import type { MovableClock } from '../clock';
import type { ServerContext } from '../context';
import { parseFault, type FaultSwitches } from '../faults';
import type { JacksonNulls } from '../jackson-nulls';

export interface ContractControls {
  faults: FaultSwitches;
  reset(): void;
  jacksonNulls: JacksonNulls;
  /** The server's clock, which the clock hook moves forward. */
  clock: MovableClock;
}

/** Test-only controls under `/__contract/` (no client header needed: they are not part of the API). */
export function registerContractRoutes(app: FastifyInstance, ctx: ServerContext, controls: ContractControls): void {
  app.post('/__contract/reset', async () => {
    controls.reset();
    return { ok: true };
  });

  app.get('/__contract/state', async () => ({ ...ctx.state.snapshot(), faults: controls.faults.list(), jacksonNulls: controls.jacksonNulls.on }));

  app.get('/__contract/faults', async () => controls.faults.list());

  app.post('/__contract/faults', async (request, reply) => {
    const body = (request.body ?? {}) as { route?: unknown; fault?: unknown };
    const fault = parseFault(body.fault);
    if (typeof body.route !== 'string' || body.route.trim() === '' || !fault) {
      return reply.code(400).send({ error: 'Expected {route: string, fault: {latencyMs?, status500?, dropAfterCommit?, unauthorized?, stringCodes?, passThrough?, businessFailure?, times?}}' });
    }
    controls.faults.set(body.route, fault);
    return controls.faults.list();
  });

  app.delete('/__contract/faults', async () => {
    controls.faults.clear();
    return {};
  });

  /** Answer as the real backend's Jackson setup does (no JSON null), until reset. */
  app.get('/__contract/jackson-nulls', async () => ({ on: controls.jacksonNulls.on }));

  app.post('/__contract/jackson-nulls', async (request, reply) => {
    const on = (request.body as { on?: unknown } | undefined)?.on;
    if (typeof on !== 'boolean') return reply.code(400).send({ error: 'Expected {on: boolean}' });
    controls.jacksonNulls.on = on;
    return { on };
  });

  /** Moves the server's clock forward (unpaid orders expire, sales open, rotating codes step on); reset moves it back. */
  app.post('/__contract/clock/advance', async (request, reply) => {
    const seconds = (request.body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return reply.code(400).send({ error: 'Expected {seconds: number ≥ 0}' });
    return { serverTime: controls.clock.advance(seconds) };
  });

  /** Every access token issued so far expires now; refresh tokens keep working (a token refresh test). */
  app.post('/__contract/expire-access-tokens', async () => {
    ctx.tokens.expireAccessTokens();
    return { ok: true };
  });

  /** Which openid the WeChat redirect hands out to every browser from now on (else each browser its own). */
  app.post('/__contract/wechat-openid', async (request, reply) => {
    const openid = (request.body as { openid?: unknown } | undefined)?.openid;
    if (typeof openid !== 'string' || openid === '') return reply.code(400).send({ error: 'Expected {openid: string}' });
    ctx.state.wechatOpenid = openid;
    return { openid };
  });
}
