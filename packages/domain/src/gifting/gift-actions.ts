// What a giver may do with a gift and what a claimant must give (docs/endpoints.md "Gifts"): an open gift
// with tickets left may be cancelled (its unclaimed tickets return); a claimant's ticket is issued in
// their own name, so name and mainland mobile are required, an e-mail and a company optional. The
// server checks again (GIFT.NOTHING_TO_CANCEL).
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, isMainlandMobile, isPersonName, textLength } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import type { Gift, GiftClaimDetails, GiftStatus } from './gift.types';

/** The longest holder name and company name a claim takes, in characters. */
export const GIFT_CLAIM_LIMITS = { holderName: 30, company: 100 } as const;

/** A key of the app's `gifting` texts. */
export type GiftStatusLabelKey = `status.${GiftStatus}`;

/** Tickets of the gift nobody has claimed yet (never below 0). */
export const giftLeft = ({ quantity, claimedCount }: Pick<Gift, 'quantity' | 'claimedCount'>): number => Math.max(0, quantity - claimedCount);

/** Whether to offer "cancel": the gift is still open and something in it is unclaimed. */
export const canCancelGift = (gift: Pick<Gift, 'status' | 'quantity' | 'claimedCount'>): boolean => gift.status === 'pending' && giftLeft(gift) > 0;

export const giftStatusLabelKey = (status: GiftStatus): GiftStatusLabelKey => `status.${status}`;

const tooLong = (value: string, max: number): boolean => textLength(value.trim()) > max;

/** The claim form's field → error codes ({} when it can be sent). */
export function giftClaimErrors(details: GiftClaimDetails): FieldErrors<keyof GiftClaimDetails> {
  const errors: FieldErrors<keyof GiftClaimDetails> = {};
  if (isBlank(details.holderName)) errors.holderName = ['VALIDATION.REQUIRED'];
  else if (tooLong(details.holderName, GIFT_CLAIM_LIMITS.holderName)) errors.holderName = ['VALIDATION.TOO_LONG'];
  else if (!isPersonName(details.holderName)) errors.holderName = ['VALIDATION.NAME_INVALID'];
  if (isBlank(details.holderPhone)) errors.holderPhone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(details.holderPhone)) errors.holderPhone = ['VALIDATION.PHONE_INVALID'];
  if (!isBlank(details.holderEmail) && !isEmailAddress(details.holderEmail)) errors.holderEmail = ['VALIDATION.EMAIL_INVALID'];
  if (!isBlank(details.company) && tooLong(details.company ?? '', GIFT_CLAIM_LIMITS.company)) errors.company = ['VALIDATION.TOO_LONG'];
  return errors;
}
