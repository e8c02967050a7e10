// The identity document a group member registers with: a mainland resident ID (checked to its check
// character), a passport, or the permits of Hong Kong and Macao residents and of Taiwan residents for
// travel to the mainland. The number is compared without case or surrounding spaces.
import { isValidResidentId } from '../validation/resident-id';
import { MEMBER_ID_TYPES, type MemberIdType } from './group.types';

/** Passports of every country: 5–20 letters and digits (ICAO allows up to 9, some older ones more). */
const PASSPORT = /^[A-Z0-9]{5,20}$/;
/** 港澳居民来往内地通行证: H or M and 8 digits (10 on the older booklets). */
const HK_MACAO_PERMIT = /^[HM]\d{8}(?:\d{2})?$/;
/** 台湾居民来往大陆通行证: 8 digits (10 on the older booklets). */
const TAIWAN_PERMIT = /^\d{8}(?:\d{2})?$/;

export const isMemberIdType = (value: unknown): value is MemberIdType => typeof value === 'string' && (MEMBER_ID_TYPES as readonly string[]).includes(value);

/** The number as it is compared and stored: trimmed, upper case. */
export const idNumberKey = (value: string): string => value.trim().toUpperCase();

/** Whether `number` is a well-formed document number of `type` (false for an unknown type). */
export function isValidIdDocument(type: unknown, number: unknown, today?: Date): boolean {
  if (typeof number !== 'string' || !isMemberIdType(type)) return false;
  const id = idNumberKey(number);
  switch (type) {
    case 'idCard':
      return isValidResidentId(id, today);
    case 'passport':
      return PASSPORT.test(id);
    case 'hkMacaoPermit':
      return HK_MACAO_PERMIT.test(id);
    case 'taiwanPermit':
      return TAIWAN_PERMIT.test(id);
  }
}
