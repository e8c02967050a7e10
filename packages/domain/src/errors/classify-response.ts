// Sorts every backend answer into the five outcomes the client acts on (spec §7–§8, api-contract).
// Pure: the SDK's HTTP adapter calls it with whatever axios received, the app never sees raw bodies.
import type { ErrorCode } from './error-codes';
import {
  isRecord,
  isSuccessCode,
  PASS_THROUGH_CODES,
  readResponseCode,
  textField,
  type ResponseCode,
} from './response-code';

export type ResponseKind = 'success' | 'silent' | 'passThrough' | 'unauthorized' | 'failure';

export type ClassifiedResponse = {
  readonly kind: ResponseKind;
  readonly code: ResponseCode;
  /**
   * The envelope's `data`, or the whole body for the bare token response. A failure keeps it when it is
   * there: a commerce failure names its details in it (the two tickets of a conflict, the limit…).
   */
  readonly data?: unknown;
  /** `msg`, else `error_description`; on a failure without either, the unknown-error code. */
  readonly message?: string;
  /** The token endpoint's `error` on its failure shape (e.g. `invalid_grant`). */
  readonly tokenError?: string;
};

export type RawResponse = { readonly status: number; readonly body: unknown };

const UNKNOWN_MESSAGE: ErrorCode = 'UNKNOWN';

/**
 * A login ended because another employee logged in to a single-person lead account (spec §8, "Login
 * is invalid because only one employee may log in"): a 401 that says why, in either 401 shape.
 */
export const SINGLE_LOGIN_WIRE_CODE = 4901;

/** The code of a refusal the server's text and code say nothing more of, by its kind. */
export const REFUSAL_CODE_OF_KIND = {
  silent: 'SERVER.SILENT',
  unauthorized: 'AUTH.UNAUTHORIZED',
  failure: 'SERVER.FAILURE',
} as const satisfies Record<'silent' | 'unauthorized' | 'failure', ErrorCode>;

const hasCodeField = (body: Record<string, unknown>): boolean =>
  body['code'] !== undefined || body['error_code'] !== undefined;

/** The token endpoint answers success with a bare snake_case body: no envelope, no code. */
const isBareTokenBody = (body: unknown): boolean =>
  isRecord(body) && typeof body['access_token'] === 'string' && !hasCodeField(body);

/** The `error` of the token endpoint's failure shape, `{error, error_description}` without a code. */
const tokenErrorOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body['error'] === 'string' && !hasCodeField(body) ? body['error'] : undefined;

const messageOf = (body: unknown): string | undefined =>
  textField(body, 'msg') ?? textField(body, 'error_description');

const dataOf = (body: unknown): unknown => (isRecord(body) ? body['data'] : undefined);

const withMessage = (message: string | undefined): { message?: string } =>
  message === undefined ? {} : { message };

const withData = (data: unknown): { data?: unknown } => (data === undefined || data === null ? {} : { data });

export const classifyResponse = ({ status, body }: RawResponse): ClassifiedResponse => {
  const isHttpSuccess = status >= 200 && status < 300;
  if (isHttpSuccess && isBareTokenBody(body)) return { kind: 'success', code: status, data: body };

  const code = readResponseCode(status, body);
  const message = messageOf(body);
  // 401 comes from the gateway as an HTTP status or from a service inside a 200 envelope.
  if (code === SINGLE_LOGIN_WIRE_CODE) return { kind: 'unauthorized', code, ...withMessage(message) };
  if (status === 401 || code === 401) return { kind: 'unauthorized', code: 401, ...withMessage(message) };
  // A token failure carries its reason only in error_description ("No user information" lets the
  // openid flow continue), so it must not be swallowed by the silent 400 rule below.
  const tokenError = tokenErrorOf(body);
  if (tokenError !== undefined) return { kind: 'failure', code, message: message ?? UNKNOWN_MESSAGE, tokenError };
  if (isSuccessCode(code)) return { kind: 'success', code, data: dataOf(body), ...withMessage(message) };
  // A plain refusal keeps its `data`: the backend names a refused field there (`{field}`, a list's `{field, index}`).
  if (code === 400) return { kind: 'silent', code, ...withMessage(message), ...withData(dataOf(body)) };
  if (PASS_THROUGH_CODES.includes(code)) {
    return { kind: 'passThrough', code, data: dataOf(body), ...withMessage(message) };
  }
  return { kind: 'failure', code, message: message ?? UNKNOWN_MESSAGE, ...withData(dataOf(body)) };
};
