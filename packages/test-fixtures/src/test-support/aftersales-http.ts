// Test-only: the after-sales conversations the tests repeat (settling hooks, the claimant's login), over
// the same fetch wrapper as contract-http.ts.
import type { contractHttp } from './contract-http';

type Http = ReturnType<typeof contractHttp>;

export function aftersalesHttp(http: Http) {
  const hook = async (path: string, body: unknown) => (await http.call('POST', path, { body })).body;
  return {
    advance: (seconds: number) => hook('/__contract/clock/advance', { seconds }),
    settleRefund: (orderId: string, outcome: 'refunded' | 'failed') => hook('/__contract/refund/settle', { orderId, outcome }),
    settleInvoice: (applicationId: string, outcome: 'issued' | 'failed', reason?: string) => hook('/__contract/invoice/settle', { applicationId, outcome, ...(reason ? { reason } : {}) }),
  };
}
