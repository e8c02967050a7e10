import { describe, expect, it } from 'vitest';
import { canCancelGift, GIFT_CLAIM_LIMITS, giftClaimErrors, giftLeft, giftStatusLabelKey } from './gift-actions';
import { GIFT_STATUSES, type GiftClaimDetails } from './gift.types';

describe('what a giver may do with a gift', () => {
  it.each([
    ['an open gift nobody claimed from', 'pending', 3, 0, 3, true],
    ['an open gift partly claimed', 'pending', 3, 2, 1, true],
    ['an open gift the server still calls pending with nothing left', 'pending', 2, 2, 0, false],
    ['a gift claimed in full', 'claimed', 2, 2, 0, false],
    ['an expired gift', 'expired', 2, 1, 1, false],
    ['a cancelled gift', 'cancelled', 2, 0, 2, false],
  ] as const)('for %s: counts what is left and offers cancel as %s', (_, status, quantity, claimedCount, left, cancellable) => {
    expect(giftLeft({ quantity, claimedCount })).toBe(left);
    expect(canCancelGift({ status, quantity, claimedCount })).toBe(cancellable);
  });

  it('never counts fewer than none left', () => {
    expect(giftLeft({ quantity: 1, claimedCount: 2 })).toBe(0);
  });

  it('labels every gift status with its own key of the gifting texts', () => {
    const keys = GIFT_STATUSES.map(giftStatusLabelKey);
    expect(keys).toEqual(['status.pending', 'status.claimed', 'status.expired', 'status.cancelled']);
  });
});

describe('the claim form', () => {
  const claim: GiftClaimDetails = { holderName: '林晓', holderPhone: '13800000004' };

  it('sends a name and a mainland mobile, the e-mail and company being optional', () => {
    expect(giftClaimErrors(claim)).toEqual({});
    expect(giftClaimErrors({ ...claim, holderEmail: 'lin@example.com', company: '新客贸易有限公司' })).toEqual({});
    expect(giftClaimErrors({ ...claim, holderEmail: ' ', company: '' })).toEqual({});
  });

  it('asks for the name and the mobile', () => {
    expect(giftClaimErrors({ holderName: ' ', holderPhone: '' })).toEqual({
      holderName: ['VALIDATION.REQUIRED'],
      holderPhone: ['VALIDATION.REQUIRED'],
    });
  });

  it('takes a name of 2 to 30 letters', () => {
    expect(giftClaimErrors({ ...claim, holderName: '林' }).holderName).toEqual(['VALIDATION.NAME_INVALID']);
    expect(giftClaimErrors({ ...claim, holderName: 'Lin 3' }).holderName).toEqual(['VALIDATION.NAME_INVALID']);
    expect(giftClaimErrors({ ...claim, holderName: '林'.repeat(GIFT_CLAIM_LIMITS.holderName) })).toEqual({});
    expect(giftClaimErrors({ ...claim, holderName: '林'.repeat(GIFT_CLAIM_LIMITS.holderName + 1) }).holderName).toEqual(['VALIDATION.TOO_LONG']);
  });

  it('takes only a mainland mobile number', () => {
    expect(giftClaimErrors({ ...claim, holderPhone: '12800000004' }).holderPhone).toEqual(['VALIDATION.PHONE_INVALID']);
    expect(giftClaimErrors({ ...claim, holderPhone: '+85212345678' }).holderPhone).toEqual(['VALIDATION.PHONE_INVALID']);
  });

  it('checks an e-mail when one is given, and keeps the company within 100 characters', () => {
    expect(giftClaimErrors({ ...claim, holderEmail: 'lin@' }).holderEmail).toEqual(['VALIDATION.EMAIL_INVALID']);
    expect(giftClaimErrors({ ...claim, company: '公'.repeat(GIFT_CLAIM_LIMITS.company) })).toEqual({});
    expect(giftClaimErrors({ ...claim, company: '公'.repeat(GIFT_CLAIM_LIMITS.company + 1) }).company).toEqual(['VALIDATION.TOO_LONG']);
  });
});
