// The reach failures of docs/endpoints.md "Invitations, sources, sharing and reach": HTTP 400 envelopes
// with a stable code (4801–4803, 4811–4813) and the facts in `data`; other refusals (a missing field,
// bean validation) are the backend's plain code 400. Messages come in both page languages; the route
// picks one by the request's Language-Type.
import type { LanguageType } from '../wire.types';

export const REACH_FAILURE = {
  codeTaken: 4801,
  codeInvalid: 4802,
  sourceNotFound: 4803,
  recipientInvalid: 4811,
  alreadyRegistered: 4812,
  inviterUnknown: 4813,
} as const;

export type ReachFailureCode = (typeof REACH_FAILURE)[keyof typeof REACH_FAILURE] | 400;

export interface ReachFailure {
  code: ReachFailureCode;
  msg: Readonly<Record<LanguageType, string>>;
  data?: Record<string, unknown>;
}

export type ReachOutcome<T> = { ok: true; value: T } | { ok: false; failure: ReachFailure };

export const done = <T>(value: T): ReachOutcome<T> => ({ ok: true, value });

export const refused = <T = never>(code: ReachFailureCode, cn: string, en: string, data?: Record<string, unknown>): ReachOutcome<T> => ({
  ok: false,
  failure: { code, msg: { cn, en }, ...(data === undefined ? {} : { data }) },
});

/** Bean validation's refusal of one field. */
export const invalidField = <T = never>(field: string): ReachOutcome<T> => refused(400, `参数校验失败：${field}`, `Invalid parameter: ${field}`, { field });
