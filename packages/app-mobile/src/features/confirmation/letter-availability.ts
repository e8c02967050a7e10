// Whether a looked-up visitor has a confirmation letter to show. Only an approved registration has one;
// anyone else is told, in the catalogue's words, that the registration is not complete.
import type { ErrorCode, UserInfo } from '@fairpass/domain';

export type LetterAvailability = { readonly kind: 'letter' } | { readonly kind: 'none'; readonly code: ErrorCode };

export const letterAvailabilityOf = (user: Pick<UserInfo, 'userExhibitionVO'>): LetterAvailability =>
  user.userExhibitionVO.examineResult === 'approve'
    ? { kind: 'letter' }
    : { kind: 'none', code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' };
