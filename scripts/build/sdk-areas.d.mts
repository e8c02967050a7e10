// Types of sdk-areas.mjs (plain JS, so that tsdown's and TypeDoc's configs can load it without a compiler).

/** packages/sdk of this repository. */
export declare const SDK_DIR: string;

/** One entry of @fairpass/sdk: a subpath export built from one source file. */
export interface SdkEntry {
  /** `.` or `./<name>`. */
  readonly subpath: string;
  /** The source file, relative to packages/sdk: `src/<area>/index.ts`. */
  readonly source: string;
  /** The built file under dist/, without extension: `<area>/index`. */
  readonly out: string;
  /** The top-level folder with a package.json for resolvers without exports maps (none for the root). */
  readonly folder: string | undefined;
  /** Whether the entry is a business area. */
  readonly area: boolean;
}

/** The business areas under `<sdkDir>/src` (folders with `<name>.area.ts` and `index.ts`), sorted. */
export declare function sdkAreas(sdkDir?: string): string[];

/** The function an area's index.ts offers: `getRegistration` for `registration`, `getLeadTool` for `lead-tool`. */
export declare function sdkAreaGetter(area: string): string;

/** Every entry of the package: the core and the prefetch, the areas (in the order given), the test helpers. */
export declare function sdkEntries(areas?: readonly string[]): SdkEntry[];
