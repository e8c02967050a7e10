// The programs of issue 32's proof, written into the scratch project and run from the packed tarballs:
// the README's /pc/ recipe (link → SMS login → ticket types → order → Native QR pay → wallet; the
// buyer's phone "scans" the QR code through the contract server's hook), as Node ESM, Node CJS and a
// browser bundle; and the README's "Retrying a write" rows, each of which must end with one order.
// The contract server's URL is in FAIRPASS_URL (Node) or baked in as URL_ (the browser bundle).

const RECIPE_BODY = `
const baseURL = URL_;
const landing = baseURL + '/pc/registration?exhibitionId=demo&registerType=visitor&tenantId=000000';
const client = createFairpassClient({
  baseURL,
  clientId: 'saber',
  clientSecret: 'saber_secret',
  storage: 'memory',
  navigator: 'memory',
  transport: 'fetch',
  environment: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', landingUrl: landing },
});
const must = (result, what) => {
  if (!result.ok) throw new Error(what + ': ' + result.error.code + ' ' + (result.error.detail ?? ''));
  return result.value;
};
must(await client.startFromLink.execute({ url: landing }), 'entry');
must(await client.loginBySms.execute({ phone: '13800000110', code: '123456' }), 'login');
const ticketing = getTicketing(client);
const types = must(await ticketing.listTicketTypes.execute(), 'ticket types');
// The seeded VIP ticket (128.00) asks each holder for a name and a mobile only.
const vip = types.find((type) => type.id === 'tt-demo-vip' && type.saleState === 'on_sale');
if (!vip) throw new Error('no paid ticket type on sale');
const order = must(
  await ticketing.createOrder.execute({ lines: [{ ticketTypeId: vip.id, quantity: 1 }], attendees: [{ ticketTypeId: vip.id, values: { name: '孔购票', phone: '13800000110' } }] }),
  'order',
);
const start = must(await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'native' }), 'pay');
if (start.channel !== 'native' || !start.codeUrl.startsWith('weixin://')) throw new Error('not a Native start: ' + JSON.stringify(start));
// The desktop page shows start.codeUrl as a QR code; the buyer scans it with WeChat and pays (here: the contract server's hook).
const plan = nativePollPlan(start.remainingSeconds);
let outcome = 'pending';
for (let answers = 1; outcome === 'pending'; answers += 1) {
  if (answers === 2) await fetch(baseURL + '/__contract/native/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ codeUrl: start.codeUrl, outcome: 'ok' }) });
  const status = must(await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId }), 'payment status');
  const step = nextPollStep(status, answers, plan);
  if (step.kind === 'done') outcome = step.outcome;
  else if (step.kind === 'processing') outcome = 'processing';
  else await new Promise((resolve) => setTimeout(resolve, Math.min(step.delayMs, 200)));
}
if (outcome !== 'paid') throw new Error('the order ended ' + outcome);
const wallet = must(await ticketing.readWallet.execute({ current: 1, size: 20 }), 'wallet');
const paid = must(await ticketing.fetchOrder.execute({ orderId: order.orderId }), 'order again');
const mine = wallet.records.filter((ticket) => paid.ticketIds.includes(ticket.ticketId));
if (mine.length !== 1) throw new Error('the wallet does not hold the ticket just paid');
console.log('recipe: paid by native, ' + mine.length + ' ticket in the wallet');
client.dispose();
`;

const IMPORTS = `import { createFairpassClient } from '@fairpass/sdk';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { nativePollPlan, nextPollStep } from '@fairpass/domain/ticketing';`;

export const RECIPE_ESM = `${IMPORTS}
const URL_ = process.env.FAIRPASS_URL;
${RECIPE_BODY}`;

export const RECIPE_CJS = `const { createFairpassClient } = require('@fairpass/sdk');
const { getTicketing } = require('@fairpass/sdk/ticketing');
const { nativePollPlan, nextPollStep } = require('@fairpass/domain/ticketing');
const URL_ = process.env.FAIRPASS_URL;
(async () => {
${RECIPE_BODY}
})().catch((error) => {
  console.error(error);
  process.exit(1);
});`;

/** The browser bundle's source: URL_ is defined by the bundler. */
export const RECIPE_BROWSER = `${IMPORTS}
${RECIPE_BODY}`;

export const RECIPE_LINE = 'recipe: paid by native, 1 ticket in the wallet';

/**
 * The four rows of the README's "Retrying a write", each with the contract server's fault switch on
 * order/create, retried as the README says; each must add exactly one order to the buyer's list.
 */
export const RETRY_ROWS = `import { createFairpassClient } from '@fairpass/sdk';
import { getTicketing } from '@fairpass/sdk/ticketing';
const baseURL = process.env.FAIRPASS_URL;
const landing = baseURL + '/?exhibitionId=demo&registerType=visitor&tenantId=000000';
const ROUTE = 'POST /api/ef-registration-client/order/create';
const VIP = { lines: [{ ticketTypeId: 'tt-demo-vip', quantity: 1 }], attendees: [{ ticketTypeId: 'tt-demo-vip', values: { name: '孔购票', phone: '13800000110' } }] };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fault = (body) => fetch(baseURL + '/__contract/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: ROUTE, fault: body }) });

async function buyer(options = {}) {
  const client = createFairpassClient({ baseURL, clientId: 'saber', clientSecret: 'saber_secret', storage: 'memory', navigator: 'memory', transport: 'fetch', exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', environment: { userAgent: 'node', landingUrl: landing }, ...options });
  const login = await client.loginBySms.execute({ phone: '13800000110', code: '123456' });
  if (!login.ok) throw new Error('login: ' + login.error.code);
  return getTicketing(client);
}
async function orderCount() {
  const orders = await (await buyer()).listOrders.execute({ current: 1, size: 1 });
  if (!orders.ok) throw new Error('orders: ' + orders.error.code);
  return orders.value.total;
}
/** The README's rule: while the error is retryable, wait retryAfterMs and send the same write with error.idempotencyKey. */
async function retried(write, first) {
  let result = first;
  for (let left = 10; left > 0 && !result.ok && result.error.retryable; left -= 1) {
    await sleep(result.error.retryAfterMs ?? 200);
    result = await write(result.error.idempotencyKey === undefined ? {} : { idempotencyKey: result.error.idempotencyKey });
  }
  return result;
}
async function row(name, expected, run) {
  const before = await orderCount();
  const { first, settled } = await run();
  const after = await orderCount();
  if (first.ok || first.error.code !== expected || !first.error.idempotencyKey || !first.error.requestId) throw new Error(name + ': first answer ' + JSON.stringify(first.ok ? 'ok' : first.error.code));
  if (!settled.ok) throw new Error(name + ': not settled, ' + settled.error.code);
  if (after - before !== 1) throw new Error(name + ': ' + (after - before) + ' orders');
  console.log(name + ': ' + expected + ', one order');
}
await row('time-out after commit', 'NETWORK.TIMEOUT', async () => {
  const ticketing = await buyer({ writeTimeoutMs: 150 });
  await fault({ latencyMs: 600, times: 1 });
  const write = (options) => ticketing.createOrder.execute(VIP, options);
  const first = await write({});
  return { first, settled: await retried(write, first) };
});
await row('reply lost after commit, retries off', 'NETWORK.EXCEPTION', async () => {
  const ticketing = await buyer({ retry: { retries: 0 } });
  await fault({ dropAfterCommit: true, times: 1 });
  const write = (options) => ticketing.createOrder.execute(VIP, options);
  const first = await write({});
  return { first, settled: await retried(write, first) };
});
await row('500 before commit', 'SERVER.FAILURE', async () => {
  const ticketing = await buyer();
  await fault({ status500: true, times: 1 });
  const write = (options) => ticketing.createOrder.execute(VIP, options);
  const first = await write({});
  return { first, settled: await retried(write, first) };
});
await row('409 in flight', 'REQUEST.IN_FLIGHT', async () => {
  const [one, two] = [await buyer(), await buyer()];
  const key = 'sdk-check-409-' + Date.now();
  await fault({ latencyMs: 400, times: 1 });
  const running = one.createOrder.execute(VIP, { idempotencyKey: key });
  await sleep(100);
  const write = (options) => two.createOrder.execute(VIP, options);
  const first = await write({ idempotencyKey: key });
  const settled = await retried(write, first);
  await running;
  return { first, settled };
});
`;
