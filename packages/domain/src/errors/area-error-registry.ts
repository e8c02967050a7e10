// The areas' failures this program knows at run time. A business area's codes, catalogue entries and
// wire rows (its `<area>/<area>-errors.ts`) are added when the area is used: the SDK fetches every area's
// when a client first loads one (its container, area-errors-loader.ts) and judges no reply before they
// are in, `@fairpass/domain/messages` adds them when it words a message, and `knowAllAreaErrors()` for
// anyone else. Until then the lookups know the shared codes only, so a program that only logs in, and a
// screen's first load, never carry the other areas' tables (issue 33).
import type { AreaErrors, ErrorCatalogueEntry, WireFailure } from './area-errors';

const entries = new Map<string, ErrorCatalogueEntry>();
const areas = new Map<string, string>();
const wireRows = new Map<number, WireFailure>();
let arriving: Promise<void> | undefined;

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

/** Says that every area's failures are on their way (area-errors-loader.ts) until `arrival` settles. */
export function expectAreaErrors(arrival: Promise<void>): void {
  arriving = arrival;
  const settled = () => {
    if (arriving === arrival) arriving = undefined;
  };
  arrival.then(settled, settled);
}

/**
 * While every area's failures are on their way, the promise of their arrival: a code not known yet may be
 * one of theirs, so a screen words it once they are in.
 */
export const areaErrorsArriving = (): Promise<void> | undefined => arriving;
