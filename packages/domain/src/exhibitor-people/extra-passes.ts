// Extra passes beyond a company's quota (design exhibitor.md §2.4 /personnel, "place order"): bought for
// an open pass type, 1 to 20 at a time (ours), as an order of kind `credential` paid through order/pay;
// the quota grows by the order's passes once it is paid.
import type { FieldErrors } from '../validation/validate-input';
import type { PassType } from './exhibitor-people.types';

export const EXTRA_PASS_MAX = 20;

/** Whether `quantity` extra passes may be ordered at once. */
export const isExtraPassQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= EXTRA_PASS_MAX;

/** The pass types extra passes can be bought for: those whose application is open. */
export const buyablePassTypes = (types: readonly PassType[]): readonly PassType[] => types.filter((t) => t.state === 'open');

/** The buy form as typed: the pass type and how many, as text. */
export type ExtraPassForm = { readonly credentialType: string; readonly quantity: string };

export const emptyExtraPassForm = (credentialType = ''): ExtraPassForm => ({ credentialType, quantity: '' });

/** The field → error codes of the buy form ({} when it may be sent); a quantity outside 1–20 is out of range. */
export function extraPassErrors(form: ExtraPassForm): FieldErrors<keyof ExtraPassForm> {
  const errors: FieldErrors<keyof ExtraPassForm> = {};
  if (form.credentialType.trim() === '') errors.credentialType = ['VALIDATION.REQUIRED'];
  if (form.quantity.trim() === '') errors.quantity = ['VALIDATION.REQUIRED'];
  else if (!/^\d+$/.test(form.quantity.trim()) || !isExtraPassQuantity(Number(form.quantity.trim()))) errors.quantity = ['VALIDATION.OUT_OF_RANGE'];
  return errors;
}
