import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { PayChannel, PayStart, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { missingText, outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { checkedPayStart, offAllowlist } from './pay-redirect';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What pay order can fail with. */
export const PAY_ORDER_ERRORS = [
  ...WRITE_FAILURES,
  'ORDER.EXPIRED',
  'ORDER.NOT_PAYABLE',
  'ORDER.PRICE_CHANGED',
  'REDIRECT.UNSAFE',
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

const PAY_CHANNELS: readonly PayChannel[] = ['jsapi', 'h5', 'native'];

/** Which order to pay, how, and where the H5 cashier sends the browser back to. */
export interface PayOrderInput {
  /** The order's `orderId` (from `createOrder`, `fetchOrder` or `listOrders`). */
  readonly orderId: string;
  /**
   * `jsapi` inside WeChat (the payment sheet), `h5` in any other mobile browser (WeChat's H5 cashier),
   * `native` on a desktop page (a QR code scanned with WeChat on the phone).
   */
  readonly channel: PayChannel;
  /**
   * Where the buyer comes back to after paying (your payment-result page); it must be on the client's
   * `allowedRedirectOrigins`. Required for `jsapi` and `h5`; not used by `native` (the page never leaves).
   */
  readonly returnUrl?: string;
}

/**
 * Starts paying an order, answering one of:
 * - `{ channel: 'none' }`: nothing to pay (a free order);
 * - `{ channel: 'jsapi', jsapi }`: the six fields for WeixinJSBridge's `getBrandWCPayRequest`;
 * - `{ channel: 'h5', h5Url }`: WeChat's H5 cashier, ready to open (`location.assign(h5Url)`): the SDK
 *   has appended `redirect_url` = `returnUrl`, and the cashier works 5 minutes;
 * - `{ channel: 'native', codeUrl, expireTime, remainingSeconds, serverTime }`: draw `codeUrl` as a QR
 *   code (any QR library) and poll {@link FetchPaymentStatusUseCase} with the domain's
 *   `nextPollStep(reply, answers, nativePollPlan(remainingSeconds))` until it says done (paid,
 *   cancelled, expired or failed) or processing (the order's time is up: offer "I have paid" to check).
 *
 * Both the `returnUrl` sent and the cashier received must be on the client's redirect allowlist
 * (`REDIRECT.UNSAFE` otherwise; an unsafe `returnUrl` is refused before sending). Paying again reuses
 * the order and its WeChat prepay (the same `codeUrl`); a price changed since the order was written is
 * `ORDER.PRICE_CHANGED` (quote again). The result is never proof of payment: only the payment status is.
 *
 * @example
 * ```ts
 * import { nativePollPlan, nextPollStep } from '@fairpass/domain/ticketing';
 * import type { TicketingApi } from '@fairpass/sdk/ticketing';
 *
 * declare const ticketing: TicketingApi; // getTicketing(client)
 * declare const orderId: string; // createOrder's
 * declare function showQrCode(content: string): void; // any QR code library
 *
 * const start = await ticketing.payOrder.execute({ orderId, channel: 'native' });
 * if (start.ok && start.value.channel === 'native') {
 *   showQrCode(start.value.codeUrl);
 *   const plan = nativePollPlan(start.value.remainingSeconds);
 *   for (let answers = 1; ; answers += 1) {
 *     const status = await ticketing.fetchPaymentStatus.execute({ orderId });
 *     if (!status.ok) break; // show status.error, offer to check again
 *     const step = nextPollStep(status.value, answers, plan);
 *     if (step.kind !== 'wait') break; // 'done': step.outcome ('paid', 'expired', …); 'processing': offer "I have paid"
 *     await new Promise((resolve) => setTimeout(resolve, step.delayMs));
 *   }
 * }
 * ```
 */
@injectable()
export class PayOrderUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link PAY_ORDER_ERRORS}. */
  execute(input: PayOrderInput, options?: CallOptions): Promise<Result<PayStart, ErrorOf<typeof PAY_ORDER_ERRORS>>> {
    const allowed = this.settings.allowedRedirectOrigins;
    const native = input.channel === 'native';
    const returnUrl = input.returnUrl ?? '';
    const invalid =
      missingText(input, native ? ['orderId'] : ['orderId', 'returnUrl']) ??
      outOfRange(input, 'channel', PAY_CHANNELS) ??
      (native && returnUrl === '' ? undefined : offAllowlist(returnUrl, allowed, 'returnUrl'));
    return guarded(PAY_ORDER_ERRORS, invalid, async () => {
      const start = await this.ticketing.payOrder({ orderId: input.orderId, channel: input.channel, returnUrl }, options);
      return start.ok ? checkedPayStart(start.value, allowed, returnUrl) : start;
    });
  }
}
