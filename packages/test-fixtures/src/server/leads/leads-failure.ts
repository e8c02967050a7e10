// The lead tool's failures (docs/endpoints.md "Trade-fair lead tool (issue 17)"): HTTP 400 envelopes
// with a stable code (4902–4909) and, for some, the facts in `data`; the 401 of a login ended by another
// employee's is 4901 (single-login.ts). Other refusals (a missing field, an id that names nothing of the
// caller's) are the backend's plain code 400. Messages come in both page languages.
import type { LanguageType } from '../wire.types';

export const LEADS_FAILURE = {
  singleLogin: 4901,
  customerNotFound: 4902,
  noPackage: 4903,
  notAdmin: 4904,
  leadInvalid: 4905,
  packageActive: 4906,
  transferPending: 4907,
  staffTaken: 4908,
  staffNotAllowed: 4909,
} as const;

export type LeadsFailureCode = Exclude<(typeof LEADS_FAILURE)[keyof typeof LEADS_FAILURE], 4901> | 400 | 4521;

export interface LeadsFailure {
  code: LeadsFailureCode;
  msg: Readonly<Record<LanguageType, string>>;
  data?: Record<string, unknown>;
}

export type LeadsOutcome<T> = { ok: true; value: T } | { ok: false; failure: LeadsFailure };

export const done = <T>(value: T): LeadsOutcome<T> => ({ ok: true, value });

export const refused = <T = never>(code: LeadsFailureCode, cn: string, en: string, data?: Record<string, unknown>): LeadsOutcome<T> => ({
  ok: false,
  failure: { code, msg: { cn, en }, ...(data === undefined ? {} : { data }) },
});

/** Spec §8's "Customer information not found". */
export const customerNotFound = <T = never>(): LeadsOutcome<T> => refused(LEADS_FAILURE.customerNotFound, '未找到客户信息', 'Customer information not found');

export const noPackage = <T = never>(): LeadsOutcome<T> => refused(LEADS_FAILURE.noPackage, '尚未开通线索工具套餐', 'No lead tool package yet');

export const notAdmin = <T = never>(): LeadsOutcome<T> => refused(LEADS_FAILURE.notAdmin, '只有账号管理员可以进行此操作', 'Only the account’s administrator can do this');

/** The lead's field errors, by the domain's codes. */
export const leadInvalid = <T = never>(fields: Record<string, readonly string[]>): LeadsOutcome<T> =>
  refused(LEADS_FAILURE.leadInvalid, `客户信息有误：${Object.keys(fields).join('、')}`, `Invalid lead: ${Object.keys(fields).join(', ')}`, { fields });

export const notFound = <T = never>(what: { cn: string; en: string }): LeadsOutcome<T> => refused(400, `${what.cn}不存在`, `${what.en} not found`);
