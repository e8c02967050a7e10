// Extra passes beyond a company's quota (design exhibitor.md §2.4 /personnel, "place order"): bought for
// an open pass type, 1 to 20 at a time (ours), as an order of kind `credential` paid through order/pay;
// the quota grows by the order's passes once it is paid.
import type { PassType } from './exhibitor-people.types';

export const EXTRA_PASS_MAX = 20;

/** Whether `quantity` extra passes may be ordered at once. */
export const isExtraPassQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= EXTRA_PASS_MAX;

/** The pass types extra passes can be bought for: those whose application is open. */
export const buyablePassTypes = (types: readonly PassType[]): readonly PassType[] => types.filter((t) => t.state === 'open');
