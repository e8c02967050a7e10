// Paying an order the way the browser allows: the WeChat sheet (JSAPI) inside WeChat, the H5 cashier
// elsewhere (it refuses to run inside WeChat), nothing for a free order. Every way ends on
// /payTransition, which asks the server for the truth. Shared by ticketing and the lead tool's package
// (a package order says `kind=package`, so the result page leads back to the lead account, not the wallet).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { hrefOf, ok, type DomainError, type Result } from '@fairpass/domain';
import { type Order } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { useShell } from '../shell-context';
import { payReturnUrl } from './pay-return-url';
import { payStatusKey } from './pay-status-key';
import { payInWeChat } from './wechat-pay';

export type PayableOrder = Pick<Order, 'orderId'> & Partial<Pick<Order, 'kind'>>;

export function useStartPayment(): (order: PayableOrder) => Promise<Result<void, DomainError>> {
  const { client, environment, landingUrl } = useShell();
  const [, navigate] = useLocation();
  const queries = useQueryClient();
  return useCallback(
    async ({ orderId, kind }) => {
      const forPackage = kind === 'package' ? 'package' : undefined;
      const returnUrl = payReturnUrl(landingUrl, orderId, forPackage);
      const started = await getTicketing(client).payOrder.execute({ orderId, channel: environment.isWeChat ? 'jsapi' : 'h5', returnUrl });
      if (!started.ok) return started;
      const pay = started.value;
      if (pay.channel === 'h5') {
        window.location.assign(pay.h5Url); // redirect_url (returnUrl) already appended by the SDK
        return ok(undefined);
      }
      const sheet = pay.channel === 'jsapi' ? await payInWeChat(pay.jsapi) : undefined;
      void queries.resetQueries({ queryKey: payStatusKey(orderId) });
      navigate(hrefOf('/payTransition', undefined, { orderId, sheet, kind: forPackage }));
      return ok(undefined);
    },
    [client, environment.isWeChat, landingUrl, navigate, queries],
  );
}
