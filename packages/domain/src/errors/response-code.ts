// How a BladeX response names its outcome (api-contract "Envelope"): `error_code ?? code ?? HTTP
// status`, numbers that may arrive as strings ("401"), and one string code, '0000', kept as is because
// Number('0000') would collapse it into 0.

/** A response code: a number, or the literal string '0000' the backend uses as a success code. */
export type ResponseCode = number | '0000';

export const SUCCESS_CODES: readonly ResponseCode[] = [200, 1000, '0000', 1005];

/** Codes handed back to the caller as results rather than errors (spec §8). */
export const PASS_THROUGH_CODES: readonly ResponseCode[] = [2001, 2002];

export const isSuccessCode = (code: ResponseCode): boolean => SUCCESS_CODES.includes(code);

/** Coerces one raw field; blank strings, non-numeric text and other types count as absent. */
export const toResponseCode = (raw: unknown): ResponseCode | undefined => {
  if (raw === '0000') return '0000';
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const code = Number(raw);
  return Number.isFinite(code) ? code : undefined;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code of a response: the body's `error_code`, else its `code`, else the HTTP status. */
export const readResponseCode = (status: number, body: unknown): ResponseCode => {
  if (isRecord(body)) {
    const code = toResponseCode(body['error_code']) ?? toResponseCode(body['code']);
    if (code !== undefined) return code;
  }
  return status;
};

/** A non-blank string field of the body, or undefined. */
export const textField = (body: unknown, field: string): string | undefined => {
  if (!isRecord(body)) return undefined;
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};
