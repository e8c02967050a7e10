// Test-only: the ticketing conversations the tests repeat (a buyer's token, an order written with an
// Idempotency-Key, paying it at the cashier), over the same fetch wrapper as contract-http.ts.
import { randomUUID } from 'node:crypto';
import { SEED } from '../data/seed.constants';
import { RC } from '../server/context';
import type { CallResult, contractHttp } from './contract-http';

type Http = ReturnType<typeof contractHttp>;

/** Attendee details for `count` tickets of a type that asks for name, phone and company. */
export const holders = (ticketTypeId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ ticketTypeId, values: { name: `持票人${'甲乙丙丁戊'[i] ?? i}`, phone: `1390000000${i}`, company: '示范公司' } }));

export function ticketingHttp(http: Http) {
  const post = (token: string, path: string, body: unknown, key: string = randomUUID()): Promise<CallResult> =>
    http.call('POST', `${RC}${path}`, { token, body, headers: { 'idempotency-key': key } });
  const get = (token: string | undefined, path: string, query: Record<string, string>): Promise<CallResult> =>
    http.call('GET', `${RC}${path}`, { ...(token ? { token } : {}), query });

  const login = async (phone: string): Promise<string> => (await http.loginBySms(phone)).access_token;

  /** order/create on `demo` (attendees for the VIP and trade types filled in unless given). */
  const createOrder = (token: string, body: { lines: { ticketTypeId: string; quantity: number }[]; discountCode?: string; attendees?: unknown[] }, key?: string) =>
    post(
      token,
      'order/create',
      { exhibitionId: SEED.exhibitions.demo, attendees: body.attendees ?? body.lines.flatMap((line) => holders(line.ticketTypeId, line.quantity)), ...body },
      key,
    );

  /** order/pay by H5 back to a /payTransition on the server's own origin; the h5Url is in data. */
  const payH5 = (token: string, orderId: string, key?: string) =>
    post(token, 'order/pay', { orderId, channel: 'h5', returnUrl: `${http.baseUrl}/#/payTransition?orderId=${orderId}` }, key);

  /** The cashier's button, pressed: the form post the page makes. */
  const pressCashierButton = (prepayId: string, outcome: 'ok' | 'cancel' | 'fail', redirectUrl: string) =>
    fetch(new URL('/__cashier', http.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId, redirect_url: redirectUrl, outcome }).toString(),
      redirect: 'manual',
    });

  return { post, get, login, createOrder, payH5, pressCashierButton };
}

/** The prepay id of an h5Url or a JSAPI `package`. */
export const prepayIdOf = (text: string): string => /prepay(?:Id|_id)=([^&]+)/.exec(text)?.[1] ?? '';
