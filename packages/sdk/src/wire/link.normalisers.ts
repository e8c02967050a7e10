// Share links, WeChat signing, the exhibitor hand-off key and the server clock in the domain's shape
// (see absent-values.ts).
import type { InvitationLinkInfo, JsSdkSignature } from '@fairpass/domain';
import { readReply, type ShapeOf } from './reply-shape';

/** The invitation links per language: "" is "no such link" and stays a string. */
export const INVITATION_LINK_INFO_SHAPE: ShapeOf<InvitationLinkInfo> = {
  object: {
    cnLandingPageUrl: 'text',
    enLandingPageUrl: 'text',
    cnRegisterLinkUrl: 'text',
    enRegisterLinkUrl: 'text',
    cnCustomerUrl: 'text',
    enCustomerUrl: 'text',
  },
};

/** The JS-SDK parameters; `timestamp` (number or string in the domain) is kept as sent. */
export const JS_SDK_SIGNATURE_SHAPE: ShapeOf<JsSdkSignature> = {
  object: { appId: 'text', timestamp: 'keep', nonceStr: 'text', signature: 'text' },
};

/** What `cacheUserIdAndToken` answers. */
export interface CacheKeyReply {
  readonly cacheKey: string;
}

/** The one-time key of the exhibitor hand-off. */
export const CACHE_KEY_SHAPE: ShapeOf<CacheKeyReply> = { object: { cacheKey: 'text' } };

/** `invitation/share/link`. */
export const normaliseInvitationLinkInfo = (raw: unknown): InvitationLinkInfo =>
  readReply(raw, INVITATION_LINK_INFO_SHAPE) as InvitationLinkInfo;

/** `wx/noToken/getJsSdk`. */
export const normaliseJsSdkSignature = (raw: unknown): JsSdkSignature => readReply(raw, JS_SDK_SIGNATURE_SHAPE) as JsSdkSignature;

/** `exhibitorServices/cacheUserIdAndToken`. */
export const normaliseCacheKey = (raw: unknown): CacheKeyReply => readReply(raw, CACHE_KEY_SHAPE) as CacheKeyReply;

/**
 * `system/time`: epoch milliseconds, or undefined when the backend sent none (-1 — Jackson's null
 * Long — null, or anything that is not a time). A numeric string is read as a number: BladeX can write
 * Longs as strings. The caller decides what "no server time" means (e.g. fall back to the device clock).
 */
export function normaliseSystemTime(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
