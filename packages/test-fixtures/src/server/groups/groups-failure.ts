// The group failures of docs/endpoints.md "Group management and sub-accounts": HTTP 400 envelopes with a
// stable code (4601–4606, 4611–4613; 4701 the backend's shared "You have registered this document") and,
// for some, the facts in `data`; other refusals (bean validation, an id that names nothing of the
// caller's) are the backend's plain code 400. Messages come in both page languages; the route picks one
// by the request's Language-Type.
import type { LanguageType } from '../wire.types';

export const GROUP_FAILURE = {
  notLeader: 4601,
  notSetUp: 4602,
  memberDuplicate: 4603,
  memberLocked: 4604,
  teamUnknown: 4605,
  selectionChanged: 4606,
  /** The backend's shared "You have registered this document" (as team registration and passes answer it). */
  documentRegistered: 4701,
  accountTaken: 4611,
  subAccountDisabled: 4612,
  notAllowed: 4613,
} as const;

export type GroupFailureCode = (typeof GROUP_FAILURE)[keyof typeof GROUP_FAILURE] | 400;

export interface GroupFailure {
  code: GroupFailureCode;
  msg: Readonly<Record<LanguageType, string>>;
  data?: Record<string, unknown>;
}

export type GroupOutcome<T> = { ok: true; value: T } | { ok: false; failure: GroupFailure };

export const done = <T>(value: T): GroupOutcome<T> => ({ ok: true, value });

export const refused = <T = never>(code: GroupFailureCode, cn: string, en: string, data?: Record<string, unknown>): GroupOutcome<T> => ({
  ok: false,
  failure: { code, msg: { cn, en }, ...(data === undefined ? {} : { data }) },
});

export const notLeader = <T = never>(): GroupOutcome<T> => refused(GROUP_FAILURE.notLeader, '只有团长可以管理团组', 'Only the group leader can manage a group');

export const notSetUp = <T = never>(): GroupOutcome<T> => refused(GROUP_FAILURE.notSetUp, '尚未创建团组', 'The group has not been set up yet');

/** Bean validation's refusal of one field. */
export const invalidField = <T = never>(field: string): GroupOutcome<T> => refused(400, `参数校验失败：${field}`, `Invalid parameter: ${field}`, { field });

/** An id that names nothing of the caller's (no hint whether it exists at all). */
export const notFound = <T = never>(what: { cn: string; en: string }): GroupOutcome<T> => refused(400, `${what.cn}不存在`, `${what.en} not found`);

export const subAccountDisabled = <T = never>(): GroupOutcome<T> =>
  refused(GROUP_FAILURE.subAccountDisabled, '该子账号已被团长停用，请联系团长', 'The group leader has disabled this sub-account: please contact them');

export const notAllowed = <T = never>(): GroupOutcome<T> =>
  refused(GROUP_FAILURE.notAllowed, '子账号无权进行此操作，请联系团长', 'A sub-account cannot do this: please ask the group leader');
