// The exhibitor's people failures (design exhibitor.md §5.2): the server's 5101 (quota reached) and
// 5102 (application closed) read as the spec's LIMIT.MAX_DOCUMENTS `{max, left}` and
// DOCUMENT.APPLICATION_CLOSED `{closesAt}`, and a staff link that is unknown or renewed (5109) as
// LINK.INCORRECT. 4701 arrives as REGISTRATION.DUPLICATE_DOCUMENT `{index, name}` by the core. Read
// here until the area codes live in the area folders (the errors move of issue 31's brief).
import { DomainError, err, requestFactsOf, type ErrorCode, type Result } from '@fairpass/domain';

const WIRE: Readonly<Record<number, { readonly code: ErrorCode; readonly params: readonly string[] }>> = {
  5101: { code: 'LIMIT.MAX_DOCUMENTS', params: ['max', 'left'] },
  5102: { code: 'DOCUMENT.APPLICATION_CLOSED', params: ['closesAt'] },
  5109: { code: 'LINK.INCORRECT', params: [] },
};

/** What the people writes can be refused with beyond a write's own failures. */
export const PASS_REFUSALS = ['REGISTRATION.DUPLICATE_DOCUMENT', 'LIMIT.MAX_DOCUMENTS', 'DOCUMENT.APPLICATION_CLOSED'] as const satisfies readonly ErrorCode[];

const paramsOf = (names: readonly string[], data: unknown): Record<string, string> | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const entries = names.flatMap((name) => {
    const value = (data as Record<string, unknown>)[name];
    return typeof value === 'string' || (typeof value === 'number' && value !== -1) ? [[name, String(value)] as const] : [];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
};

/** The result with the area's wire codes read as their domain codes. */
export function withPeopleFailures<T>(result: Result<T, DomainError>): Result<T, DomainError> {
  if (result.ok || typeof result.error.backendCode !== 'number') return result;
  const known = WIRE[result.error.backendCode];
  if (!known) return result;
  const { error } = result;
  const params = paramsOf(known.params, (error.cause as { data?: unknown } | undefined)?.data);
  return err(
    new DomainError(known.code, error.detail, error.cause, {
      ...(error.status === undefined ? {} : { status: error.status }),
      backendCode: error.backendCode,
      ...(params ? { params } : {}),
      ...requestFactsOf(error),
    }),
  );
}
