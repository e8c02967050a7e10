// Turns a response the caller cannot use as a result into the DomainError its use case returns.
// Success and pass-through outcomes are results, so the type does not accept them.
import { readKnownFailure, type KnownFailureCode } from './backend-failures';
import { REFUSAL_CODE_OF_KIND, SINGLE_LOGIN_WIRE_CODE, type ClassifiedResponse } from './classify-response';
import { readCommerceFailure } from './commerce-failures';
import type { CommerceFailureCode } from './error-codes';
import { DomainError, type DomainErrorOptions } from './result';
import { IN_FLIGHT_RETRY_AFTER_MS, isInFlightReply } from './write-outcome';

export type FailedResponse = ClassifiedResponse & { kind: 'silent' | 'unauthorized' | 'failure' };

/** What the caller knows of the reply beyond its classification. */
export interface ReplyFacts {
  /** The HTTP status the reply arrived with. */
  readonly status?: number;
}

/** Every code {@link errorFromResponse} can return. */
export type ResponseErrorCode = (typeof REFUSAL_CODE_OF_KIND)[keyof typeof REFUSAL_CODE_OF_KIND] | 'AUTH.SINGLE_EMPLOYEE_LOGIN' | 'REQUEST.IN_FLIGHT' | 'UNKNOWN' | KnownFailureCode | CommerceFailureCode;

/**
 * The error of a failed response, carrying the HTTP status (`reply.status`) and the backend's code
 * (the envelope's `code`, or the token endpoint's `error`); `detail` is always the backend's text.
 *
 * A known backend failure ("Verification code error", "验证码发送过于频繁，请 42 秒后再试", see
 * backend-failures.ts) becomes its own code whichever way it arrived: as a token failure (HTTP 400
 * `{error, error_description}`, kind `failure`) or in a 400 envelope (kind `silent`). Such a failure
 * is meant for the user, so it is never SERVER.SILENT. A 401 is always AUTH.UNAUTHORIZED, whatever
 * its text (e.g. 令牌已过期), except the lead tool's 4901 (a login ended by another employee's,
 * AUTH.SINGLE_EMPLOYEE_LOGIN). A commerce failure (codes 4101–4114, 4201–4208, 4301–4304, 4401–4404,
 * 4501–4505, 4511–4514, 4521–4522, commerce-failures.ts) becomes its code by the envelope's code alone, with the params its `data`
 * names. The idempotency layer's 409 ("still in flight", HTTP status or envelope code) is REQUEST.IN_FLIGHT,
 * retryable after `retryAfterMs`. Any other failure stays SERVER.SILENT / SERVER.FAILURE, or UNKNOWN when the server said
 * nothing. A plain refusal (SERVER.SILENT) keeps the field its `data` names as `field` (and `index`, `max`…
 * as params), so a form can mark the input the server refused.
 */
export const errorFromResponse = (classified: FailedResponse, reply: ReplyFacts = {}): DomainError<ResponseErrorCode> => {
  const { kind, message } = classified;
  const facts: DomainErrorOptions = {
    ...(reply.status === undefined ? {} : { status: reply.status }),
    backendCode: classified.tokenError ?? classified.code,
  };
  // classifyResponse puts the unknown-error code in place of a missing server message.
  const serverText = message === 'UNKNOWN' ? undefined : message;
  // A 401 that says the login was ended by another employee's (spec §8), not a plain expiry.
  if (kind === 'unauthorized' && classified.code === SINGLE_LOGIN_WIRE_CODE) {
    return new DomainError<ResponseErrorCode>('AUTH.SINGLE_EMPLOYEE_LOGIN', serverText, classified, facts);
  }
  // The idempotency layer's 409: the first request with this key still runs. Not a refusal: send the same
  // write (same key) again after a short wait and it is answered with the first one's outcome.
  if (kind === 'failure' && isInFlightReply({ code: 'SERVER.FAILURE', ...facts })) {
    return new DomainError<ResponseErrorCode>('REQUEST.IN_FLIGHT', serverText, classified, { ...facts, retryAfterMs: IN_FLIGHT_RETRY_AFTER_MS });
  }
  const commerce = kind === 'unauthorized' ? undefined : readCommerceFailure(classified.code, classified.data);
  if (commerce !== undefined) {
    const params = commerce.params === undefined ? {} : { params: commerce.params };
    return new DomainError<ResponseErrorCode>(commerce.code, serverText, classified, { ...facts, ...params });
  }
  if (kind === 'failure' && serverText === undefined) {
    return new DomainError('UNKNOWN', undefined, classified, facts);
  }
  const known = kind === 'unauthorized' ? undefined : readKnownFailure(message);
  if (known !== undefined) {
    const { code, ...details } = known;
    return new DomainError<ResponseErrorCode>(code, message, classified, { ...facts, ...details });
  }
  return new DomainError<ResponseErrorCode>(REFUSAL_CODE_OF_KIND[kind], message, classified, { ...facts, ...(kind === 'silent' ? refusedFieldOf(classified.data) : {}) });
};

/**
 * The field a plain refusal (the backend's generic code 400: bean validation, a rule without its own
 * code) names in its `data` — `{field}`, or `{field, index}` for a row of a list — as the error's
 * `field` and `params` (`index`, and any other number or text the data gives, e.g. `max`).
 */
function refusedFieldOf(data: unknown): Pick<DomainErrorOptions, 'field' | 'params'> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const entries = Object.entries(data as Record<string, unknown>);
  const params = Object.fromEntries(
    entries.filter(([key, value]) => key !== 'field' && (typeof value === 'number' || typeof value === 'string')).map(([key, value]) => [key, String(value)]),
  );
  const field = (data as { field?: unknown }).field;
  return {
    ...(typeof field === 'string' && field !== '' ? { field } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}
