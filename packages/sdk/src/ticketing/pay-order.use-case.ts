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

/** Which order to pay, how, and where the H5 cashier sends the browser back to. */
export interface PayOrderInput {
  readonly orderId: string;
  /** `jsapi` inside WeChat, `h5` in any other mobile browser. */
  readonly channel: PayChannel;
  /** The app's /payTransition address; it must be on the client's `allowedRedirectOrigins`. */
  readonly returnUrl: string;
}

/**
 * Starts paying an order: nothing to pay, the six fields for WeixinJSBridge, or the H5 cashier's
 * address. Both the `returnUrl` sent and the cashier received must be on the client's redirect
 * allowlist (`REDIRECT.UNSAFE` otherwise; an unsafe `returnUrl` is refused before sending). Paying
 * again reuses the order; a price changed since the order was written is `ORDER.PRICE_CHANGED` (quote
 * again). The result is never proof of payment: ask {@link FetchPaymentStatusUseCase}.
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
    const invalid =
      missingText(input, ['orderId', 'returnUrl']) ?? outOfRange(input, 'channel', ['jsapi', 'h5']) ?? offAllowlist(input.returnUrl, allowed, 'returnUrl');
    return guarded(PAY_ORDER_ERRORS, invalid, async () => {
      const start = await this.ticketing.payOrder({ orderId: input.orderId, channel: input.channel, returnUrl: input.returnUrl }, options);
      return start.ok ? checkedPayStart(start.value, allowed) : start;
    });
  }
}
