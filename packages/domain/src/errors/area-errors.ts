// What a business area declares about its failures, in its own folder (`<area>/<area>-errors.ts`,
// `export const areaErrors = defineAreaErrors({ codes, wire })`): the error codes it adds, each with its
// catalogue entry, and the backend's numeric failure codes its endpoints answer with (a stable HTTP 400
// envelope `{code, success: false, msg, data}`), each read as one of its own codes or a shared one.
// The core composes every area's declaration (error-codes.ts, error-catalogue.ts, commerce-failures.ts)
// through area-errors.generated.ts, which `pnpm sdk:areas` writes from the folders; no central list
// names an area's codes. This file imports nothing, so an area's errors never reach back into the core.

/** A code's catalogue entry. */
export type ErrorCatalogueEntry = {
  /** i18n key under the app's `errors` namespace. */
  readonly messageKey: string;
  /** Named interpolation parameters the message expects, e.g. the two tickets of a conflict. */
  readonly params?: readonly string[];
};

/** What a backend failure code means: the error code, and the `data` fields carried over as params. */
export interface WireFailure {
  readonly code: string;
  readonly params?: readonly string[];
}

/** One area's failures. */
export interface AreaErrors {
  /** The codes the area adds (dotted `AREA.REASON`), each with its catalogue entry. */
  readonly codes: Readonly<Record<string, ErrorCatalogueEntry>>;
  /** The backend failure codes the area's endpoints answer with → the code each one means (the area's
   * own or a shared one, e.g. 4701 → `REGISTRATION.DUPLICATE_DOCUMENT`). */
  readonly wire: Readonly<Record<number, WireFailure>>;
}

/** Declares an area's failures, keeping every code and wire number as a literal type. */
// Marked free of side effects, so a bundle that never reads an area's table drops its declaration.
export const defineAreaErrors = /* @__NO_SIDE_EFFECTS__ */ <const T extends AreaErrors>(errors: T): T => errors;
