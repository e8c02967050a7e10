// Whether a visitor has a confirmation letter to show. Only an approved registration has one; a
// submitted registration waiting for review is told so (with the way to the review page), and anyone
// else is told, in the catalogue's words, that the registration is not complete.
import type { ErrorCode, UserInfo } from '@fairpass/domain';

export type LetterAvailability =
  | { readonly kind: 'letter' }
  | { readonly kind: 'underReview' }
  | { readonly kind: 'none'; readonly code: ErrorCode };

export const letterAvailabilityOf = (user: Pick<UserInfo, 'userExhibitionVO'>): LetterAvailability => {
  const { examineResult, completeResult } = user.userExhibitionVO;
  if (examineResult === 'approve') return { kind: 'letter' };
  if (completeResult === 'succ' && examineResult !== 'reject') return { kind: 'underReview' };
  return { kind: 'none', code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' };
};
