// The areas' failures this program knows at run time. A business area's codes, catalogue entries and
// wire rows (its `<area>/<area>-errors.ts`) are added when the area is used: the SDK adds every area's
// when a client first loads one (its container), `@fairpass/domain/messages` when it words a message,
// and `knowAllAreaErrors()` for anyone else. Until then the lookups know the shared codes only, so a
// program that only logs in never carries the other areas' tables (issue 33).
import type { AreaErrors, ErrorCatalogueEntry, WireFailure } from './area-errors';

const entries = new Map<string, ErrorCatalogueEntry>();
const areas = new Map<string, string>();
const wireRows = new Map<number, WireFailure>();

/** Adds one area's failures (again: no change). */
export function registerAreaErrors(area: string, errors: AreaErrors): void {
  for (const [code, entry] of Object.entries(errors.codes)) {
    entries.set(code, entry);
    areas.set(code, area);
  }
  for (const [wire, failure] of Object.entries(errors.wire)) wireRows.set(Number(wire), failure);
}

/** The catalogue entry of an area's code, once its area is known. */
export const registeredEntry = (code: string): ErrorCatalogueEntry | undefined => entries.get(code);

/** The area that declares `code`, once it is known. */
export const registeredArea = (code: string): string | undefined => areas.get(code);

/** What an area's backend failure code means, once its area is known. */
export const registeredWire = (wire: number): WireFailure | undefined => wireRows.get(wire);
