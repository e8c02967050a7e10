import { DomainError, err, ok, type Result } from '@fairpass/domain';

/**
 * What a successful exchange yields. Codes 2001 and 2002 are not errors (spec §8): they reach the
 * caller as a `passThrough` reply carrying the backend's code, data and message.
 */
export type ApiReply<T> =
  | { kind: 'success'; code: number | '0000'; data: T }
  | { kind: 'passThrough'; code: number; data: unknown; message?: string | undefined };

/**
 * The data of a reply, for the domain's gateway ports, whose results cannot carry a pass-through code:
 * there a 2001/2002 becomes a failure holding the backend's message, code and data (as the cause).
 * Callers that need 2001/2002 as results use {@link ApiClient.call} directly.
 */
export function replyData<T>(result: Result<ApiReply<T>>): Result<T> {
  if (!result.ok) return result;
  const reply = result.value;
  if (reply.kind === 'success') return ok(reply.data);
  return err(new DomainError('SERVER.FAILURE', reply.message ?? String(reply.code), reply, { backendCode: reply.code }));
}
