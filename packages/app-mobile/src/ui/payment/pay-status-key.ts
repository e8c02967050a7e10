// The key of an order's payment status read. /payTransition reads it; starting a payment drops the last
// answer, because a new attempt on the same order must be asked about anew (the screen may still be open).
export const payStatusKey = (orderId: string) => ['ticketing', 'payStatus', orderId] as const;

/** Whether a kept read is an order's payment status (left out when a settled payment refreshes the rest). */
export const isPayStatusKey = (key: readonly unknown[]): boolean => key[0] === 'ticketing' && key[1] === 'payStatus';
