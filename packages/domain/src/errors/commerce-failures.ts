// The backend's stable failure codes (docs/endpoints.md: an HTTP 400 envelope `{code, success: false,
// msg, data}`, e.g. "Ticketing" 41xx, "Gifts, complimentary tickets, refunds and invoices" 42xx–44xx,
// the exhibitor's 50xx) and the ErrorCode each one means, as every area declares them in its own
// `<area>/<area>-errors.ts` (`wire`). The listed `data` fields become the error's params, so the app can
// fill its message ("{{ticketA}} cannot be bought together with {{ticketB}}") without reading the
// envelope; `msg` stays the error's detail.
import { AREA_ERRORS } from './area-errors.generated';
import { registeredWire } from './area-error-registry';
import type { CommerceFailureCode } from './error-codes';
import { isRecord, type ResponseCode } from './response-code';

interface CommerceFailure {
  readonly code: CommerceFailureCode;
  /** `data` fields carried over as params. */
  readonly params?: readonly string[];
}

type Areas = typeof AREA_ERRORS;

/** The wire codes the areas declare. */
export type CommerceWireCode = { [A in keyof Areas]: Extract<keyof Areas[A]['wire'], number> }[keyof Areas];

/** Every area's wire rows in one table (a test checks that no two areas declare the same wire code). */
export const COMMERCE_FAILURES: Readonly<Record<CommerceWireCode, CommerceFailure>> = /* @__PURE__ */ (() =>
  Object.assign({}, ...Object.values(AREA_ERRORS).map((area) => area.wire)) as Record<CommerceWireCode, CommerceFailure>)();

/** What a commerce failure means: its code and the message params its `data` gave. */
export interface CommerceFailureReading {
  readonly code: CommerceFailureCode;
  readonly params?: Readonly<Record<string, string>>;
}


/** Jackson writes a null number as -1 and a null string as "" (docs/endpoints.md): both are absent. */
const paramText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  return typeof value === 'number' && Number.isFinite(value) && value !== -1 ? String(value) : undefined;
};

const paramsOf = (names: readonly string[], data: unknown): Record<string, string> | undefined => {
  if (!isRecord(data)) return undefined;
  const entries = names.flatMap((name) => {
    const text = paramText(data[name]);
    return text === undefined ? [] : [[name, text] as const];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
};

/** Reads a backend code as a commerce failure, or undefined when no known area declares it (area-error-registry.ts). */
export const readCommerceFailure = (backendCode: ResponseCode | undefined, data?: unknown): CommerceFailureReading | undefined => {
  const failure = typeof backendCode === 'number' ? (registeredWire(backendCode) as CommerceFailure | undefined) : undefined;
  if (failure === undefined) return undefined;
  const params = paramsOf(failure.params ?? [], data);
  return params === undefined ? { code: failure.code } : { code: failure.code, params };
};

/** The wire code a commerce failure is sent with (for a server or a test that answers as the backend). */
export const commerceWireCodeOf = (code: CommerceFailureCode): CommerceWireCode => {
  const wire = (Object.keys(COMMERCE_FAILURES) as `${CommerceWireCode}`[]).find((key) => COMMERCE_FAILURES[key].code === code);
  // Every CommerceFailureCode has a row (a test checks it), so the find always succeeds.
  return Number(wire) as CommerceWireCode;
};
